import Library
import NowPlaying
import Stage
import Testing
import TestSupport

/// Bookmarks kept beside the resume positions: a save that fails says where it could not write.
@Suite struct StoredBookmarksTests {
    @Test func aSaveThatFailsNamesTheFolderItCouldNotWriteIn() throws {
        let notAFolder = try Fixtures.file(named: "not-a-folder", bytes: Array("x".utf8))
        let stored = StoredBookmarks(store: BookmarkStore(directory: notAFolder + "/bookmarks"))
        let media = try Fixtures.tone(seconds: 5)
        let refusal = try #require(stored.save([Bookmark(name: "Here", position: 2)], for: media))
        #expect(refusal.hasPrefix("Cannot save the bookmarks in \(notAFolder)/bookmarks: "), "\(refusal)")
        #expect(stored.bookmarks(for: media).isEmpty)
    }
}
