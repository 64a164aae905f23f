import FileIO
import Foundation
@testable import Library
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

    /// 140 bookmarks with long names were written (1.1 MiB) and never read back; the next save
    /// then replaced them all with one.
    @Test func aListTooLongToReadBackIsRefusedAndTheSavedOneKept() throws {
        let store = Self.store()
        let kept = (0..<10).map { BookmarkStore.Entry(name: "kept \($0)", position: Double($0)) }
        try store.save(kept, for: "/books/long.m4b")
        let long = (0..<140).map { BookmarkStore.Entry(name: String(repeating: "n", count: 8_000) + "\($0)", position: Double($0)) }
        #expect(throws: FileError.wouldBeTooLarge(limit: 1 << 20)) { try store.save(long, for: "/books/long.m4b") }
        #expect(store.bookmarks(for: "/books/long.m4b") == kept)
        #expect(FileError.wouldBeTooLarge(limit: 1 << 20).description == "it would be larger than 1 MiB, more than is read back")
    }

    @Test func aFileThatCannotBeReadIsNeverReplaced() throws {
        let store = Self.store()
        try store.save([BookmarkStore.Entry(name: "a", position: 1)], for: "x")
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: store.directory).first)
        // As an earlier PlayDeck wrote it: over the limit the store reads.
        let unreadable = Data(("location=x\n" + String(repeating: "bookmark=1\tname\n", count: 80_000)).utf8)
        try unreadable.write(to: URL(fileURLWithPath: store.directory + "/" + file))
        #expect(store.bookmarks(for: "x").isEmpty)
        #expect(throws: FileError.keptUnreadable(.tooLarge(limit: 1 << 20))) {
            try store.save([BookmarkStore.Entry(name: "b", position: 2)], for: "x")
        }
        #expect(throws: FileError.keptUnreadable(.tooLarge(limit: 1 << 20))) { try store.save([], for: "x") }
        #expect(try Data(contentsOf: URL(fileURLWithPath: store.directory + "/" + file)) == unreadable)
    }

    /// The `location=` line split at the name's line break: the list never matched its item again.
    @Test func aLocationWithALineBreakKeepsItsBookmarks() throws {
        let store = Self.store()
        let list = [BookmarkStore.Entry(name: "here", position: 3)]
        for location in ["/m/two\nlines.mp3", "/m/cr\r", "/m/100%\u{1B}.mp3"] {
            try store.save(list, for: location)
            #expect(store.bookmarks(for: location) == list, "\(location.debugDescription)")
        }
        #expect(store.bookmarks(for: "/m/two").isEmpty)
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
