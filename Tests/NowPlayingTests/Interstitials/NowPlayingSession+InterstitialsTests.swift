import Commands
import NowPlaying
import Playback
import Testing
import TestSupport

/// Interstitial events on a second real player: when they play, what they forbid, and
/// where the primary resumes.
@Suite struct NowPlayingSessionInterstitialsTests {
    static func primary(seconds: Double = 8) throws -> String { try Fixtures.tone(seconds: seconds, frequency: 261) }
    static func ad(seconds: Double = 1.5) throws -> String { try Fixtures.tone(seconds: seconds, title: "Ad", frequency: 880) }

    static func interstitialTime(_ harness: SessionHarness) -> Double? {
        guard case let .timePosition(t)? = harness.interstitialPlayer?.current(.timePosition) else { return nil }
        return t
    }

    @Test func anEventAtItsTimePlaysWithNotificationsAndTheRateHeldAtOne() throws {
        let harness = try SessionHarness(interstitials: true)
        harness.session.speeds = SpeedSelection(defaultRate: 2)
        let event = InterstitialEvent(time: 1, url: try Self.ad(), restrictions: [.requiresPlaybackAtPreferredRate])
        try harness.play([MediaItem(url: try Self.primary(), interstitials: [event])])
        #expect(harness.player.current(.speed) == .speed(2))

        let shown = try harness.waitForPublish { $0.interstitial != nil && $0.state == .playing }
        #expect(harness.notifications == [.willPresent(event)])
        #expect(abs((harness.mediaTime ?? 0) - 1) < 0.15)
        #expect(shown.mediaElapsed == 1)
        #expect(shown.rate == 0)
        #expect(shown.defaultRate == 2)
        #expect(harness.player.current(.pause) == .paused(true))
        #expect(harness.interstitialPlayer?.current(.speed) == .speed(1))
        let fixed = RemoteCommandStatus.disabled("The speed is fixed while this ad plays")
        #expect(shown.commands.states[.changePlaybackRate] == .disabled("The speed is fixed while this ad plays"))
        #expect(harness.session.perform(Command.setSpeed(1.5)) == fixed)
        #expect(harness.session.perform(Command.skipForward(15)).name == "disabled")
        #expect(harness.session.perform(Command.seek(to: 5)).name == "disabled")
        #expect(harness.interstitialPlayer?.current(.speed) == .speed(1))

        let back = try harness.waitForPublish(timeout: 6) { $0.interstitial == nil }
        #expect(harness.notifications == [.willPresent(event), .didEnd(event, skipped: false)])
        #expect(back.state == .playing)
        #expect(back.rate == 2)
        #expect(abs((back.mediaElapsed ?? 0) - 1) < 0.4, "where it left off; a loaded machine publishes a little later")
        #expect(harness.player.current(.speed) == .speed(2))
        #expect(back.commands.isEnabled(.changePlaybackRate))
    }

    @Test func seekingPastAConstrainingEventPlaysItFirstThenLandsWhereAsked() throws {
        let harness = try SessionHarness(interstitials: true)
        let event = InterstitialEvent(time: 3, url: try Self.ad(seconds: 1), restrictions: [.constrainsSeekingForward])
        try harness.play([MediaItem(url: try Self.primary(seconds: 10), interstitials: [event])])
        #expect(harness.session.perform(Command.seek(to: 6)) == .success)
        #expect(harness.notifications == [.willPresent(event)])
        #expect((harness.mediaTime ?? 9) < 1)
        let landed = try harness.waitForPublish(timeout: 6) { $0.interstitial == nil }
        #expect(harness.notifications.last == .didEnd(event, skipped: false))
        #expect(abs((landed.mediaElapsed ?? 0) - 6) < 0.4)
        // Played once is enough: going back and over it again does not play it twice.
        _ = harness.session.perform(Command.seek(to: 2))
        try harness.waitForPublish()
        _ = harness.session.perform(Command.seek(to: 5))
        try harness.waitForPublish()
        #expect(harness.notifications.count == 2)
    }

    @Test func seekingPastAnUnconstrainedEventDoesNotPlayIt() throws {
        let harness = try SessionHarness(interstitials: true)
        let event = InterstitialEvent(time: 2, url: try Self.ad(seconds: 1))
        try harness.play([MediaItem(url: try Self.primary(seconds: 10), interstitials: [event])])
        _ = harness.session.perform(Command.seek(to: 4))
        try harness.waitForPublish()
        try harness.waitForMedia(4.5)
        #expect(harness.notifications.isEmpty)
    }

