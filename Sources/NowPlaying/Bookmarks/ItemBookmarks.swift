/// The current item's bookmarks: read from the storage when the item changes, kept in time
/// order, and saved whole after each change.
final class ItemBookmarks {
    /// Where bookmarks are kept; without one, none are.
    var storage: BookmarkStorage?
    private var url: String?
    private(set) var list: [Bookmark] = []

    /// The bookmarks of the item at `url`, read once per item.
    func list(for url: String) -> [Bookmark] {
        if url != self.url {
            self.url = url
            list = Self.ordered(storage?.bookmarks(for: url) ?? [])
        }
        return list
    }

    /// Adds a bookmark to the item's list; the reason when it could not be saved.
    func add(_ bookmark: Bookmark, to url: String) -> String? {
        change(url) { $0.append(bookmark) }
    }

    /// Renames the bookmark at a 0-based place.
    func rename(at index: Int, to name: String, of url: String) -> String? {
        change(url) { $0[index].name = name }
    }

    /// Removes the bookmark at a 0-based place.
    func remove(at index: Int, of url: String) -> String? {
        change(url) { $0.remove(at: index) }
    }

    private func change(_ url: String, _ edit: (inout [Bookmark]) -> Void) -> String? {
        guard let storage else { return "Bookmarks are not kept here" }
        var edited = list(for: url)
        edit(&edited)
        edited = Self.ordered(edited)
        if let reason = storage.save(edited, for: url) { return reason }
        list = edited
        return nil
    }

    /// In time order; bookmarks at one time in the order they were made.
    private static func ordered(_ list: [Bookmark]) -> [Bookmark] {
        list.enumerated().sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }.map(\.element)
    }
}
