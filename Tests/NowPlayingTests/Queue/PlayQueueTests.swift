import Commands
import Testing
@testable import NowPlaying

/// The queue as a value: put back from saved parts, and its revisions.
@Suite struct PlayQueueTests {
    @Test func anOrderThatDoesNotFitItsItemsPlaysInTheQueuesOrder() {
        let items = (0..<3).map { MediaItem(url: "\($0).mp3") }
        for order in [[0, 1], [0, 1, 1], [0, 1, 3]] {
            let queue = PlayQueue(restoring: items, shuffledOrder: order, repeatMode: .none)
            #expect(!queue.isShuffled && queue.count == 3 && queue.currentIndex == nil, "\(order)")
        }
        #expect(Set(PlayQueue(restoring: items, shuffledOrder: nil, repeatMode: .track).ids).count == 3)
    }

    /// A title learnt as an item plays redraws the list (a revision) but edits no item: the
    /// session store does not write a long queue again for it.
    @Test func aShownChangeIsARevisionButNoEditOfTheItems() {
        var generator = SystemRandomNumberGenerator()
        var queue = PlayQueue()
        _ = queue.append([MediaItem(url: "a.mp3"), MediaItem(url: "b.mp3")], using: &generator)
        let (revision, items) = (queue.revision, queue.itemsRevision)
        queue.noteShownChange()
        #expect(queue.revision == revision + 1 && queue.itemsRevision == items)
        queue.move(from: 0, to: 1)
        #expect(queue.itemsRevision == items + 1)
    }
}
