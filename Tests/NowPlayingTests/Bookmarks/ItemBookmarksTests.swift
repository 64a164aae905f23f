import Playback
import Testing
@testable import NowPlaying

/// The bookmarks part on its own: names made from the chapter and content time, time order,
/// 1-based places, and what each edit says without an item or storage.
@Suite struct ItemBookmarksTests {
    typealias MemoryStorage = NowPlayingSessionBookmarksTests.MemoryStorage

    static let chapters = [Chapter(title: nil, time: 0), Chapter(title: "Part \u{1B}[1mTwo", time: 100)]

    static func bookmarks(_ storage: MemoryStorage? = MemoryStorage()) -> ItemBookmarks {
        let bookmarks = ItemBookmarks()
        bookmarks.storage = storage
        return bookmarks
    }

    @Test func aDefaultNameIsTheChapterAndTheContentTimeWithAdsLeftOut() throws {
        let timeline = try AdTimeline(ranges: [AdTimeRange(start: 10, duration: 30)])
        let entry = MediaItem(url: "book.m4b", timeline: timeline)
        #expect(ItemBookmarks.defaultName(atMedia: 50, in: entry, chapters: Self.chapters) == "Chapter 1 · 0:20")
        #expect(ItemBookmarks.defaultName(atMedia: 130.7, in: entry, chapters: Self.chapters) == "Part \u{FFFD}[1mTwo · 1:40")
        #expect(ItemBookmarks.defaultName(atMedia: 75, in: entry, chapters: []) == "0:45")
    }

    @Test func bookmarksAreKeptInTimeOrderAndSavedWhole() {
        let storage = MemoryStorage()
        let bookmarks = Self.bookmarks(storage)
        let entry = MediaItem(url: "book.m4b")
        #expect(bookmarks.add(named: "later", at: 300, of: entry, chapters: []) == .success)
        #expect(bookmarks.add(named: "  ", at: 100, of: entry, chapters: Self.chapters) == .success)
        #expect(storage.saved["book.m4b"]?.map(\.name) == ["Part \u{FFFD}[1mTwo · 1:40", "later"])
        #expect(bookmarks.time(2, of: entry) == 300)
        #expect(bookmarks.rename(1, to: "start", of: entry) == .success)
        #expect(bookmarks.remove(2, of: entry) == .success)
        #expect(bookmarks.published(of: entry) == [BookmarkInfo(name: "start", time: 100)])
        #expect(storage.saved["book.m4b"] == [Bookmark(name: "start", position: 100)])
    }

    @Test func editsSayWhyNotWithoutAnItemAPlaceOrStorage() {
        let bookmarks = Self.bookmarks()
        let entry = MediaItem(url: "book.m4b")
        #expect(bookmarks.add(named: nil, at: nil, of: entry, chapters: []) == .noActionableNowPlayingItem)
        #expect(bookmarks.add(named: nil, at: 5, of: nil, chapters: []) == .noActionableNowPlayingItem)
        #expect(bookmarks.rename(1, to: "x", of: entry) == .noSuchContent)
        #expect(bookmarks.remove(0, of: entry) == .noSuchContent)
        #expect(bookmarks.time(1, of: nil) == nil)
        #expect(bookmarks.add(named: "a", at: 5, of: entry, chapters: []) == .success)
        #expect(bookmarks.rename(1, to: " \t", of: entry) == .commandFailed("A bookmark needs a name"))
        let unkept = Self.bookmarks(nil)
        #expect(unkept.add(named: "a", at: 5, of: entry, chapters: []) == .commandFailed("Bookmarks are not kept here"))
        #expect(unkept.published(of: entry).isEmpty)
    }

    @Test func aRefusedSaveChangesNothing() {
        let storage = MemoryStorage()
        let bookmarks = Self.bookmarks(storage)
        let entry = MediaItem(url: "book.m4b")
        #expect(bookmarks.add(named: "a", at: 5, of: entry, chapters: []) == .success)
        storage.refusal = "disk full"
        #expect(bookmarks.add(named: "b", at: 6, of: entry, chapters: []) == .commandFailed("disk full"))
        #expect(bookmarks.list(for: entry.url).map(\.name) == ["a"])
    }
}
