import Testing
@testable import NowPlaying

/// The undo history: newest first back, bounded in edits and in items kept.
@Suite struct QueueHistoryTests {
    static func snapshot(_ count: Int, revision: Int) -> QueueHistory.Snapshot {
        var queue = PlayQueue()
        var generator = SystemRandomNumberGenerator()
        _ = queue.append((0..<count).map { MediaItem(url: "\($0).mp3") }, using: &generator)
        var snapshot = queue.snapshot()
        snapshot = QueueHistory.Snapshot(items: snapshot.items, ids: snapshot.ids, order: snapshot.order,
                                         currentIndex: nil, revision: revision)
        return snapshot
    }

    @Test func theLastEditComesBackFirstAndTheOldestGoPastTwenty() {
        var history = QueueHistory()
        for revision in 1...25 { history.record(Self.snapshot(1, revision: revision)) }
        var revisions: [Int] = []
        while let last = history.takeLast() { revisions.append(last.revision) }
        #expect(revisions == Array((6...25).reversed()))
        #expect(history.isEmpty)
    }

    @Test func longQueuesAreKeptFewerTimesButTheNewestAlways() {
        var history = QueueHistory()
        history.itemLimit = 10
        for revision in 1...3 { history.record(Self.snapshot(4, revision: revision)) }
        #expect(history.snapshots.map(\.revision) == [2, 3], "8 items kept, not 12")
        var huge = QueueHistory()
        huge.itemLimit = 10
        huge.record(Self.snapshot(11, revision: 7))
        #expect(huge.snapshots.map(\.revision) == [7])
    }

    /// With a group's end told, the edits until it are kept as one: the first one's queue.
    @Test func editsOfAGroupAreKeptAsTheFirstOnesQueue() {
        var history = QueueHistory()
        var groups = 0
        history.onEdit = { groups += 1 }
        for revision in 1...3 { history.record(Self.snapshot(1, revision: revision)) }
        history.joining = false
        history.record(Self.snapshot(1, revision: 4))
        #expect(history.snapshots.map(\.revision) == [1, 4])
        #expect(groups == 2)
    }
}
