import Testing
@testable import ControlCenter

/// Held skip keys: a growing step and one seek when the burst ends.
@Suite struct MomentumTests {
    @Test func aSinglePressMovesByItsStepWhenTheWindowCloses() {
        var momentum = Momentum()
        momentum.press(step: 15, forward: true, now: 10)
        #expect(momentum.finish(now: 10.1) == nil, "the burst is still open")
        #expect(momentum.deadline == 10 + Momentum.window)
        #expect(momentum.finish(now: 10 + Momentum.window) == 15)
        #expect(!momentum.isActive)
    }

    @Test func pressesInQuickSuccessionGrowTheStep() {
        var momentum = Momentum()
        for i in 0..<12 { momentum.press(step: 10, forward: true, now: Double(i) * 0.05) }
        // 4 × 10 + 6 × 20 + 2 × 40
        #expect(momentum.offset == 240)
    }

    @Test func backwardPressesSubtractAndAReversalStartsTheGrowthAgain() {
        var momentum = Momentum()
        for i in 0..<5 { momentum.press(step: 10, forward: true, now: Double(i) * 0.1) }
        momentum.press(step: 10, forward: false, now: 0.6)
        #expect(momentum.offset == 40 + 20 - 10)
        #expect(momentum.presses == 1)
    }

    @Test func aPressAfterTheWindowStartsANewBurst() {
        var momentum = Momentum()
        momentum.press(step: 10, forward: true, now: 0)
        momentum.press(step: 10, forward: true, now: 5)
        #expect(momentum.offset == 10)
    }

    @Test func aBurstThatCancelsOutSeeksNowhere() {
        var momentum = Momentum()
        momentum.press(step: 10, forward: true, now: 0)
        momentum.press(step: 10, forward: false, now: 0.1)
        #expect(momentum.finish(now: 1) == nil)
    }
}
