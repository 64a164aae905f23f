/// One row of the queue as a list shows it.
public struct QueueRow: Sendable, Equatable, Codable {
    /// The item's 0-based index in the queue.
    public var index: Int
    /// The item's id, which stays with it through edits of the queue.
    public var id: Int
    /// Its title: learnt while it played, the sidecar's, its tags', its playlist's, or the file name.
    public var title: String
    /// Its artist, when its tags name one.
    public var artist: String?
    /// Its album, when its tags name one.
    public var album: String?
    /// Its length in seconds, when its container states one.
    public var duration: Double?
    /// Its path or URL (control characters replaced).
    public var path: String
    /// Whether it is the item playing.
    public var isCurrent: Bool
    /// Its priority, 0 to 255 (MPD's `Prio:`).
    public var priority: Int

    /// Creates a row.
    public init(index: Int, id: Int, title: String, artist: String? = nil, album: String? = nil, duration: Double? = nil,
                path: String = "", isCurrent: Bool, priority: Int = 0) {
        self.index = index
        self.id = id
        self.title = title
        self.artist = artist
        self.album = album
        self.duration = duration
        self.path = path
        self.isCurrent = isCurrent
        self.priority = priority
    }
}

/// Rows of the queue a list asked for (`rows 40..<80 are visible`), published at a revision
/// of the queue: a list redraws when a newer revision comes.
public struct QueueRows: Sendable, Equatable, Codable {
    /// The queue's revision these rows belong to.
    public var revision: Int
    /// The revision of its items alone (not of titles learnt): rows read a page at a time stay
    /// in place while it holds, though reading them loads titles. Nil from an older player.
    public var itemsRevision: Int?
    /// How many items the queue holds.
    public var total: Int
    /// The rows asked for that exist, in the order asked.
    public var rows: [QueueRow]

    /// Creates rows.
    public init(revision: Int, itemsRevision: Int? = nil, total: Int, rows: [QueueRow]) {
        self.revision = revision
        self.itemsRevision = itemsRevision
        self.total = total
        self.rows = rows
    }

    /// The row for a 0-based index, if these rows hold it (rows asked for in a run are found
    /// at once; others by a search of the few there are).
    public func row(at index: Int) -> QueueRow? {
        if let first = rows.first, index >= first.index, index - first.index < rows.count, rows[index - first.index].index == index {
            return rows[index - first.index]
        }
        return rows.first { $0.index == index }
    }
}

/// The queue indices a search's text finds (every word in the title, artist or album, accents
/// and case folded), in order.
public struct QueueSearchResult: Sendable, Equatable, Codable {
    /// What was searched for.
    public var query: String
    /// The queue's revision searched.
    public var revision: Int
    /// The matching 0-based indices.
    public var indices: [Int]

    /// Creates a result.
    public init(query: String, revision: Int, indices: [Int]) {
        self.query = query
        self.revision = revision
        self.indices = indices
    }
}
