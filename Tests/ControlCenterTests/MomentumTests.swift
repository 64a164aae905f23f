import Testing
@testable import ControlCenter

/// Skip keys: every press seeks at once, a burst grows its steps, and the scrubber shows where
/// the seeks sent land until a snapshot shows it.
@Suite struct MomentumTests {
    @Test func aFirstPressSeeksByItsStepAtOnce() {
        var momentum = Momentum()
        #expect(momentum.press(step: 15, forward: true, shown: 42, duration: 180, now: 10) == 15)
        #expect(momentum.landing == 57)
    }

    @Test func pressesInQuickSuccessionGrowTheStep() {
        var momentum = Momentum()
        let seeks = (0..<12).map { momentum.press(step: 10, forward: true, shown: 0, duration: nil, now: Double($0) * 0.05) }
        #expect(seeks == [10, 10, 10, 10, 20, 20, 20, 20, 20, 20, 40, 40])
        // The next press counts from where the seeks sent land, not from the shown time.
        #expect(momentum.landing == 240)
    }

    @Test func aSnapshotShowsTheLandingAndTheBurstGoesOn() {
        var momentum = Momentum()
        for i in 0..<4 { _ = momentum.press(step: 10, forward: true, shown: 0, duration: nil, now: Double(i) * 0.1) }
        momentum.landed()
        #expect(momentum.landing == nil)
        #expect(momentum.press(step: 10, forward: true, shown: 40.2, duration: nil, now: 0.45) == 20)
        #expect(momentum.landing == 60.2)
    }

    @Test func backwardPressesSubtractAndAReversalStartsTheGrowthAgain() {
        var momentum = Momentum()
        for i in 0..<5 { _ = momentum.press(step: 10, forward: true, shown: 100, duration: nil, now: Double(i) * 0.1) }
        #expect(momentum.press(step: 10, forward: false, shown: 100, duration: nil, now: 0.6) == -10)
        #expect(momentum.landing == 150, "100 + 4 × 10 + 20 − 10")
        #expect(momentum.presses == 1)
    }

    @Test func aPressAfterTheWindowStartsANewBurst() {
        var momentum = Momentum()
        for i in 0..<5 { _ = momentum.press(step: 10, forward: true, shown: 0, duration: nil, now: Double(i) * 0.1) }
        #expect(momentum.press(step: 10, forward: true, shown: 0, duration: nil, now: 5) == 10)
        #expect(momentum.presses == 1)
    }

    @Test func theLandingStaysInsideTheItemAndCancelForgetsIt() {
        var momentum = Momentum()
        _ = momentum.press(step: 60, forward: false, shown: 5, duration: 180, now: 0)
        #expect(momentum.landing == 0)
        _ = momentum.press(step: 600, forward: true, shown: 5, duration: 180, now: 0.1)
        #expect(momentum.landing == 180)
        momentum.cancel()
        #expect(momentum == Momentum())
    }
}
