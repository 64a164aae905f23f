import Commands

/// The queue and the order it plays in: its items (each with an id that stays with it through
/// edits), the item playing, repeat, shuffle, and how many items failed one after another. A
/// value: the session asks it which item comes next and tells it what happened.
public struct PlayQueue {
    /// The items, in the queue's own (display) order.
    public private(set) var items: [MediaItem] = []
    /// Each item's id, unique within this queue's life; parallel to `items`.
    public private(set) var ids: [Int] = []
    /// The index of the item playing or loading.
    public private(set) var currentIndex: Int?
    /// Counts edits of the queue, so that a list of it knows to redraw.
    public private(set) var revision = 0
    /// What happens when an item or the queue ends.
    public var repeatMode = RepeatMode.none
    /// How many of the revisions changed only what the list shows (`noteShownChange`).
    private var shownChanges = 0
    /// Items that failed one after another: once the whole queue has, repeating stops.
    public private(set) var failuresInARow = 0
    private(set) var order = PlayOrder()
    private var nextID = 0
    /// How many items were put next since the current item started (`insertNext`).
    private var placedNext = 0
    /// The queue as it was before its last edits, for `undo`.
    var history = QueueHistory()

    /// An empty queue.
    public init() {}

    /// Whether the queue plays in a shuffled order (its display order stays as it is).
    public var isShuffled: Bool { order.isShuffled }

    /// The indices in the order they play, when shuffled (what a saved session keeps).
    public var shuffledOrder: [Int]? { order.shuffled }

    /// A queue put back together from a saved session: its items, the shuffled order they
    /// played in (ignored unless it is a permutation of their indices) and its repeat mode;
    /// nothing current yet.
    public init(restoring items: [MediaItem], shuffledOrder: [Int]?, repeatMode: RepeatMode) {
        self.items = items
        ids = Array(1..<(items.count + 1))
        nextID = items.count
        revision = 1
        self.repeatMode = repeatMode
        if let shuffledOrder, PlayOrder.isPermutation(shuffledOrder, of: items.count) {
            order = PlayOrder(shuffled: shuffledOrder)
        }
    }

    /// The item playing or loading.
    public var current: MediaItem? { currentIndex.map { items[$0] } }

    /// How many items the queue holds.
    public var count: Int { items.count }

    /// Replaces every item; returns the index to start (`index` if there is one).
    mutating func replace(with newItems: [MediaItem], startingAt index: Int,
                          using generator: inout some RandomNumberGenerator) -> Int? {
        items = newItems
        ids = newItems.map { _ in makeID() }
        currentIndex = nil
        revision += 1
        failuresInARow = 0
        guard items.indices.contains(index) else { return nil }
        if order.isShuffled { order.shuffle(count: items.count, current: index, using: &generator) }
        return index
    }

    /// Adds items at the end; returns the first new index when nothing was playing.
    mutating func append(_ newItems: [MediaItem], using generator: inout some RandomNumberGenerator) -> Int? {
        guard !newItems.isEmpty else { return nil }
        let first = items.count
        items += newItems
        ids += newItems.map { _ in makeID() }
        revision += 1
        order.appended(first..<items.count, current: currentIndex, using: &generator)
        return currentIndex == nil ? first : nil
    }

    /// Adds items at the end, next or at a position (`replace` is the session's, and adds at
    /// the end here); returns the first new index when nothing was playing.
    mutating func add(_ newItems: [MediaItem], _ placement: QueuePlacement, using generator: inout some RandomNumberGenerator) -> Int? {
        switch placement {
        case .end, .replace: append(newItems, using: &generator)
        case .next: insertNext(newItems, using: &generator)
        case let .at(position): insert(newItems, at: position - 1, using: &generator)
        }
    }

    /// Puts items at `index` (at the end past it), so that the first of them is there; every
    /// item before keeps its place, and each new one plays after the one before it in the
    /// shuffled order too. Returns the first new index when nothing was playing.
    mutating func insert(_ newItems: [MediaItem], at index: Int, using generator: inout some RandomNumberGenerator) -> Int? {
        guard !newItems.isEmpty else { return nil }
        let start = max(0, index)
        guard start < items.count else { return append(newItems, using: &generator) }
        for (offset, item) in newItems.enumerated() {
            items.insert(item, at: start + offset)
            ids.insert(makeID(), at: start + offset)
            order.inserted(start + offset, after: start + offset - 1)
        }
        placedNext = 0
        if let current = currentIndex, current >= start { currentIndex = current + newItems.count }
        revision += 1
        return currentIndex == nil ? start : nil
    }

    /// Puts items after the current one and after those put there before it since it started,
    /// so that items added next one command at a time play in the order they were added (in the
    /// shuffled order too); at the end when nothing plays, returning the first new index then.
    mutating func insertNext(_ newItems: [MediaItem], using generator: inout some RandomNumberGenerator) -> Int? {
        guard let current = currentIndex else { return append(newItems, using: &generator) }
        for item in newItems {
            let place = min(current + 1 + placedNext, items.count)
            items.insert(item, at: place)
            ids.insert(makeID(), at: place)
            order.inserted(place, after: place - 1)
            placedNext += 1
        }
        revision += 1
        return nil
    }

    /// The item at `index` is starting.
    mutating func start(_ index: Int) {
        placedNext = 0
        currentIndex = items.indices.contains(index) ? index : nil
    }

    /// Nothing plays any more.
    mutating func finish() {
        currentIndex = nil
    }

