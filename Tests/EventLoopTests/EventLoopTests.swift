import Glibc
import Testing
@testable import EventLoop

@Suite struct EventLoopTests {
    @Test func aReadableDescriptorIsReportedReadable() throws {
        let pair = try SocketPair()
        let loop = EventLoop()
        var seen: [Readiness] = []
        loop.watch(pair.left, for: .readable) { seen.append($0) }
        loop.runOnce(timeout: 0)
        #expect(seen.isEmpty, "nothing was sent yet")
        pair.send(pair.right)
        loop.runOnce(timeout: 1)
        #expect(seen == [.readable])
    }

    @Test func aFullSocketIsReportedWritableOnceItDrains() throws {
        let pair = try SocketPair()
        let loop = EventLoop()
        pair.fill(pair.left)
        var seen: [Readiness] = []
        loop.watch(pair.left, for: [.readable, .writable]) { seen.append($0) }
        loop.runOnce(timeout: 0)
        #expect(seen.isEmpty, "the socket is full and nothing came in")
        pair.drain(pair.right)
        loop.runOnce(timeout: 1)
        #expect(seen == [.writable])
    }

    @Test func aPeerThatHangsUpIsReportedEvenWithNoInterest() throws {
        let pair = try SocketPair()
        let loop = EventLoop()
        var seen: [Readiness] = []
        loop.watch(pair.left, for: []) { seen.append($0) }
        pair.closeRight()
        loop.runOnce(timeout: 1)
        #expect(seen.count == 1)
        #expect(seen.first?.contains(.hangUp) == true)
        #expect(seen.first?.isHangUpOrError == true)
        #expect(seen.first?.contains(.readable) == false, "readable was not asked for")
    }

    @Test func aHangUpComesWithReadableWhenReadingWasAskedFor() throws {
        let pair = try SocketPair()
        let loop = EventLoop()
        var seen: [Readiness] = []
        loop.watch(pair.left, for: .readable) { seen.append($0) }
        pair.closeRight()
        loop.runOnce(timeout: 1)
        #expect(seen == [[.readable, .hangUp]])
    }

    @Test func theReadableOnlyWatchIsCalledForReadingAndForHangingUp() throws {
        let pair = try SocketPair()
        let loop = EventLoop()
        var calls = 0
        loop.watch(pair.left) { calls += 1 }
        pair.send(pair.right)
        loop.runOnce(timeout: 1)
        #expect(calls == 1)
        pair.drain(pair.left)
        pair.closeRight()
        loop.runOnce(timeout: 1)
        #expect(calls == 2)
    }

    @Test func changingTheInterestTakesEffectInTheNextRound() throws {
        let pair = try SocketPair()
        let loop = EventLoop()
        var seen: [Readiness] = []
        loop.watch(pair.left, for: .readable) { seen.append($0) }
        loop.runOnce(timeout: 0)
        #expect(seen.isEmpty, "an empty socket is writable, but writing was not asked for")
        loop.setInterest([.readable, .writable], for: pair.left)
        loop.runOnce(timeout: 1)
        #expect(seen == [.writable])
        loop.setInterest(.readable, for: pair.left)
        loop.runOnce(timeout: 0)
        #expect(seen == [.writable], "writing is no longer asked for")
    }

    @Test func anInterestDroppedEarlierInTheRoundIsNotReported() throws {
        let first = try SocketPair(), second = try SocketPair()
        let loop = EventLoop()
        var secondSeen: [Readiness] = []
        // Both are writable at once; the lower descriptor's handler is called first.
        let (low, high) = first.left < second.left ? (first.left, second.left) : (second.left, first.left)
        loop.watch(low, for: .writable) { _ in loop.setInterest(.readable, for: high) }
        loop.watch(high, for: .writable) { secondSeen.append($0) }
        loop.runOnce(timeout: 1)
        #expect(secondSeen.isEmpty)
    }

    @Test func aDescriptorUnwatchedByAnEarlierHandlerOfTheSameRoundIsNotCalled() throws {
        let first = try SocketPair(), second = try SocketPair()
        let loop = EventLoop()
        first.send(first.right)
        second.send(second.right)
        let (low, high) = first.left < second.left ? (first.left, second.left) : (second.left, first.left)
        var calls: [Int32] = []
        loop.watch(low) {
            calls.append(low)
            loop.unwatch(high)
        }
        loop.watch(high) { calls.append(high) }
        loop.runOnce(timeout: 1)
        #expect(calls == [low])
    }

