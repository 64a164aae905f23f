/// A queue as the session store keeps it: its items in their order, the shuffled order it
/// plays in (nil: the queue's own), and its repeat mode, as `RepeatMode`'s raw value.
public struct SavedQueue: Equatable, Sendable {
    /// One item: where it is, and what the queue knew of it besides.
    public struct Item: Equatable, Sendable {
        /// The path or URL.
        public var location: String
        /// The title the playlist that listed it gives it.
        public var title: String?
        /// Where it starts, in media seconds, when that was set.
        public var startTime: Double?
        /// Its length in seconds as its server lists it (a server's song, whose transcoded
        /// stream does not say it), when known.
        public var length: Double?

        /// An item.
        public init(location: String, title: String? = nil, startTime: Double? = nil, length: Double? = nil) {
            self.location = location
            self.title = title
            self.startTime = startTime
            self.length = length
        }
    }

    /// The items, in the queue's own order.
    public var items: [Item]
    /// The indices in the order they play, when shuffled.
    public var shuffledOrder: [Int]?
    /// `none`, `track` or `queue`.
    public var repeatMode: String
    /// The index of the item current when this queue was saved: the place file, written just
    /// after, may not be of this save if a kill came between the two.
    public var current: Int?

    /// A queue.
    public init(items: [Item], shuffledOrder: [Int]? = nil, repeatMode: String = "none", current: Int? = nil) {
        self.items = items
        self.shuffledOrder = shuffledOrder
        self.repeatMode = repeatMode
        self.current = current
    }
}

/// Where the session was in its queue: the item (its index, and its location to check that
/// the index still names it), the position in it, whether it was paused, and which save of
/// the queue it refers to.
public struct SavedPlace: Equatable, Sendable {
    /// The current item's index.
    public var index: Int
    /// The current item's location.
    public var location: String
    /// Where it was, in media seconds, when known.
    public var position: Double?
    /// Whether it was paused.
    public var paused: Bool
    /// The number of the queue save it refers to (`SessionStore`'s, counted across runs).
    public var queueSave: Int

    /// A place.
    public init(index: Int, location: String, position: Double?, paused: Bool, queueSave: Int) {
        self.index = index
        self.location = location
        self.position = position
        self.paused = paused
        self.queueSave = queueSave
    }
}

/// What the store found at start: the queue, where it was, and lines worth telling the person
/// (an incomplete last save that an earlier one stands in for).
public struct SavedSession: Equatable, Sendable {
    /// The queue.
    public var queue: SavedQueue
    /// Where it was; nil when nothing was current or the place file is missing or damaged.
    public var place: SavedPlace?
    /// One line each, for the person.
    public var notices: [String]
    /// The number of the save the queue was read from; nil when not known.
    public var queueSave: Int?

    /// A session.
    public init(queue: SavedQueue, place: SavedPlace?, notices: [String] = [], queueSave: Int? = nil) {
        self.queue = queue
        self.place = place
        self.notices = notices
        self.queueSave = queueSave
    }

    /// The index of the current item. A place written for an earlier save of the queue (a kill
    /// came between the queue's write and the place's) is older than the queue's own current
    /// item, saved with it: that one, even when the edit changed which item is current (the
    /// current item removed: the next one plays). Else the place's index when it still names
    /// the same location; else the item current when the queue was saved, if it is at that
    /// location too; else the first item at that location; else none.
    public var currentIndex: Int? {
        guard let place else { return nil }
        if let queueSave, place.queueSave < queueSave {
            return queue.current.flatMap { queue.items.indices.contains($0) ? $0 : nil }
        }
        func isPlace(_ index: Int?) -> Bool { index.map { queue.items.indices.contains($0) && queue.items[$0].location == place.location } ?? false }
        if isPlace(place.index) { return place.index }
        if isPlace(queue.current) { return queue.current }
        return queue.items.firstIndex { $0.location == place.location }
    }
}
