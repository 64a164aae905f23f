import Testing
@testable import NowPlaying

@Suite struct PlayOrderTests {
    func walk(_ order: PlayOrder, from start: Int, count: Int, wrap: Bool = false) -> [Int] {
        var seen = [start], index = start
        while let next = order.index(after: index, count: count, wrap: wrap), seen.count <= count {
            seen.append(next)
            index = next
        }
        return seen
    }

    @Test func inQueueOrderNextIsTheFollowingIndexAndTheEndEndsUnlessItWraps() {
        let order = PlayOrder()
        #expect(walk(order, from: 0, count: 4) == [0, 1, 2, 3])
        #expect(order.index(after: 3, count: 4, wrap: true) == 0)
        #expect(order.index(before: 0, count: 4, wrap: true) == 3)
        #expect(order.index(before: 0, count: 4, wrap: false) == nil)
    }

    @Test func aShuffledOrderStartsWithTheCurrentItemAndPlaysEveryOtherOnce() {
        var generator = SeededGenerator(seed: 7)
        var order = PlayOrder()
        order.shuffle(count: 50, current: 12, using: &generator)
        let played = walk(order, from: 12, count: 50)
        #expect(played.first == 12)
        #expect(played.count == 50)
        #expect(Set(played) == Set(0..<50))
        #expect(played != [12] + (0..<50).filter { $0 != 12 }, "a shuffle of 50 is not the queue's order")
        #expect(order.index(after: played[49], count: 50, wrap: false) == nil)
        #expect(order.index(after: played[49], count: 50, wrap: true) == 12)
        #expect(order.index(before: played[10], count: 50, wrap: false) == played[9])
    }

    @Test func appendedItemsAllPlayAfterTheCurrentOne() {
        var generator = SeededGenerator(seed: 3)
        var order = PlayOrder()
        order.shuffle(count: 5, current: 0, using: &generator)
        let second = order.index(after: 0, count: 5, wrap: false) ?? -1
        order.appended(5..<9, current: second, using: &generator)
        let rest = walk(order, from: second, count: 9)
        #expect(Set(5..<9).isSubset(of: Set(rest)))
    }

    @Test func removingAnIndexRenumbersTheLaterOnes() {
        var generator = SeededGenerator(seed: 1)
        var order = PlayOrder()
        order.shuffle(count: 6, current: 2, using: &generator)
        order.removed(4)
        #expect(Set(order.shuffled ?? []) == Set(0..<5))
        #expect(order.shuffled?.first == 2)
    }

    @Test func movingAnItemRenumbersTheItemsBetweenAndKeepsEveryItemsTurn() {
        // Queue a b c d e (0…4); moving d (3) to 1 gives a d b c e.
        #expect((0..<5).map { PlayOrder.index($0, afterMovingFrom: 3, to: 1) } == [0, 2, 3, 1, 4])
        #expect((0..<5).map { PlayOrder.index($0, afterMovingFrom: 1, to: 3) } == [0, 3, 1, 2, 4])
        var generator = SeededGenerator(seed: 5)
        var order = PlayOrder()
        order.shuffle(count: 5, current: 2, using: &generator)
        let before = order.shuffled ?? []
        order.moved(from: 3, to: 1)
        #expect(order.shuffled == before.map { PlayOrder.index($0, afterMovingFrom: 3, to: 1) })
        var plain = PlayOrder()
        plain.moved(from: 3, to: 1)
        #expect(plain.shuffled == nil, "an unshuffled order is the queue's own")
    }
}