    @Test func skippingAfterTheDelayCancelsItAndResumesAtTheResumptionOffset() throws {
        let harness = try SessionHarness(interstitials: true)
        let event = InterstitialEvent(time: 1, url: try Self.ad(seconds: 4), skippableAfter: 0.5, resumptionOffset: 2)
        try harness.play([MediaItem(url: try Self.primary(), interstitials: [event])])
        let shown = try harness.waitForPublish { $0.interstitial != nil && $0.state == .playing }
        #expect(shown.commands.states[.skipInterstitial] == .disabled("This ad cannot be skipped yet"))
        #expect(harness.session.perform(Command.skipAd).name == "disabled")

        // Skippable at 0.5 s; waiting 3 s still ends while the 4 s ad plays, for the diagnosis.
        let skippable = try harness.waitForPublish(timeout: 3) { $0.commands.isEnabled(.skipInterstitial) }
        let elapsed = try #require(skippable.interstitial?.elapsed)
        #expect(elapsed >= 0.5 && elapsed < 1.0, "at its skip-after, give or take a loaded machine's late wake-up")
        #expect(harness.session.perform(Command.skipAd) == .success)
        #expect(harness.notifications == [.willPresent(event), .didEnd(event, skipped: true)])
        let back = try harness.waitForPublish()
        #expect(back.interstitial == nil)
        #expect(abs((back.mediaElapsed ?? 0) - 3) < 0.4, "at the resumption offset, published a little after landing")
        try harness.run(timeout: 5, "the interstitial player to stop") { Self.interstitialTime(harness) == nil }
    }

    @Test func anEventAtZeroPlaysBeforeTheItem() throws {
        let harness = try SessionHarness(interstitials: true)
        let event = InterstitialEvent(time: 0, url: try Self.ad(seconds: 1))
        harness.session.play(items: [MediaItem(url: try Self.primary(), interstitials: [event])])
        try harness.run(timeout: 5, "the pre-roll") { !harness.notifications.isEmpty }
        #expect(harness.notifications == [.willPresent(event)])
        #expect((harness.mediaTime ?? 1) < 0.2)
    }

    @Test func pausingDuringAnEventPausesItAndTogglingResumesIt() throws {
        let harness = try SessionHarness(interstitials: true)
        let event = InterstitialEvent(time: 0.5, url: try Self.ad(seconds: 3))
        try harness.play([MediaItem(url: try Self.primary(), interstitials: [event])])
        try harness.waitForPublish { $0.interstitial != nil && $0.state == .playing }
        #expect(harness.session.perform(Command.togglePause) == .success)
        #expect(harness.last?.state == .paused)
        try harness.idle(0.2)
        #expect(harness.interstitialPlayer?.current(.pause) == .paused(true))
        #expect(harness.session.perform(Command.togglePause) == .success)
        #expect(harness.last?.state == .playing)
        #expect(harness.interstitialPlayer?.current(.pause) == .paused(false))
    }

    @Test func stoppingDuringAnEventStopsItToo() throws {
        let harness = try SessionHarness(interstitials: true)
        let event = InterstitialEvent(time: 0.5, url: try Self.ad(seconds: 3))
        try harness.play([MediaItem(url: try Self.primary(), interstitials: [event])])
        try harness.waitForPublish { $0.interstitial != nil }
        #expect(harness.session.perform(Command.stop) == .success)
        #expect(harness.last?.state == .stopped)
        #expect(harness.last?.interstitial == nil)
        try harness.idle(0.2)
        try harness.run(timeout: 5, "the interstitial player to stop") { Self.interstitialTime(harness) == nil }
    }

    @Test func withoutASecondPlayerEventsAreNotPlayed() throws {
        let harness = try SessionHarness()
        let event = InterstitialEvent(time: 0.5, url: try Self.ad(), restrictions: [.constrainsSeekingForward])
        try harness.play([MediaItem(url: try Self.primary(), interstitials: [event])])
        #expect(harness.session.perform(Command.seek(to: 3)) == .success)
        try harness.waitForPublish()
        #expect(harness.notifications.isEmpty)
    }
}
