import Commands
import Playback
import PlayerDoubles
import Testing
@testable import NowPlaying

/// Bookmarks through the session on the fake player: added where playback is and named by
/// chapter and time, kept in time order, published, gone to, renamed and removed, each change
/// saved whole; without storage the commands say why not.
@Suite struct NowPlayingSessionBookmarksTests {
    final class MemoryStorage: BookmarkStorage {
        var saved: [String: [Bookmark]] = [:]
        var refusal: String?
        func bookmarks(for url: String) -> [Bookmark] { saved[url] ?? [] }
        func save(_ bookmarks: [Bookmark], for url: String) -> String? {
            if let refusal { return refusal }
            saved[url] = bookmarks
            return nil
        }
    }

    static let chapters = [Chapter(title: nil, time: 0), Chapter(title: nil, time: 60), Chapter(title: "The \u{1B}[31mEnd", time: 600)]

    static func harness(_ storage: MemoryStorage? = MemoryStorage()) throws -> FakeSessionHarness {
        var book = FakeMedia.tone(seconds: 900)
        book.chapters = chapters
        let harness = FakeSessionHarness(files: ["book.m4b": book, "other.mp3": .tone(seconds: 30)])
        harness.session.features.bookmarkStorage = storage
        try harness.play([MediaItem(url: "book.m4b"), MediaItem(url: "other.mp3")])
        return harness
    }

    func seek(_ harness: FakeSessionHarness, _ time: Double) throws {
        #expect(harness.session.perform(.seek(to: time)) == .success)
        // Landed: the session publishes again once mpv has confirmed the seek.
        try harness.run(timeout: 5, "the seek") { harness.last?.state == .playing && abs((harness.last?.mediaElapsed ?? 0) - time) < 0.01 }
    }

    @Test func aBookmarkIsNamedByItsChapterAndTimeAndKeptInTimeOrder() throws {
        let storage = MemoryStorage()
        let harness = try Self.harness(storage)
        try seek(harness, 724.5)
        #expect(harness.session.perform(.bookmarkAdd(nil)) == .success)
        try seek(harness, 90)
        #expect(harness.session.perform(.bookmarkAdd(nil)) == .success)
        try seek(harness, 30)
        #expect(harness.session.perform(.bookmarkAdd("Before \u{1B}]0;x\u{07}it all")) == .success)
        let names = ["Before \u{FFFD}]0;x\u{FFFD}it all", "Chapter 2 · 1:30", "The \u{FFFD}[31mEnd · 12:04"]
        #expect(harness.last?.bookmarks.map(\.name) == names)
        #expect(harness.last?.bookmarks.map { ($0.time * 10).rounded() / 10 } == [30, 90, 724.5])
        #expect(storage.saved["book.m4b"]?.map(\.name) == names)
        #expect(harness.last?.commands.isEnabled(.goToBookmark) == true)
    }

    @Test func goingRenamingAndRemovingTakeTheNumbersShown() throws {
        let storage = MemoryStorage()
        storage.saved["book.m4b"] = [Bookmark(name: "late", position: 700), Bookmark(name: "early", position: 100)]
        let harness = try Self.harness(storage)
        #expect(harness.last?.bookmarks.map(\.name) == ["early", "late"])
        #expect(harness.session.perform(.bookmarkGo(2)) == .success)
        try harness.run(timeout: 5, "the jump") { harness.last?.state == .playing && (harness.last?.mediaElapsed ?? 0) >= 700 }
        #expect(harness.session.perform(.bookmarkRename(1, "Opening")) == .success)
        #expect(harness.session.perform(.bookmarkRemove(2)) == .success)
        #expect(harness.last?.bookmarks == [BookmarkInfo(name: "Opening", time: 100)])
        #expect(storage.saved["book.m4b"] == [Bookmark(name: "Opening", position: 100)])
        #expect(harness.session.perform(.bookmarkGo(5)) == .noSuchContent)
        #expect(harness.session.perform(.bookmarkRename(1, "  ")) == .commandFailed("A bookmark needs a name"))
    }

    @Test func eachItemHasItsOwnBookmarks() throws {
        let harness = try Self.harness()
        try seek(harness, 100)
        #expect(harness.session.perform(.bookmarkAdd(nil)) == .success)
        #expect(harness.session.perform(.nextTrack) == .success)
        try harness.run(timeout: 5, "the next item") { harness.last?.queueIndex == 1 && harness.last?.state == .playing }
        #expect(harness.last?.bookmarks == [])
        #expect(harness.last?.commands.states[.goToBookmark] == .disabled("This item has no bookmarks"))
        #expect(harness.last?.bookmarks.isEmpty == true)
        #expect(harness.session.perform(.bookmarkAdd(nil)) == .success)
        #expect(harness.last?.bookmarks.map(\.name) == ["0:00"], "no chapters: the time alone")
    }

    @Test func withoutStorageOrWhenSavingFailsTheCommandSaysWhy() throws {
        let bare = try Self.harness(nil)
        #expect(bare.session.perform(.bookmarkAdd(nil)) == .disabled("Bookmarks are not kept here"))
        let storage = MemoryStorage()
        storage.refusal = "Cannot save the bookmarks: disk full"
        let harness = try Self.harness(storage)
        #expect(harness.session.perform(.bookmarkAdd(nil)) == .commandFailed("Cannot save the bookmarks: disk full"))
        #expect(harness.last?.bookmarks == [])
    }
}