    /// The index after the current one in play order (around again under repeat queue), nil
    /// at the end or once every item failed in a row.
    var next: Int? {
        guard let index = currentIndex, failuresInARow < items.count else { return nil }
        return order.index(after: index, count: items.count, wrap: repeatMode == .queue)
    }

    /// The index before the current one in play order, nil at the start (without repeat queue).
    var previous: Int? {
        guard let index = currentIndex else { return nil }
        return order.index(before: index, count: items.count, wrap: repeatMode == .queue)
    }

    /// What plays once the current item played to its end: itself again under repeat track.
    var afterEnd: Int? {
        repeatMode == .track ? currentIndex : next
    }

    /// What plays once the item at `index` played to its end, were it playing.
    func afterEnd(of index: Int) -> Int? {
        repeatMode == .track ? index : order.index(after: index, count: items.count, wrap: repeatMode == .queue)
    }

    /// The first index in play order.
    var first: Int? { order.first(count: items.count) }

    /// The current item played, or is given a fresh chance by a person.
    mutating func noteSuccess() { failuresInARow = 0 }

    /// The current item could not be played.
    mutating func noteFailure() { failuresInARow += 1 }

    /// Shuffles the order from the current item on, or goes back to the queue's order.
    mutating func setShuffled(_ shuffled: Bool, using generator: inout some RandomNumberGenerator) {
        guard shuffled != order.isShuffled else { return }
        if shuffled {
            order.shuffle(count: items.count, current: currentIndex, using: &generator)
        } else {
            order.unshuffle()
        }
    }

    /// What removing an item means for playback.
    enum Removal: Equatable {
        /// Another item went; the current one plays on.
        case other
        /// The current item went: play this index next, or end the queue when nil.
        case current(next: Int?)
    }

    /// Removes the item at `index` (which must exist).
    mutating func remove(at index: Int) -> Removal {
        let wasCurrent = index == currentIndex
        placedNext = 0
        let next = wasCurrent ? order.index(after: index, count: items.count, wrap: repeatMode == .queue) : nil
        items.remove(at: index)
        ids.remove(at: index)
        order.removed(index)
        revision += 1
        guard wasCurrent else {
            if let current = currentIndex, current > index { currentIndex = current - 1 }
            return .other
        }
        currentIndex = nil
        guard let next, next != index else { return .current(next: nil) }
        return .current(next: next > index ? next - 1 : next)
    }

    /// Moves the item at `from` to `to` (both must exist); the current item stays current
    /// wherever it lands, and a shuffled order keeps every item's turn.
    mutating func move(from: Int, to: Int) {
        guard from != to else { return }
        placedNext = 0
        items.insert(items.remove(at: from), at: to)
        ids.insert(ids.remove(at: from), at: to)
        order.moved(from: from, to: to)
        currentIndex = currentIndex.map { PlayOrder.index($0, afterMovingFrom: from, to: to) }
        revision += 1
    }

    /// Puts the items at `range` in a random order for good (their display order); a shuffled
    /// play order keeps every item's turn under its new index, and the current item stays current.
    mutating func shuffleItems(_ range: ClosedRange<Int>, using generator: inout some RandomNumberGenerator) {
        guard range.count > 1 else { return }
        var taken = Array(range)
        taken.shuffle(using: &generator)
        let oldItems = Array(items[range]), oldIDs = Array(ids[range])
        var newIndex = Array(items.indices)
        for (offset, old) in taken.enumerated() {
            let new = range.lowerBound + offset
            items[new] = oldItems[old - range.lowerBound]
            ids[new] = oldIDs[old - range.lowerBound]
            newIndex[old] = new
        }
        order.renumbered(newIndex)
        currentIndex = currentIndex.map { newIndex[$0] }
        placedNext = 0
        revision += 1
    }

    /// Empties the queue; nothing plays. Repeat, shuffle and the ids given so far stay.
    mutating func removeAll() {
        items = []
        ids = []
        order.keep(count: 0)
        currentIndex = nil
        placedNext = 0
        failuresInARow = 0
        revision += 1
    }

    /// Keeps only the current item, under its id; false when nothing plays.
    mutating func crop() -> Bool {
        guard let index = currentIndex else { return false }
        items = [items[index]]
        ids = [ids[index]]
        order.keep(count: 1)
        currentIndex = 0
        placedNext = 0
        revision += 1
        return true
    }

    /// What the queue holds now, for `restore`.
    func snapshot() -> QueueHistory.Snapshot {
        QueueHistory.Snapshot(items: items, ids: ids, order: order, currentIndex: currentIndex, revision: revision)
    }

    /// The queue holds what it held at `snapshot` again, each item under its id then; nothing
    /// is current until the caller says which is (`start`).
    mutating func restore(_ snapshot: QueueHistory.Snapshot) {
        items = snapshot.items
        ids = snapshot.ids
        order = snapshot.order
        currentIndex = nil
        placedNext = 0
        failuresInARow = 0
        revision += 1
    }

    /// Changes the item at `index` in place: where it starts the next time it does, its priority.
    mutating func update(at index: Int, _ change: (inout MediaItem) -> Void) {
        guard items.indices.contains(index) else { return }
        change(&items[index])
    }

    /// Counts an edit that changed what the queue shows without changing its items (new titles).
    mutating func noteShownChange() {
        revision += 1
        shownChanges += 1
    }

    /// Counts edits of the items themselves, not of what the list shows of them (a title learnt
    /// as an item plays): what a saved queue must follow.
    public var itemsRevision: Int { revision - shownChanges }

    private mutating func makeID() -> Int {
        nextID += 1
        return nextID
    }
}
