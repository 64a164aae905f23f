/// The versions MPD numbers its queue with: one for the queue, raised at every change of it,
/// and one for each item, the queue's version before the change that added it or gave it another
/// position (or its title or priority). `plchanges VERSION` lists the items whose version is VERSION or
/// later: those changed since the client read VERSION.
/// PlayDeck's queue counts its own revisions; this follows them by comparing each new list of
/// ids with the one before.
struct MPDQueueVersions {
    /// The queue's version now (MPD starts at 1, with nothing in the queue).
    private(set) var current = 1
    private var ids: [Int] = []
    private var priorities: [Int: Int] = [:]
    private var changedAt: [Int: Int] = [:]
    private var following = false

    /// The queue holds `newIDs` now, in this order, with `newPriorities`, `playing` the id of its
    /// current item: a new version, at which every item in a new place or of another priority
    /// changed. The same ids in the same order and priorities are a change of what the queue
    /// shows (a title learnt as the item played): the current item's.
    mutating func follow(ids newIDs: [Int], priorities newPriorities: [Int] = [], current playing: Int?) {
        let oldPriorities = priorities
        priorities = Dictionary(zip(newIDs, newPriorities).filter { $0.1 != 0 }, uniquingKeysWith: { first, _ in first })
        guard following else {
            // What the queue held before anyone asked was added at version 1.
            following = true
            ids = newIDs
            changedAt = Dictionary(newIDs.map { ($0, current) }, uniquingKeysWith: { first, _ in first })
            if !newIDs.isEmpty { current += 1 }
            return
        }
        defer { current += 1 }
        if newIDs == ids {
            let reprioritized = newIDs.filter { oldPriorities[$0] != priorities[$0] }
            for id in reprioritized { changedAt[id] = current }
            if reprioritized.isEmpty, let playing, changedAt[playing] != nil { changedAt[playing] = current }
            return
        }
        var versions: [Int: Int] = [:]
        versions.reserveCapacity(newIDs.count)
        for (position, id) in newIDs.enumerated() {
            let moved = position >= ids.count || ids[position] != id || oldPriorities[id] != priorities[id]
            versions[id] = moved ? current : changedAt[id] ?? current
        }
        changedAt = versions
        ids = newIDs
    }

    /// Whether the item `id` changed since the queue was at `version`; a version newer than the queue's
    /// (one it never had) makes every item new, as MPD answers a client that lost track.
    func changed(id: Int, since version: Int) -> Bool {
        version > current || (changedAt[id] ?? 0) >= version
    }
}
