import FileIO
import Foundation
import Library
import Testing
import TestSupport

@Suite struct ResumeStoreTests {
    static func store() -> ResumeStore {
        ResumeStore(directory: Fixtures.directory + "/resume-\(UUID().uuidString)/nested")
    }

    @Test func aSavedPositionComesBackForTheSameItemOnly() throws {
        let store = Self.store()
        try store.save(123.5, kept: .path, for: "/music/a.mp3")
        #expect(store.position(for: "/music/a.mp3") == 123.5)
        #expect(store.position(for: "/music/b.mp3") == nil)
    }

    /// The `location=` line split at the name's line break, and the position never matched again.
    @Test func aLocationWithALineBreakKeepsItsPosition() throws {
        let store = Self.store()
        try store.save(42, kept: .path, for: "/music/two\nlines.mp3")
        #expect(store.position(for: "/music/two\nlines.mp3") == 42)
        #expect(store.position(for: "/music/two") == nil)
    }

    @Test func otherLocationsAreWrittenAsBeforeSoOldFilesStillMatch() throws {
        let store = Self.store()
        try store.save(7, kept: .path, for: "/music/100% é.mp3")
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: store.directory).first)
        let text = try String(contentsOfFile: store.directory + "/" + file, encoding: .utf8)
        #expect(text == "location=/music/100% é.mp3\nposition=7.0\nkept=path\n")
    }

    @Test func aLocationTooLongToReadBackIsRefused() {
        let store = Self.store()
        let location = "https://example.com/" + String(repeating: "a", count: 70_000)
        #expect(throws: FileError.wouldBeTooLarge(limit: 1 << 16)) { try store.save(5, kept: .path, for: location) }
    }

    @Test func forgettingRemovesThePosition() throws {
        let store = Self.store()
        try store.save(10, kept: .path, for: "x")
        store.forget("x")
        #expect(store.position(for: "x") == nil)
    }

    @Test func filesAndFoldersArePrivateToTheUser() throws {
        let store = Self.store()
        try store.save(1, kept: .path, for: "private")
        let folder = try FileManager.default.attributesOfItem(atPath: store.directory)
        #expect((folder[.posixPermissions] as? Int) == 0o700)
        let files = try FileManager.default.contentsOfDirectory(atPath: store.directory)
        #expect(files.count == 1, "no temporary file may be left behind: \(files)")
        let file = try FileManager.default.attributesOfItem(atPath: store.directory + "/" + files[0])
        #expect((file[.posixPermissions] as? Int) == 0o600)
    }

    @Test func theStandardPlaceFollowsXDGStateHome() {
        #expect(ResumeStore.standard(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"])?.directory == "/s/playdeck/resume")
        #expect(ResumeStore.standard(environment: ["HOME": "/h"])?.directory == "/h/.local/state/playdeck/resume")
        #expect(ResumeStore.standard(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"])?.directory
            == "/h/.local/state/playdeck/resume")
    }

    @Test func aGarbledFileIsIgnoredNotTrusted() throws {
        let store = Self.store()
        try store.save(5, kept: .path, for: "item")
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: store.directory).first)
        try "position=nan\nlocation=item\n".write(toFile: store.directory + "/" + file, atomically: false, encoding: .utf8)
        #expect(store.position(for: "item") == nil)
    }

    @Test func theReasonAPositionWasKeptComesBackWithIt() throws {
        let store = Self.store()
        try store.save(30, kept: .long(duration: 1800.5), for: "/films/a.mkv")
        try store.save(40, kept: .genre("Podcast; News"), for: "/pods/b.mp3")
        try store.save(50, kept: .path, for: "/books/c.m4b")
        #expect(store.record(for: "/films/a.mkv") == .init(position: 30, kept: .long(duration: 1800.5)))
        #expect(store.record(for: "/pods/b.mp3") == .init(position: 40, kept: .genre("Podcast; News")))
        #expect(store.record(for: "/books/c.m4b") == .init(position: 50, kept: .path))
    }

    /// A genre tag holding a line break would end its line early and forge the next.
    @Test func aGenreWithALineBreakStaysOnItsLine() throws {
        let store = Self.store()
        try store.save(40, kept: .genre("Talk\nkept=path"), for: "/pods/b.mp3")
        #expect(store.record(for: "/pods/b.mp3") == .init(position: 40, kept: .genre("Talk kept=path")))
    }

    @Test func aFileWrittenBeforeTheReasonsHasNone() throws {
        let store = Self.store()
        try store.save(5, kept: .path, for: "item")
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: store.directory).first)
        try "location=item\nposition=12.5\n".write(toFile: store.directory + "/" + file, atomically: false, encoding: .utf8)
        #expect(store.record(for: "item") == .init(position: 12.5, kept: nil))
    }
}
