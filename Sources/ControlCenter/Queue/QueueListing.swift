import NowPlaying

/// What the queue panel reads of the queue, one visible row at a time: nothing asks for
/// all of a 100,000-entry queue's titles except a search, which reads each once.
public protocol QueueListing: AnyObject {
    /// How many items the queue holds.
    var queueItemCount: Int { get }
    /// The title shown for the item at a 0-based index.
    func title(ofItemAt index: Int) -> String
    /// The indices among `candidates` (all when nil) whose titles hold `needle`, ASCII case
    /// ignored, in order.
    func indices(matching needle: String, among candidates: [Int]?) -> [Int]
}

extension QueueListing {
    /// Searches the titles as shown.
    public func indices(matching needle: String, among candidates: [Int]?) -> [Int] {
        (candidates ?? Array(0..<queueItemCount)).filter { QueueSearch.contains(title(ofItemAt: $0), needle) }
    }
}

extension NowPlayingSession: QueueListing {
    /// The queue's length.
    public var queueItemCount: Int { queue.count }

    /// Searches file names in place, without making titles, unless a better title is known;
    /// asks for no tags (only the rows shown do).
    public func indices(matching needle: String, among candidates: [Int]?) -> [Int] {
        needle.withCString { wanted in
            queue.withUnsafeBufferPointer { items in
                func matches(_ index: Int) -> Bool {
                    if items[index].externalMetadata.isEmpty, !hasKnownTitle(ofItemAt: index) {
                        return items[index].url.withCString { QueueSearch.fileName($0, contains: wanted) }
                    }
                    return QueueSearch.contains(title(ofItemAt: index, readingTags: false), needle)
                }
                guard let candidates else { return items.indices.filter(matches) }
                return candidates.filter(matches)
            }
        }
    }
}

/// One row of the queue panel as drawn.
public struct QueueRow: Sendable, Equatable {
    /// The item's 0-based index in the queue.
    public var index: Int
    /// Its title (the file name until a better one is known).
    public var title: String
    /// Whether it is the item playing.
    public var isCurrent: Bool
}

/// The queue panel as the view draws it: only the rows that fit on the screen.
public struct QueuePanelSnapshot: Sendable, Equatable {
    /// How many items the queue holds.
    public var total: Int
    /// How many the list shows: all, or the search's matches.
    public var shown: Int
    /// The highlighted position in the list.
    public var selected: Int
    /// The list's first visible position.
    public var top: Int
    /// The visible rows, from `top`.
    public var rows: [QueueRow]
    /// The search typed so far, while searching.
    public var query: String?
}
