import Locations

/// What the queue's list shows for each item, and where it comes from: the title learnt while
/// the item played, the sidecar's, the one in its file's tags (read off the loop by a worker,
/// only for the rows someone looks at), the one its playlist gives it, or the file name.
/// Searches read what is known and ask for no tags.
final class QueueTitles {
    /// Readable when tags read off the loop are ready; the loop then calls `takeLoaded()`.
    var descriptor: Int32 { loader.descriptor }
    /// Titles and artists items gave themselves while they played (tags, a stream's own), by
    /// URL; these win. The artist is kept too: an item whose title was learnt before its tags
    /// were read would otherwise have none in the list.
    private var learnt: [String: TaggedTitle] = [:]
    /// Titles and artists read from queued files' tags, by URL (sanitized).
    private var tagged: [String: TaggedTitle] = [:]
    private let loader: QueueTitleLoader

    /// Titles read by `loader` (tests bring their own reader).
    init(loader: QueueTitleLoader = QueueTitleLoader()) {
        self.loader = loader
    }

    /// The row for `entry` at `index`; a local file's tags are asked for when not yet known
    /// and `reading`.
    func row(_ entry: MediaItem, index: Int, id: Int, isCurrent: Bool, reading: Bool = true) -> QueueRow {
        let tags = tagged[entry.url]
        // A title learnt while the item played leaves its album and length to its tags.
        if reading, tags == nil, learnt[entry.url] != nil, LocationRule.scheme(of: entry.url) == nil { loader.request(entry.url) }
        // The sidecar's (or server's) artist and album rank as its title does: after what the item
        // said while it played, before its tags.
        let given = { (identifier: MetadataIdentifier) in
            entry.externalMetadata.first { $0.identifier == identifier }.map { Sanitized.line($0.value) }
        }
        return QueueRow(index: index, id: id, title: title(entry, reading: reading),
                        artist: learnt[entry.url]?.artist ?? given(.artist) ?? tags?.artist,
                        album: given(.album) ?? tags?.album, duration: tags?.duration, path: Sanitized.line(entry.url), isCurrent: isCurrent,
                        priority: entry.priority)
    }

    /// The title shown for an item; with `reading` false no tags are asked for.
    func title(_ entry: MediaItem, reading: Bool) -> String {
        if let title = learnt[entry.url]?.title { return title }
        if let title = entry.externalMetadata.first(where: { $0.identifier == .title })?.value {
            return Sanitized.line(title)
        }
        if let title = tagged[entry.url]?.title { return title }
        if reading, LocationRule.scheme(of: entry.url) == nil { loader.request(entry.url) }
        if let title = entry.playlistTitle { return Sanitized.line(title) }
        // The last path component, found from the end: a 100,000-entry search calls this for each.
        let url = entry.url
        let name = url.lastIndex(of: "/").map { url[url.index(after: $0)...] } ?? url[...]
        return Sanitized.line(name.isEmpty ? url : String(name))
    }

    /// The indices among `candidates` (all when nil) that `query` matches in their titles,
    /// artists and albums as far as they are known (no tags are read for a search). File names
    /// are searched in place, without making titles, unless something better is known.
    func indices(in items: [MediaItem], matching query: String, among candidates: [Int]?) -> [Int] {
        let search = QueueSearch(query)
        return items.withUnsafeBufferPointer { entries in
            func matches(_ index: Int) -> Bool {
                let entry = entries[index]
                if entry.externalMetadata.isEmpty, entry.playlistTitle == nil, !isKnown(entry.url) {
                    return search.fileNameMatches(entry.url)
                }
                func metadata(_ identifier: MetadataIdentifier) -> String? {
                    entry.externalMetadata.first { $0.identifier == identifier }?.value
                }
                let tags = tagged[entry.url]
                return search.matches(title(entry, reading: false), learnt[entry.url]?.artist ?? tags?.artist ?? metadata(.artist),
                                      tags?.album ?? metadata(.album))
            }
            guard let candidates else { return entries.indices.filter(matches) }
            return candidates.filter { entries.indices.contains($0) && matches($0) }
        }
    }

    /// Learns the title and artist an item gave itself while it played (nil: it named none, and
    /// its row falls back to its tags', its playlist's title or its file name); true when either is new.
    func learn(_ title: String?, artist: String?, for url: String) -> Bool {
        let artist = artist.flatMap { $0.isEmpty ? nil : $0 }
        let value = TaggedTitle(title: title, artist: artist)
        guard learnt[url] ?? TaggedTitle() != value else { return false }
        learnt[url] = value == TaggedTitle() ? nil : value
        return true
    }

    /// Takes the titles the worker read; true when one of them is new.
    func takeLoaded() -> Bool {
        var changed = false
        for (url, read) in loader.take() {
            guard let read else { continue }
            func clean(_ text: String?) -> String? { text.map(Sanitized.line).flatMap { $0.isEmpty ? nil : $0 } }
            let value = TaggedTitle(title: clean(read.title), artist: clean(read.artist), album: clean(read.album),
                                    duration: read.duration.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil })
            guard value != TaggedTitle(), tagged[url] != value else { continue }
            tagged[url] = value
            changed = true
        }
        return changed
    }

    /// Whether anything more than the file name is known (an empty map is not asked: a
    /// 100,000-entry search calls this for each item).
    private func isKnown(_ url: String) -> Bool {
        (!learnt.isEmpty && learnt[url] != nil) || (!tagged.isEmpty && tagged[url] != nil)
    }
}
