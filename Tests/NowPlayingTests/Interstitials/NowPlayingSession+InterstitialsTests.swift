import Commands
import NowPlaying
import Playback
import PlayerDoubles
import Testing
import TestSupport

/// Interstitial events on a second player: when they play, what they forbid, and where the
/// primary resumes. One check on two real players; the rest on fakes sharing one clock.
@Suite struct NowPlayingSessionInterstitialsTests {
    static func primary(seconds: Double = 8) throws -> String { try Fixtures.tone(seconds: seconds, frequency: 261) }
    static func ad(seconds: Double = 1.5) throws -> String { try Fixtures.tone(seconds: seconds, title: "Ad", frequency: 880) }

    /// Real libmpv on both players: kept as the integration test of interstitials.
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

    static let margin = 0.01

    /// A session with an interstitial player; the primary's item is 8 or 10 s, the ads as named.
    static func fake() -> FakeSessionHarness {
        FakeSessionHarness(files: ["primary.mp3": .tone(seconds: 8), "long.mp3": .tone(seconds: 10),
                                   "ad-1.mp3": .tone(seconds: 1, title: "Ad"), "ad-1.5.mp3": .tone(seconds: 1.5, title: "Ad"),
                                   "ad-3.mp3": .tone(seconds: 3, title: "Ad"), "ad-4.mp3": .tone(seconds: 4, title: "Ad")],
                           interstitials: true)
    }

    static func interstitialTime(_ harness: FakeSessionHarness) -> Double? {
        guard case let .timePosition(t)? = harness.interstitialPlayer?.current(.timePosition) else { return nil }
        return t
    }

    @Test func anEventPlaysTheMomentPlaybackReachesItsTimeAndThePrimaryResumesWhereItPaused() throws {
        let harness = Self.fake()
        harness.session.speeds = SpeedSelection(defaultRate: 2)
        let event = InterstitialEvent(time: 1, url: "ad-1.5.mp3", restrictions: [.requiresPlaybackAtPreferredRate])
        try harness.play([MediaItem(url: "primary.mp3", interstitials: [event])])
        let start = harness.clock.now
        let shown = try harness.waitForPublish { $0.interstitial != nil && $0.state == .playing }
        #expect(abs(shown.uptime - start - (0.5 + Self.margin)) < 1e-9, "1 s of media at 2×, and the margin")
        #expect(shown.mediaElapsed == 1)
        #expect(shown.rate == 0)
        #expect(harness.player.current(.pause) == .paused(true))
        #expect(harness.interstitialPlayer?.current(.speed) == .speed(1))
        #expect(harness.session.perform(Command.setSpeed(1.5)) == .disabled("The speed is fixed while this ad plays"))

        let back = try harness.waitForPublish { $0.interstitial == nil }
        #expect(abs(back.uptime - shown.uptime - 1.5) < 1e-9, "the whole ad at 1×")
        #expect(harness.notifications == [.willPresent(event), .didEnd(event, skipped: false)])
        #expect(back.state == .playing)
        #expect(back.rate == 2)
        #expect(abs((back.mediaElapsed ?? 0) - (1 + 2 * Self.margin)) < 1e-9, "where it paused")
        #expect(harness.player.calls.filter { $0.hasPrefix("seek") }.isEmpty, "within 0.05 s of the event: no seek")
    }

    /// A loaded machine's loop can take the item's start after playback has already played
    /// through an event's time (real libmpv at 2× played its 8 s primary out, the event at 1 s
    /// never presented): the playhead was noted where time-pos had got to by then, so the event
    /// looked jumped over. Playback started at 0 and crossed it: it is presented, and the primary
    /// resumes at the event's time.
    @Test func anEventPlayedThroughBeforeALateLoopTookTheStartIsStillPresented() throws {
        let harness = Self.fake()
        let event = InterstitialEvent(time: 1, url: "ad-1.mp3")
        harness.session.play(items: [MediaItem(url: "primary.mp3", interstitials: [event])])
        harness.clock.advance(by: 1.4)
        let shown = try harness.waitForPublish { $0.interstitial != nil }
        #expect(harness.notifications == [.willPresent(event)])
        #expect(shown.mediaElapsed == 1)
        let back = try harness.waitForPublish { $0.interstitial == nil }
        #expect(harness.notifications == [.willPresent(event), .didEnd(event, skipped: false)])
        #expect(back.mediaElapsed == 1, "where the event is")
    }

    /// The same after a seek: playback restarted at the seek's target and played through the
    /// event before the loop took the restart.
    @Test func anEventPlayedThroughAfterASeekBeforeALateLoopTookItsRestartIsStillPresented() throws {
        let harness = Self.fake()
        let event = InterstitialEvent(time: 3, url: "ad-1.mp3")
        try harness.play([MediaItem(url: "primary.mp3", interstitials: [event])])
        #expect(harness.session.perform(Command.seek(to: 2.5)) == .success)
        harness.clock.advance(by: 1)
        let shown = try harness.waitForPublish { $0.interstitial != nil }
        #expect(harness.notifications == [.willPresent(event)])
        #expect(shown.mediaElapsed == 3)
    }

