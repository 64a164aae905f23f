/// The order the queue plays in: the queue's own order, or a shuffled permutation of its
/// indices. The queue keeps its order for display; only this changes.
struct PlayOrder {
    /// The shuffled indices, nil when the queue plays in order.
    private(set) var shuffled: [Int]?

    /// An order: the queue's own, or `shuffled`.
    init(shuffled: [Int]? = nil) {
        self.shuffled = shuffled
    }

    /// Whether `order` holds each index below `count` once (a saved order fits its queue).
    static func isPermutation(_ order: [Int], of count: Int) -> Bool {
        guard order.count == count else { return false }
        var seen = [Bool](repeating: false, count: count)
        for index in order {
            guard index >= 0, index < count, !seen[index] else { return false }
            seen[index] = true
        }
        return true
    }

    /// Whether the order is shuffled.
    var isShuffled: Bool { shuffled != nil }

    /// Shuffles `count` indices; `current` comes first so that it plays on and every other
    /// item follows it once.
    mutating func shuffle(count: Int, current: Int?, using generator: inout some RandomNumberGenerator) {
        var rest = Array(0..<count).filter { $0 != current }
        rest.shuffle(using: &generator)
        shuffled = (current.map { [$0] } ?? []) + rest
    }

    /// Back to the queue's order.
    mutating func unshuffle() {
        shuffled = nil
    }

    /// The queue now holds `count` items that play in its order (one left, or none): a
    /// shuffled order stays shuffled for what is added later.
    mutating func keep(count: Int) {
        if shuffled != nil { shuffled = Array(0..<count) }
    }

    /// The index played after `index`, wrapping to the start when `wrap`; nil at the end.
    func index(after index: Int, count: Int, wrap: Bool) -> Int? {
        guard count > 0 else { return nil }
        guard let order = shuffled, let position = order.firstIndex(of: index) else {
            if index + 1 < count { return index + 1 }
            return wrap ? shuffled?.first ?? 0 : nil
        }
        if position + 1 < order.count { return order[position + 1] }
        return wrap ? order.first : nil
    }

    /// The index played before `index`, wrapping to the end when `wrap`; nil at the start.
    func index(before index: Int, count: Int, wrap: Bool) -> Int? {
        guard count > 0 else { return nil }
        guard let order = shuffled, let position = order.firstIndex(of: index) else {
            if index > 0 { return min(index - 1, count - 1) }
            return wrap ? shuffled?.last ?? count - 1 : nil
        }
        if position > 0 { return order[position - 1] }
        return wrap ? order.last : nil
    }

    /// The first index to play.
    func first(count: Int) -> Int? {
        count > 0 ? shuffled?.first ?? 0 : nil
    }

    /// New items at the end of the queue join the shuffled order at random places after
    /// `current`, so they all play before the order ends.
    mutating func appended(_ range: Range<Int>, current: Int?, using generator: inout some RandomNumberGenerator) {
        guard var order = shuffled else { return }
        let start = current.flatMap { order.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
        for index in range {
            order.insert(index, at: Int.random(in: start...order.count, using: &generator))
        }
        shuffled = order
    }

    /// A new item took `index` in the queue, right after `current`: later indices move up by
    /// one, and it plays right after `current` in the shuffled order too.
    mutating func inserted(_ index: Int, after current: Int) {
        guard let order = shuffled else { return }
        var shifted = order.map { $0 >= index ? $0 + 1 : $0 }
        let position = shifted.firstIndex(of: current >= index ? current + 1 : current).map { $0 + 1 } ?? 0
        shifted.insert(index, at: position)
        shuffled = shifted
    }

    /// The queue lost the item at `index`: later indices move down by one.
    mutating func removed(_ index: Int) {
        guard let order = shuffled else { return }
        shuffled = order.compactMap { $0 == index ? nil : $0 > index ? $0 - 1 : $0 }
    }

    /// The queue's item at `from` moved to `to`: every item keeps its place in the shuffled
    /// order, under its new index.
    mutating func moved(from: Int, to: Int) {
        guard let order = shuffled else { return }
        shuffled = order.map { Self.index($0, afterMovingFrom: from, to: to) }
    }

    /// The queue's items took new indices (`newIndex[old]`): each keeps its turn in the shuffled order.
    mutating func renumbered(_ newIndex: [Int]) {
        guard let order = shuffled else { return }
        shuffled = order.map { newIndex[$0] }
    }

    /// Where the item at `index` is once the item at `from` has moved to `to`: the items
    /// between the two places shift by one towards `from`.
    static func index(_ index: Int, afterMovingFrom from: Int, to: Int) -> Int {
        if index == from { return to }
        if from < to, index > from, index <= to { return index - 1 }
        if to < from, index >= to, index < from { return index + 1 }
        return index
    }
}
