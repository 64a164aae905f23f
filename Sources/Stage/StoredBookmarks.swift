import Library
import NowPlaying

/// The session's bookmarks on disk: the `BookmarkStore` beside the resume positions, items
/// named by the same key as their resume position.
public final class StoredBookmarks: BookmarkStorage {
    private let store: BookmarkStore

    /// Bookmarks kept in `store`.
    public init(store: BookmarkStore) {
        self.store = store
    }

    public func bookmarks(for url: String) -> [Bookmark] {
        guard ResumeKeeper.isRemembered(url) else { return [] }
        return store.bookmarks(for: ResumeKeeper.key(url)).map { Bookmark(name: $0.name, position: $0.position) }
    }

    public func save(_ bookmarks: [Bookmark], for url: String) -> String? {
        guard ResumeKeeper.isRemembered(url) else { return "This item has no place to keep bookmarks" }
        do {
            try store.save(bookmarks.map { BookmarkStore.Entry(name: $0.name, position: $0.position) }, for: ResumeKeeper.key(url))
            return nil
        } catch {
            return "Cannot save the bookmarks in \(Sanitized.line(store.directory)): \(error)"
        }
    }
}