    @Test func seekingPastAConstrainingEventPlaysItFirstThenLandsWhereAsked() throws {
        let harness = Self.fake()
        let event = InterstitialEvent(time: 3, url: "ad-1.mp3", restrictions: [.constrainsSeekingForward])
        try harness.play([MediaItem(url: "long.mp3", interstitials: [event])])
        #expect(harness.session.perform(Command.seek(to: 6)) == .success)
        #expect(harness.notifications == [.willPresent(event)])
        #expect(harness.mediaTime == 0)
        let landed = try harness.waitForPublish { $0.interstitial == nil }
        #expect(harness.notifications.last == .didEnd(event, skipped: false))
        #expect(landed.mediaElapsed == 6)
        // Played once is enough: going back and over it again does not play it twice.
        _ = harness.session.perform(Command.seek(to: 2))
        try harness.waitForPublish()
        _ = harness.session.perform(Command.seek(to: 5))
        try harness.waitForPublish()
        #expect(harness.notifications.count == 2)
    }

    @Test func seekingPastAnUnconstrainedEventDoesNotPlayIt() throws {
        let harness = Self.fake()
        let event = InterstitialEvent(time: 2, url: "ad-1.mp3")
        try harness.play([MediaItem(url: "long.mp3", interstitials: [event])])
        _ = harness.session.perform(Command.seek(to: 4))
        try harness.waitForPublish()
        try harness.waitForMedia(4.5)
        #expect(harness.notifications.isEmpty)
    }

    @Test func skippingAfterTheDelayCancelsItAndResumesAtTheResumptionOffset() throws {
        let harness = Self.fake()
        let event = InterstitialEvent(time: 1, url: "ad-4.mp3", skippableAfter: 0.5, resumptionOffset: 2)
        try harness.play([MediaItem(url: "primary.mp3", interstitials: [event])])
        let shown = try harness.waitForPublish { $0.interstitial != nil && $0.state == .playing }
        #expect(shown.commands.states[.skipInterstitial] == .disabled("This ad cannot be skipped yet"))
        #expect(harness.session.perform(Command.skipAd).name == "disabled")

        let skippable = try harness.waitForPublish { $0.commands.isEnabled(.skipInterstitial) }
        #expect(abs((skippable.interstitial?.elapsed ?? 0) - (0.5 + Self.margin)) < 1e-9, "at its skip-after")
        #expect(abs(skippable.uptime - shown.uptime - (0.5 + Self.margin)) < 1e-9)
        #expect(harness.session.perform(Command.skipAd) == .success)
        #expect(harness.notifications == [.willPresent(event), .didEnd(event, skipped: true)])
        let back = try harness.waitForPublish()
        #expect(back.interstitial == nil)
        #expect(back.mediaElapsed == 3, "at the resumption offset")
        harness.idle(0)
        #expect(Self.interstitialTime(harness) == nil, "the interstitial player stopped")
    }

    @Test func anEventAtZeroPlaysBeforeTheItem() throws {
        let harness = Self.fake()
        let event = InterstitialEvent(time: 0, url: "ad-1.mp3")
        harness.session.play(items: [MediaItem(url: "primary.mp3", interstitials: [event])])
        try harness.run(timeout: 1, "the pre-roll") { !harness.notifications.isEmpty }
        #expect(harness.notifications == [.willPresent(event)])
        #expect(harness.mediaTime == 0)
        #expect(harness.clock.now == harness.published.last?.uptime, "as soon as the item plays")
    }

    @Test func pausingDuringAnEventPausesItAndTogglingResumesIt() throws {
        let harness = Self.fake()
        let event = InterstitialEvent(time: 0.5, url: "ad-3.mp3")
        try harness.play([MediaItem(url: "primary.mp3", interstitials: [event])])
        try harness.waitForPublish { $0.interstitial != nil && $0.state == .playing }
        #expect(harness.session.perform(Command.togglePause) == .success)
        #expect(harness.last?.state == .paused)
        let elapsed = Self.interstitialTime(harness)
        harness.idle(5)
        #expect(harness.interstitialPlayer?.current(.pause) == .paused(true))
        #expect(Self.interstitialTime(harness) == elapsed, "the ad stands still")
        #expect(harness.session.perform(Command.togglePause) == .success)
        #expect(harness.last?.state == .playing)
        #expect(harness.interstitialPlayer?.current(.pause) == .paused(false))
    }

    @Test func stoppingDuringAnEventStopsItToo() throws {
        let harness = Self.fake()
        let event = InterstitialEvent(time: 0.5, url: "ad-3.mp3")
        try harness.play([MediaItem(url: "primary.mp3", interstitials: [event])])
        try harness.waitForPublish { $0.interstitial != nil }
        #expect(harness.session.perform(Command.stop) == .success)
        #expect(harness.last?.state == .stopped)
        #expect(harness.last?.interstitial == nil)
        #expect(Self.interstitialTime(harness) == nil)
        #expect(harness.interstitialPlayer?.calls.last == "stop")
    }

    @Test func withoutASecondPlayerEventsAreNotPlayed() throws {
        let harness = FakeSessionHarness(files: ["primary.mp3": .tone(seconds: 8), "ad.mp3": .tone(seconds: 1.5)])
        let event = InterstitialEvent(time: 0.5, url: "ad.mp3", restrictions: [.constrainsSeekingForward])
        try harness.play([MediaItem(url: "primary.mp3", interstitials: [event])])
        #expect(harness.session.perform(Command.seek(to: 3)) == .success)
        try harness.waitForPublish()
        harness.idle(1)
        #expect(harness.notifications.isEmpty)
    }
}
