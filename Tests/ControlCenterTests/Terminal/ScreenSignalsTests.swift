import EventLoop
import Glibc
import Testing
@testable import ControlCenter

/// The screen signals' handler records each signal and wakes the loop; nothing is lost
/// between a wake-up and the question which signal it was.
@Suite(.serialized) struct ScreenSignalsTests {
    @Test func aResizeWakesTheLoopAndIsReportedOnce() throws {
        let signals = try ScreenSignals()
        defer { signals.restore() }
        let loop = EventLoop()
        var reported: [Set<Int32>] = []
        loop.watch(signals.descriptor) { reported.append(signals.pending()) }
        raise(SIGWINCH)  // handled on this thread before raise returns
        loop.runOnce(timeout: 5)
        #expect(reported == [[SIGWINCH]])
        loop.runOnce(timeout: 0)
        #expect(reported == [[SIGWINCH]], "the wake-up was taken with the signal")
    }

    @Test func signalsThatComeTogetherAreReportedTogether() throws {
        let signals = try ScreenSignals()
        defer { signals.restore() }
        raise(SIGWINCH)
        raise(SIGCONT)
        raise(SIGTSTP)  // caught: the process does not stop
        raise(SIGWINCH)
        #expect(signals.pending() == [SIGWINCH, SIGCONT, SIGTSTP])
        #expect(signals.pending().isEmpty)
    }

    @Test func aSignalAfterTheWakeUpWasTakenWakesTheLoopAgain() throws {
        let signals = try ScreenSignals()
        defer { signals.restore() }
        let loop = EventLoop()
        var reported: [Set<Int32>] = []
        loop.watch(signals.descriptor) {
            reported.append(signals.pending())
            if reported.count == 1 { raise(SIGCONT) }  // arrives while the loop handles the first
        }
        raise(SIGWINCH)
        loop.runOnce(timeout: 5)
        loop.runOnce(timeout: 5)
        #expect(reported == [[SIGWINCH], [SIGCONT]])
    }

    @Test func afterRestoreASignalHasItsDefaultEffectAndIsNotRecorded() throws {
        let signals = try ScreenSignals()
        signals.restore()
        raise(SIGWINCH)  // by default ignored
        #expect(signals.pending().isEmpty)
    }
}
