import Commands
import Playback

/// The current item's bookmarks: read from the storage when the item changes, kept in time
/// order, saved whole after each change, and published in content time. The session hands it
/// the item (`entry`) and, to add one, where playback is and the item's chapters.
final class ItemBookmarks {
    /// Where bookmarks are kept; without one, none are.
    var storage: BookmarkStorage?
    private var url: String?
    private(set) var list: [Bookmark] = []
    /// The name of the bookmark added last, for the line that says so.
    private(set) var lastAdded: String?

    /// The bookmarks of the item at `url`, read once per item.
    func list(for url: String) -> [Bookmark] {
        if url != self.url {
            self.url = url
            list = Self.ordered(storage?.bookmarks(for: url) ?? [])
        }
        return list
    }

    /// `entry`'s bookmarks as a snapshot shows them.
    func published(of entry: MediaItem?) -> [BookmarkInfo] {
        guard let entry else { return [] }
        return list(for: entry.url).map {
            BookmarkInfo(name: Sanitized.line($0.name), time: entry.timeline.contentTime(atMedia: $0.position))
        }
    }

    /// Adds a bookmark at media time `media` of `entry`, named `name` or by its chapter and time
    /// ("Chapter 3 · 12:04").
    func add(named name: String?, at media: Double?, of entry: MediaItem?, chapters: [Chapter]) -> RemoteCommandStatus {
        guard let entry, let media else { return .noActionableNowPlayingItem }
        let given = name.map(Sanitized.line).flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
        let bookmark = Bookmark(name: given ?? Self.defaultName(atMedia: media, in: entry, chapters: chapters), position: media)
        let failure = change(entry.url) { $0.append(bookmark) }
        lastAdded = failure == nil ? bookmark.name : nil
        return Self.status(failure)
    }

    /// Renames the bookmark at a 1-based place.
    func rename(_ number: Int, to name: String, of entry: MediaItem?) -> RemoteCommandStatus {
        guard let entry else { return .noActionableNowPlayingItem }
        guard list(for: entry.url).indices.contains(number - 1) else { return .noSuchContent }
        let line = Sanitized.line(name)
        guard !line.allSatisfy(\.isWhitespace) else { return .commandFailed("A bookmark needs a name") }
        return Self.status(change(entry.url) { $0[number - 1].name = line })
    }

    /// Removes the bookmark at a 1-based place.
    func remove(_ number: Int, of entry: MediaItem?) -> RemoteCommandStatus {
        guard let entry else { return .noActionableNowPlayingItem }
        guard list(for: entry.url).indices.contains(number - 1) else { return .noSuchContent }
        return Self.status(change(entry.url) { $0.remove(at: number - 1) })
    }

    /// The content time of the bookmark at a 1-based place.
    func time(_ number: Int, of entry: MediaItem?) -> Double? {
        guard let entry else { return nil }
        let list = list(for: entry.url)
        guard list.indices.contains(number - 1) else { return nil }
        return entry.timeline.contentTime(atMedia: list[number - 1].position)
    }

    /// Edits the item's list and saves it whole; the reason when it could not be saved.
    private func change(_ url: String, _ edit: (inout [Bookmark]) -> Void) -> String? {
        guard let storage else { return "Bookmarks are not kept here" }
        var edited = list(for: url)
        edit(&edited)
        edited = Self.ordered(edited)
        if let reason = storage.save(edited, for: url) { return reason }
        list = edited
        return nil
    }

    private static func status(_ failure: String?) -> RemoteCommandStatus {
        failure.map { .commandFailed(Sanitized.line($0)) } ?? .success
    }

    /// "Chapter 3 · 12:04" (the chapter's own title when the file names it), or "12:04"
    /// without chapters; times in content time, as the tile shows them.
    static func defaultName(atMedia media: Double, in entry: MediaItem, chapters: [Chapter]) -> String {
        let time = ClockTime.text(entry.timeline.contentTime(atMedia: media).rounded(.down))
        guard let index = chapters.lastIndex(where: { $0.time <= media + 0.001 }) else { return time }
        let title = chapters[index].title.map(Sanitized.line).flatMap { $0.isEmpty ? nil : $0 } ?? "Chapter \(index + 1)"
        return "\(title) · \(time)"
    }

    /// In time order; bookmarks at one time in the order they were made.
    private static func ordered(_ list: [Bookmark]) -> [Bookmark] {
        list.enumerated().sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }.map(\.element)
    }
}
