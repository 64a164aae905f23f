import Glibc
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

    @Test func abandoningKeepsTheRestOfALineBegunThenTheLastLineAndNothingElse() throws {
        var ends: [Int32] = [-1, -1]
        try #require(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0)
        defer { ends.forEach { _ = close($0) } }
        var queue = OutputQueue(limit: 1 << 20, ceiling: 16 << 20)
        // Far more than the socket takes: the first line is cut short, the second not begun.
        let begun = String(repeating: "a", count: 4 << 20), next = String(repeating: "b", count: 1000)
        let queued = [queue.append(line: begun, isAnswer: true), queue.append(line: next, isAnswer: true)]
        #expect(queued == [true, true])
        try queue.flush(to: ends[0])
        let sent = begun.utf8.count + 1 + next.utf8.count + 1 - queue.count
        try #require(sent > 0 && sent < begun.utf8.count)
        queue.abandon(endingWith: "why")
        #expect(queue.count == begun.utf8.count + 1 - sent + 4)
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while !queue.isEmpty {
            let count = chunk.withUnsafeMutableBytes { recv(ends[1], $0.baseAddress, $0.count, 0) }
            try #require(count > 0)
            received += chunk[..<count]
            try queue.flush(to: ends[0])
        }
        shutdown(ends[0], Int32(SHUT_WR))
        while case let count = chunk.withUnsafeMutableBytes({ recv(ends[1], $0.baseAddress, $0.count, 0) }), count > 0 {
            received += chunk[..<count]
        }
        #expect(String(decoding: received, as: UTF8.self) == begun + "\nwhy\n")
    }

    @Test func abandoningBetweenLinesKeepsOnlyTheLastLine() {
        var queue = OutputQueue(limit: 100, ceiling: 1000)
        let queued = queue.append(line: "unsent")
        #expect(queued)
        queue.abandon(endingWith: "why")
        #expect(queue.count == 4)
    }
}
