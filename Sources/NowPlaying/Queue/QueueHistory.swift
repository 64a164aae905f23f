/// The queue as it was before its last edits (add, replace, remove, move, clear, crop, load),
/// newest last, so that `undo` can bring each back in turn. Bounded: the oldest go first past
/// `depth` edits, or past `itemLimit` items kept in all (a 100,000-item queue is kept a few
/// times, not twenty).
public struct QueueHistory {
    /// The queue at one moment: its items under their ids, its play order, the item playing.
    public struct Snapshot {
        let items: [MediaItem]
        let ids: [Int]
        let order: PlayOrder
        let currentIndex: Int?
        /// The queue's revision then: an edit that changed nothing leaves no step to undo.
        let revision: Int
        /// Where the item playing then was, in media seconds, to start it there again.
        var position: Double?

        /// The id of the item that was playing.
        var currentID: Int? { currentIndex.map { ids[$0] } }
    }

    /// The most edits kept.
    static let depth = 20
    /// The most items kept across every snapshot (the newest is always kept).
    var itemLimit = 400_000

    private(set) var snapshots: [Snapshot] = []
    /// Set while edits join the last one kept: those of one turn of the player's loop, a batch
    /// of commands sent together (the Library panel's Enter is a replace, then adds and moves),
    /// are one step of undo.
    var joining = false
    /// Told when an edit is kept, to end its group (`QueueEditor.groupEdits`); without it each
    /// edit is a step of its own.
    var onEdit: (() -> Void)?

    /// Whether there is nothing to undo.
    public var isEmpty: Bool { snapshots.isEmpty }

    /// Keeps the queue as it was before an edit.
    mutating func record(_ snapshot: Snapshot) {
        if joining, !snapshots.isEmpty { return }
        if let onEdit {
            joining = true
            onEdit()
        }
        snapshots.append(snapshot)
        var kept = snapshots.reduce(0) { $0 + $1.items.count }
        while snapshots.count > Self.depth || (snapshots.count > 1 && kept > itemLimit) {
            kept -= snapshots.removeFirst().items.count
        }
    }

    /// The queue before the last edit, which is forgotten.
    mutating func takeLast() -> Snapshot? {
        snapshots.popLast()
    }
}
