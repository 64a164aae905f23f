import Foundation
@testable import MusicLibrary
import NowPlaying
import Testing
import TestSupport

@Suite struct LibraryScannerTests {
    static func scanned() throws -> (folder: String, index: LibraryIndex, summary: LibraryScanner.Summary) {
        let (folder, database) = try LibraryFixture.make()
        let index = try LibraryIndex(path: database)
        try index.addFolder(folder)
        let summary = try LibraryScanner(index: index).scan([folder])
        return (folder, index, summary)
    }

    @Test func aFirstScanReadsEveryMusicFileAndItsTags() throws {
        let (folder, index, summary) = try Self.scanned()
        #expect(summary.added == LibraryFixture.files.count && summary.skipped == 0)
        let tracks = try LibraryReader(path: index.path).tracks(of: "Seeds", album: "Wind")
        #expect(tracks.map(\.title) == ["Magnificent", "Northern Light", "Harbour"])
        #expect(tracks.map(\.path) == ["01.mp3", "02.flac", "03.ogg"].map { folder + "/Seeds/Wind/" + $0 })
        #expect(tracks.allSatisfy { $0.year == 2003 && ($0.duration ?? 0) > 0.4 })
        let loose = try LibraryReader(path: index.path).tracks(of: "", album: nil)
        #expect(loose.map(\.title) == ["Untitled Tune"], "a file without tags is titled by its name")
    }

    @Test func aRescanOfAnUnchangedFolderReadsNothing() throws {
        let (folder, index, _) = try Self.scanned()
        var progress: [LibraryScanner.Progress] = []
        let again = try LibraryScanner(index: index).scan([folder], progress: { progress.append($0) })
        #expect(again.unchanged == LibraryFixture.files.count)
        #expect(again.added == 0 && again.updated == 0 && again.removed == 0)
        #expect(progress.map(\.toRead) == [0])
    }

    @Test func aRescanReadsChangedFilesAndDropsRemovedOnes() throws {
        let (folder, index, _) = try Self.scanned()
        try FileManager.default.removeItem(atPath: folder + "/Seeds/Wind/03.ogg")
        try Fixtures.addMusic([.init("Seeds/Wind/01.mp3", ["title": "Magnificent (Live)", "artist": "Seeds", "album": "Wind",
                                                          "date": "2003", "track": "1"]),
                               .init("New/01.opus", ["title": "Newcomer", "artist": "Zed"])], to: folder)
        let again = try LibraryScanner(index: index).scan([folder])
        #expect((again.added, again.updated, again.removed) == (1, 1, 1))
        let reader = try LibraryReader(path: index.path)
        #expect(try reader.tracks(of: "Seeds", album: "Wind").map(\.title) == ["Magnificent (Live)", "Northern Light"])
        #expect(try reader.search(LibraryQuery("newcomer")).map(\.artist) == ["Zed"])
        #expect(try reader.search(LibraryQuery("harbour")).isEmpty)
    }

    @Test func aSymbolicLinkLoopIsSaidOnceAndEveryFileIsIndexedOnce() throws {
        let (folder, database) = try LibraryFixture.make()
        try FileManager.default.createSymbolicLink(atPath: folder + "/Seeds/again", withDestinationPath: folder)
        try FileManager.default.createSymbolicLink(atPath: folder + "/self", withDestinationPath: folder + "/self")
        var problems: [String] = []
        let summary = try LibraryScanner(index: try LibraryIndex(path: database)).scan([folder]) { problems.append($0) }
        #expect(summary.added == LibraryFixture.files.count)
        #expect(problems.sorted() == [folder + "/Seeds/again: a symbolic link to a folder already scanned (a loop; skipped)",
                                      folder + "/self: a symbolic link loop (skipped)"])
    }

    @Test func aFileThatIsNotMediaIsSaidInOneLineAndTheRestIndexed() throws {
        let (folder, database) = try LibraryFixture.make()
        try Data("not audio at all".utf8).write(to: URL(fileURLWithPath: folder + "/Loose/fake.mp3"))
        var problems: [String] = []
        let summary = try LibraryScanner(index: try LibraryIndex(path: database)).scan([folder]) { problems.append($0) }
        #expect(summary.skipped == 1 && summary.added == LibraryFixture.files.count)
        #expect(problems.count == 1 && problems[0].hasPrefix(folder + "/Loose/fake.mp3: ") && problems[0].hasSuffix("(skipped)"))
    }

    @Test func aFullDiskEndsTheScanWithEveryEarlierBatchKept() throws {
        let (_, index, _) = try Self.scanned()
        let filler = ["title": "Filler " + String(repeating: "long title ", count: 150), "artist": "Filler"]
        let more = try Fixtures.musicFolder((1...40).map { .init("Big/\($0).mp3", filler) })
        try index.limitPages(try index.pageCount() + 40)
        var failure: LibraryError?, written = 0
        do {
            _ = try LibraryScanner(index: index, batchSize: 4).scan([more], progress: { written = $0.read })
        } catch {
            failure = error
        }
        #expect(failure?.kind == .full)
        let reader = try LibraryReader(path: index.path)
        #expect(try reader.search(LibraryQuery("magnificent")).count == 1, "what was indexed before stays")
        let filled = try reader.search(LibraryQuery("filler")).count
        #expect(filled > 0 && filled < 40 && filled % 4 == 0, "whole batches of 4: \(filled)")
        #expect(filled == written, "every batch written before the disk filled is kept, and said")
    }

    /// Issue #31: the queue's walk (`MediaPaths`) skipped `mpc`, `w64` and `tak`, which the library
    /// indexed. One walker and one list now: a folder is queued and indexed alike, a loop in it
    /// said once by each and followed by neither.
    @Test func musepackWave64AndTAKAreQueuedAsTheyAreIndexed() throws {
        let folder = try TestWorld.makeFolder(prefix: "pdodd")
        let database = try TestWorld.makeFolder(prefix: "pddb") + "/playdeck/library.db"
        let wave64 = folder + "/b.w64"
        _ = try Fixtures.run("/usr/bin/ffmpeg", ["-v", "error", "-f", "lavfi", "-i", "sine=frequency=440:duration=0.5", wave64])
        _ = try Fixtures.copy(try Fixtures.tagged(.musepack), into: folder, as: "a.mpc")
        // No TAK encoder exists on Debian: Wave64 named .tak, which libavformat reads by its content.
        _ = try Fixtures.copy(wave64, into: folder, as: "c.tak")
        _ = FileManager.default.createFile(atPath: folder + "/notes.txt", contents: Data("not media".utf8))
        try FileManager.default.createSymbolicLink(atPath: folder + "/again", withDestinationPath: ".")
        let index = try LibraryIndex(path: database)
        var problems: [String] = []
        let summary = try LibraryScanner(index: index).scan([folder]) { problems.append($0) }
        let expected = ["a.mpc", "b.w64", "c.tak"].map { folder + "/" + $0 }
        #expect(summary.added == 3 && summary.skipped == 0, "\(problems)")
        #expect(try index.stamps(under: folder).keys.sorted() == expected)
        #expect(MediaPaths.expand(folder) == .targets(expected))
        #expect(problems == [folder + "/again: a symbolic link to a folder already scanned (a loop; skipped)"])
    }
}