    /// A server drops a client and accepts the next under the same number in one round: the
    /// readiness polled for the old one must not reach the new one's handler.
    @Test func aDescriptorWatchedAgainInTheSameRoundGetsNoneOfTheOldReadiness() throws {
        let first = try SocketPair(), second = try SocketPair()
        let loop = EventLoop()
        first.send(first.right)
        second.send(second.right)
        let (low, high) = first.left < second.left ? (first.left, second.left) : (second.left, first.left)
        var replacement = 0
        loop.watch(low) {
            loop.unwatch(low)
            loop.unwatch(high)
            loop.watch(high) { replacement += 1 }
        }
        loop.watch(high) { Issue.record("the replaced handler was called") }
        loop.runOnce(timeout: 1)
        #expect(replacement == 0, "the new watch starts with the next round")
        loop.runOnce(timeout: 1)
        #expect(replacement == 1)
    }

    @Test func aDeadlineFiresNoEarlierThanAsked() throws {
        let loop = EventLoop()
        let start = EventLoop.now()
        var firedAt: Double?
        loop.schedule("d", after: 0.05) { firedAt = EventLoop.now() }
        while firedAt == nil { loop.runOnce(timeout: nil) }
        #expect(try #require(firedAt) - start >= 0.05)
    }

    @Test func aDeadlineFiresOnceAndACancelledOneNever() {
        let loop = EventLoop()
        var fired: [String] = []
        loop.schedule("kept", after: 0) { fired.append("kept") }
        loop.schedule("cancelled", after: 0) { fired.append("cancelled") }
        loop.cancel("cancelled")
        loop.runOnce(timeout: 0)
        loop.runOnce(timeout: 0)
        #expect(fired == ["kept"])
    }

    @Test func aDeadlineCancelledByAnotherOfTheSameBatchDoesNotFire() {
        let loop = EventLoop()
        var fired: [String] = []
        // Both are due in the same round; whichever fires first cancels the other.
        loop.schedule("a", after: 0) {
            fired.append("a")
            loop.cancel("b")
        }
        loop.schedule("b", after: 0) {
            fired.append("b")
            loop.cancel("a")
        }
        loop.runOnce(timeout: 0)
        loop.runOnce(timeout: 0)
        #expect(fired.count == 1)
    }

    @Test func schedulingAgainReplacesTheEarlierDeadline() {
        let loop = EventLoop()
        var fired = 0
        loop.schedule("d", after: 0) { fired += 1 }
        loop.schedule("d", after: 3600) { fired += 100 }
        loop.runOnce(timeout: 0)
        #expect(fired == 0)
    }

    @Test func runOnceWithATimeoutAndNothingReadyCallsNothing() throws {
        let pair = try SocketPair()
        let loop = EventLoop()
        var calls = 0
        loop.watch(pair.left) { calls += 1 }
        let start = EventLoop.now()
        loop.runOnce(timeout: 0.02)
        #expect(EventLoop.now() - start >= 0.02)
        #expect(calls == 0)
    }

    @Test func runEndsWhenAHandlerStopsTheLoop() throws {
        let pair = try SocketPair()
        let loop = EventLoop()
        var rounds = 0
        loop.watch(pair.left) {
            rounds += 1
            if rounds == 3 { loop.stop() }
        }
        pair.send(pair.right)  // stays readable: nothing reads it
        loop.run()
        #expect(rounds == 3)
    }

    @Test func aWakeupHandlerThatTakesNothingIsNotCalledAgainUntilTheNextWake() throws {
        let wakeup = try Wakeup()
        let loop = EventLoop()
        var calls = 0
        // Returns early, as a handler whose result is for an item already gone does.
        loop.watchWakeup(wakeup.descriptor) { calls += 1 }
        wakeup.wake()
        for _ in 0..<3 { loop.runOnce(timeout: 0) }
        #expect(calls == 1, "a wake-up left readable would make poll(2) return at once, every round")
        wakeup.wake()
        loop.runOnce(timeout: 0)
        #expect(calls == 2)
    }

    @Test func aWakeDuringTheWakeupHandlerIsNotLost() throws {
        let wakeup = try Wakeup()
        let loop = EventLoop()
        var calls = 0
        // A worker that finishes while the handler runs: drained before, so it wakes the next round.
        loop.watchWakeup(wakeup.descriptor) {
            calls += 1
            if calls == 1 { wakeup.wake() }
        }
        wakeup.wake()
        loop.runOnce(timeout: 0)
        loop.runOnce(timeout: 0)
        loop.runOnce(timeout: 0)
        #expect(calls == 2)
    }
}
