import MediaFiles
@testable import MusicLibrary
import Testing
import TestSupport

@Suite struct LibraryTagsTests {
    @Test func tagsSurviveTheColumnInTheirOrderWithRepeatsAndSeparatorsMadeSpaces() {
        let entries = [TagEntry("ARTIST", "B"), TagEntry("artist", "A"), TagEntry("date", "2001-05-02"), TagEntry("x\u{1F}y", "v\u{1E}w")]
        #expect(LibraryTags.decode(LibraryTags.encode(entries))
            == [TagEntry("ARTIST", "B"), TagEntry("artist", "A"), TagEntry("date", "2001-05-02"), TagEntry("x y", "v w")])
        #expect(LibraryTags.decode("") == [])
    }

    /// What the index never writes is read as the byte split reads it: a record without a
    /// name's separator is no entry, an empty value is one, text outside ASCII whole.
    @Test func recordsWithoutANameAreSkippedAndValuesKeptWhole() {
        #expect(LibraryTags.decode("title\u{1F}Ünïcödé 曲\u{1E}\u{1E}empty\u{1F}\u{1E}no name\u{1E}")
            == [TagEntry("title", "Ünïcödé 曲"), TagEntry("empty", "")])
        #expect(LibraryTags.decode("\u{1F}v\u{1F}w") == [TagEntry("", "v\u{1F}w")])
    }

    @Test func emptyAndLongValuesAreNotKept() {
        let lyrics = String(repeating: "la ", count: 1000)
        #expect(LibraryTags.kept([TagEntry("title", ""), TagEntry("lyrics", lyrics), TagEntry("genre", "Pop")]) == [TagEntry("genre", "Pop")])
    }

    /// Version 1 had no tags column: such an index is rebuilt (its folders kept) and its tracks
    /// come back with their tags at the next scan.
    @Test func anIndexOfTheFirstVersionIsRebuiltAndRescannedWithTags() throws {
        let path = try LibraryIndexTests.databasePath()
        _ = try LibraryIndex(path: path)
        _ = try ProcessRunner.run("/usr/bin/sqlite3", [path, "PRAGMA user_version=1"])
        let folder = try Fixtures.musicFolder([.init("A/01.flac", ["title": "T", "composer": "C"])])
        let index = try LibraryIndex(path: path)
        try index.addFolder(folder)
        _ = try LibraryScanner(index: index).scan([folder])
        let files = try LibraryCatalog(path: path).files(under: nil)
        #expect(files.count == 1)
        #expect(files.first?.track.tags.contains { $0.name.lowercased() == "composer" && $0.value == "C" } == true)
    }
}
