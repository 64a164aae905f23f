import Testing
@testable import Remote

/// A client that stops reading is dropped once what was pushed to it unasked passes the limit;
/// answers to its own requests (a picture) may wait beyond it, up to the ceiling.
@Suite struct OutputQueueTests {
    /// Queues lines of these sizes (newline included; negative: an answer) and says which were taken.
    private func taken(_ sizes: [Int], limit: Int = 100, ceiling: Int = 1000) -> (taken: [Bool], count: Int) {
        var queue = OutputQueue(limit: limit, ceiling: ceiling)
        let taken = sizes.map { size in
            queue.append(line: String(repeating: "x", count: abs(size) - 1), isAnswer: size < 0)
        }
        return (taken, queue.count)
    }

    @Test func pushedLinesStopAtTheLimit() {
        let result = taken([60, 40, 1])
        #expect(result.taken == [true, true, false], "101 bytes would pass the limit")
        #expect(result.count == 100)
    }

    @Test func anAnswerMayPassTheLimitAndLeavesRoomForPushesBesideIt() {
        // A picture asked for, bigger than the limit; a snapshot beside it; no more than the
        // limit's worth of pushes; answers stop at the ceiling.
        let result = taken([-500, 100, 1, -401, -400])
        #expect(result.taken == [true, true, false, false, true])
        #expect(result.count == 1000)
    }
}
