import Commands
import PlayerDoubles
import Testing
@testable import NowPlaying

/// The queue's own edits (insert at a place, clear, crop, snapshot and restore): each item
/// keeps its id through them, and a shuffled order keeps every item's turn.
@Suite struct PlayQueueTests {
    static func queue(_ count: Int, current: Int? = 0, shuffled: Bool = false) -> PlayQueue {
        var generator = SeededGenerator(seed: 3)
        var queue = PlayQueue()
        _ = queue.replace(with: (0..<count).map { MediaItem(url: "\($0).mp3") }, startingAt: 0, using: &generator)
        if let current { queue.start(current) }
        queue.setShuffled(shuffled, using: &generator)
        return queue
    }

    static func urls(_ queue: PlayQueue) -> [String] { queue.items.map(\.url) }

    /// The order the queue plays in from its first item, as urls.
    static func playOrder(_ queue: PlayQueue) -> [String] {
        var order: [String] = [], index = queue.first
        var walker = queue
        while let at = index, order.count < queue.count {
            order.append(queue.items[at].url)
            walker.start(at)
            index = walker.next
        }
        return order
    }

    @Test func insertingAtAPlaceKeepsEveryIdAndTheItemPlaying() {
        var queue = Self.queue(4, current: 2)
        let ids = queue.ids
        var generator = SeededGenerator(seed: 1)
        #expect(queue.insert([MediaItem(url: "a.mp3"), MediaItem(url: "b.mp3")], at: 1, using: &generator) == nil)
        #expect(Self.urls(queue) == ["0.mp3", "a.mp3", "b.mp3", "1.mp3", "2.mp3", "3.mp3"])
        #expect(queue.currentIndex == 4 && queue.current?.url == "2.mp3")
        #expect([queue.ids[0]] + queue.ids[3...] == ids)
        #expect(Set(queue.ids).count == 6, "the new items have ids of their own")
        #expect(queue.insert([MediaItem(url: "z.mp3")], at: 99, using: &generator) == nil)
        #expect(Self.urls(queue).last == "z.mp3", "past the end is the end")
    }

    @Test func insertingIntoAnIdleQueueSaysWhichToStart() {
        var queue = Self.queue(2, current: nil)
        var generator = SeededGenerator(seed: 1)
        #expect(queue.insert([MediaItem(url: "a.mp3")], at: 0, using: &generator) == 0)
    }

    /// Shuffled, an item inserted at a place plays right after the item before it there, and
    /// every other item keeps its turn.
    @Test func insertingWhileShuffledPlaysTheNewItemAfterTheOneBeforeIt() {
        var queue = Self.queue(5, current: 0, shuffled: true)
        let before = Self.playOrder(queue)
        var generator = SeededGenerator(seed: 1)
        _ = queue.insert([MediaItem(url: "new.mp3")], at: 3, using: &generator)
        var expected = before
        expected.insert("new.mp3", at: (expected.firstIndex(of: "2.mp3") ?? 0) + 1)
        #expect(Self.playOrder(queue) == expected)
    }

    @Test func clearingEmptiesTheQueueAndKeepsItsModes() {
        var queue = Self.queue(3, current: 1, shuffled: true)
        queue.repeatMode = .queue
        let revision = queue.revision
        queue.removeAll()
        #expect(queue.count == 0 && queue.currentIndex == nil && queue.next == nil)
        #expect(queue.isShuffled && queue.repeatMode == .queue && queue.revision > revision)
        var generator = SeededGenerator(seed: 1)
        #expect(queue.append([MediaItem(url: "a.mp3")], using: &generator) == 0)
        #expect(!queue.ids.isEmpty && queue.ids[0] > 3, "ids are never given twice")
    }

    @Test func croppingKeepsOnlyThePlayingItemUnderItsId() {
        var queue = Self.queue(4, current: 2, shuffled: true)
        let id = queue.ids[2]
        let cropped = queue.crop()
        #expect(cropped)
        #expect(Self.urls(queue) == ["2.mp3"] && queue.ids == [id] && queue.currentIndex == 0)
        #expect(queue.next == nil)
        var idle = Self.queue(2, current: nil)
        let croppedIdle = idle.crop()
        #expect(!croppedIdle)
        #expect(idle.count == 2)
    }

    /// A snapshot brings back the items, their ids and the shuffled order exactly, after edits
    /// that changed all three.
    @Test func restoringASnapshotBringsBackItemsIdsAndShuffledOrder() {
        var queue = Self.queue(6, current: 1, shuffled: true)
        let snapshot = queue.snapshot()
        let (urls, ids, order) = (Self.urls(queue), queue.ids, Self.playOrder(queue))
        var generator = SeededGenerator(seed: 9)
        _ = queue.remove(at: 4)
        queue.move(from: 0, to: 3)
        _ = queue.insert([MediaItem(url: "x.mp3")], at: 2, using: &generator)
        queue.removeAll()
        queue.restore(snapshot)
        #expect(Self.urls(queue) == urls && queue.ids == ids && Self.playOrder(queue) == order)
        #expect(queue.currentIndex == nil, "the caller says what plays")
        #expect(queue.revision > snapshot.revision)
    }

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

    /// MPD's `shuffle`: the items of a range in a new order for good, each under its id; the one
    /// playing plays on, and a shuffled play order keeps every item's turn.
    @Test func shufflingItemsReordersOnlyTheirRangeAndKeepsTheCurrentItem() {
        var queue = Self.queue(8, current: 3, shuffled: true)
        let before = Self.playOrder(queue), ids = Dictionary(uniqueKeysWithValues: zip(Self.urls(queue), queue.ids))
        var generator = SeededGenerator(seed: 9)
        queue.shuffleItems(2...6, using: &generator)
        let urls = Self.urls(queue)
        #expect(urls[0..<2] == ["0.mp3", "1.mp3"] && urls[7] == "7.mp3")
        #expect(Set(urls[2...6]) == Set((2...6).map { "\($0).mp3" }) && urls[2...6] != ["2.mp3", "3.mp3", "4.mp3", "5.mp3", "6.mp3"])
        #expect(zip(urls, queue.ids).allSatisfy { ids[$0.0] == $0.1 })
        #expect(queue.current?.url == "3.mp3")
        #expect(Self.playOrder(queue) == before)
    }
}
