import Foundation
import Library
import Testing
import TestSupport

/// Bookmarks on disk: a list per item beside the resume positions, named by the same key,
/// read back only for the item that wrote it.
@Suite struct BookmarkStoreTests {
    static func store() -> BookmarkStore {
        BookmarkStore(directory: Fixtures.directory + "/bookmarks-\(UUID().uuidString)/nested")
    }

    @Test func aSavedListComesBackInItsOrderForTheSameItemOnly() throws {
        let store = Self.store()
        let list = [BookmarkStore.Entry(name: "Chapter 3 · 12:04", position: 724.5), .init(name: "Start", position: 0)]
        try store.save(list, for: "/books/a.m4b")
        #expect(store.bookmarks(for: "/books/a.m4b") == list)
        #expect(store.bookmarks(for: "/books/b.m4b").isEmpty)
    }

    @Test func aNameStaysOneLine() throws {
        let store = Self.store()
        try store.save([BookmarkStore.Entry(name: "two\nlines\tand a tab", position: 1)], for: "x")
        #expect(store.bookmarks(for: "x").map(\.name) == ["two lines and a tab"])
    }

    @Test func anEmptyListRemovesTheFile() throws {
        let store = Self.store()
        try store.save([BookmarkStore.Entry(name: "a", position: 1)], for: "x")
        try store.save([], for: "x")
        #expect(store.bookmarks(for: "x").isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: store.directory).isEmpty)
    }

    @Test func theStandardStoreIsBesideTheResumePositions() {
        let environment = ["XDG_STATE_HOME": "/state", "HOME": "/home/me"]
        #expect(BookmarkStore.standard(environment: environment)?.directory == "/state/playdeck/bookmarks")
        #expect(BookmarkStore.standard(environment: ["HOME": "/home/me"])?.directory == "/home/me/.local/state/playdeck/bookmarks")
        #expect(ResumeStore.standard(environment: environment)?.directory == "/state/playdeck/resume")
    }

    @Test func linesThatDoNotParseAreSkippedAndTheRestKept() throws {
        let store = Self.store()
        try store.save([BookmarkStore.Entry(name: "kept", position: 5)], for: "x")
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: store.directory).first)
        let path = store.directory + "/" + file
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try (text + "bookmark=nan\tbad\nbookmark=-1\tnegative\nbookmark=7\nbookmark=9\tlast\n")
            .write(toFile: path, atomically: false, encoding: .utf8)
        #expect(store.bookmarks(for: "x") == [.init(name: "kept", position: 5), .init(name: "last", position: 9)])
    }
}
