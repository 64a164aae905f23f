import Commands
import Playback

extension NowPlayingSession {
    /// Where bookmarks are kept; without storage the bookmark commands are disabled.
    public var bookmarkStorage: BookmarkStorage? {
        get { itemBookmarks.storage }
        set { itemBookmarks.storage = newValue }
    }

    /// The current item's bookmarks, in time order.
    public var bookmarks: [Bookmark] {
        currentItem.map { itemBookmarks.list(for: $0.url) } ?? []
    }

    /// The current item's bookmarks as a snapshot shows them.
    var publishedBookmarks: [BookmarkInfo] {
        guard let entry = currentItem else { return [] }
        return itemBookmarks.list(for: entry.url).map {
            BookmarkInfo(name: Sanitized.line($0.name), time: entry.timeline.contentTime(atMedia: $0.position))
        }
    }

    /// Adds a bookmark where playback is, named `name` or by its chapter and time ("Chapter 3 · 12:04").
    func addBookmark(named name: String?) -> RemoteCommandStatus {
        guard let entry = currentItem, let media = playback.shownMediaTime else {
            return .noActionableNowPlayingItem
        }
        let given = name.map(Sanitized.line).flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
        let bookmark = Bookmark(name: given ?? defaultBookmarkName(atMedia: media, in: entry), position: media)
        return status(itemBookmarks.add(bookmark, to: entry.url))
    }

    /// Renames the bookmark at a 1-based place.
    func renameBookmark(_ number: Int, to name: String) -> RemoteCommandStatus {
        guard let entry = currentItem else { return .noActionableNowPlayingItem }
        guard itemBookmarks.list(for: entry.url).indices.contains(number - 1) else { return .noSuchContent }
        let line = Sanitized.line(name)
        guard !line.allSatisfy(\.isWhitespace) else { return .commandFailed("A bookmark needs a name") }
        return status(itemBookmarks.rename(at: number - 1, to: line, of: entry.url))
    }

    /// Removes the bookmark at a 1-based place.
    func removeBookmark(_ number: Int) -> RemoteCommandStatus {
        guard let entry = currentItem else { return .noActionableNowPlayingItem }
        guard itemBookmarks.list(for: entry.url).indices.contains(number - 1) else { return .noSuchContent }
        return status(itemBookmarks.remove(at: number - 1, of: entry.url))
    }

    /// The content time of the bookmark at a 1-based place.
    func bookmarkTime(_ number: Int) -> Double? {
        guard let entry = currentItem else { return nil }
        let list = itemBookmarks.list(for: entry.url)
        guard list.indices.contains(number - 1) else { return nil }
        return entry.timeline.contentTime(atMedia: list[number - 1].position)
    }

    private func status(_ failure: String?) -> RemoteCommandStatus {
        failure.map { .commandFailed(Sanitized.line($0)) } ?? .success
    }

    /// "Chapter 3 · 12:04" (the chapter's own title when the file names it), or "12:04"
    /// without chapters; times in content time, as the tile shows them.
    private func defaultBookmarkName(atMedia media: Double, in entry: MediaItem) -> String {
        let time = ClockTime.text(entry.timeline.contentTime(atMedia: media).rounded(.down))
        let chapters = playback.item.chapters
        guard let index = chapters.lastIndex(where: { $0.time <= media + 0.001 }) else { return time }
        let title = chapters[index].title.map(Sanitized.line).flatMap { $0.isEmpty ? nil : $0 } ?? "Chapter \(index + 1)"
        return "\(title) · \(time)"
    }
}
