import Commands
import NowPlaying
import Playback
import PlayerDoubles
import Testing
import TestSupport

/// One place decides what is enabled, for every input: ads, interstitials, speeds, nothing playing.
/// On the fake player the moments are exact: the session wakes `margin` after a boundary.
@Suite struct CommandRulesTests {
    static let adReason = "Skipping is unavailable during an ad"
    /// NowPlayingSession.deadlineMargin: how long after a boundary the session wakes to publish it.
    static let margin = 0.01

    static func harness(seconds: Double) -> FakeSessionHarness {
        FakeSessionHarness(files: ["tone.mp3": FakeMedia(duration: seconds, tags: ["title": "Test Tone"])])
    }

    /// Real libmpv (kept as the integration test of the rules): an ad's end is published as
    /// mpv's clock crosses it.
    @Test func skipForwardIsDisabledInsideAnAdWithTheReasonAndEnabledAfterOnLibmpv() throws {
        let harness = try SessionHarness()
        let timeline = try AdTimeline(ranges: [AdTimeRange(start: 0, duration: 1)])
        try harness.play([MediaItem(url: try Fixtures.tone(seconds: 6), timeline: timeline)])
        let inAd = try #require(harness.last)
        #expect(inAd.ad?.range == AdTimeRange(start: 0, duration: 1))
        #expect(inAd.commands.states[.skipForward] == .disabled(Self.adReason))
        #expect(harness.session.perform(Command.skipForward(15)) == .disabled(Self.adReason))
        #expect(harness.session.perform(Command.skipForward(nil)) == .disabled(Self.adReason))

        let after = try harness.waitForPublish { $0.ad == nil }
        #expect(after.commands.isEnabled(.skipForward))
        // Published on leaving the ad, not a tick later. An ad counts as over in its last
        // millisecond (mpv reads a seek to its end back a hair short of it).
        #expect((after.mediaElapsed ?? 0) >= 0.999 && (after.mediaElapsed ?? 0) < 1.15)
        #expect(after.elapsed ?? 1 < 0.15)
        #expect(harness.session.perform(Command.skipForward(2)) == .success)
    }

    @Test func skipForwardIsEnabledTheMomentTheAdEnds() throws {
        let harness = Self.harness(seconds: 6)
        let timeline = try AdTimeline(ranges: [AdTimeRange(start: 0, duration: 1)])
        try harness.play([MediaItem(url: "tone.mp3", timeline: timeline)])
        let started = harness.clock.now
        #expect(harness.last?.commands.states[.skipForward] == .disabled(Self.adReason))
        #expect(harness.session.perform(Command.skipForward(15)) == .disabled(Self.adReason))
        // The go-to prompt's seeks are seeks: forward out of an ad is Skip Ad's, as for `seek`.
        #expect(harness.session.perform(Command.seekPercent(50)) == .disabled(Self.adReason))
        #expect(harness.session.perform(Command.seek(to: 3)) == .disabled(Self.adReason))
        let after = try harness.waitForPublish { $0.ad == nil }
        #expect(abs(after.uptime - started - (1 + Self.margin)) < 1e-9)
        #expect(abs((after.elapsed ?? -1) - Self.margin) < 1e-9)
        #expect(after.commands.isEnabled(.skipForward))
        #expect(harness.session.perform(Command.skipForward(2)) == .success)
        let landed = try harness.waitForPublish()
        #expect(abs((landed.elapsed ?? 0) - (2 + Self.margin)) < 1e-9)
    }

    @Test func thePublishedInfoSaysHowFarIntoTheAdPlaybackIs() throws {
        let harness = Self.harness(seconds: 8)
        let timeline = try AdTimeline(ranges: [AdTimeRange(start: 2, duration: 3)])
        try harness.play([MediaItem(url: "tone.mp3", timeline: timeline, startTime: 3)])
        let info = try #require(harness.last)
        #expect(info.ad?.range == AdTimeRange(start: 2, duration: 3))
        #expect(info.ad?.elapsed == 1)
        #expect(info.elapsed == 2)
        #expect(info.duration == 5)
    }

    /// The test that flaked on real libmpv (Skip Ad lit up 3 s late once in six CI runs): here
    /// it states the exact moment.
    @Test func skipAdLightsUpExactlyAtAdSkipAfterAndLandsAtTheAdsEnd() throws {
        let harness = Self.harness(seconds: 8)
        harness.session.adSkipAfter = 1
        let timeline = try AdTimeline(ranges: [AdTimeRange(start: 0, duration: 5)])
        try harness.play([MediaItem(url: "tone.mp3", timeline: timeline)])
        let started = harness.clock.now
        #expect(harness.session.perform(Command.skipAd) == .disabled("This ad cannot be skipped yet"))
        #expect(harness.last?.commands.isEnabled(.skipInterstitial) == false)

        let before = harness.published.count
        let skippable = try harness.waitForPublish { $0.commands.isEnabled(.skipInterstitial) }
        #expect(harness.published.count == before + 1, "nothing else was published in between")
        #expect(abs(skippable.uptime - started - (1 + Self.margin)) < 1e-9)
        #expect(abs((skippable.ad?.elapsed ?? 0) - (1 + Self.margin)) < 1e-9)
        #expect(harness.session.perform(Command.skipAd) == .success)
        let landed = try harness.waitForPublish()
        #expect(landed.ad == nil)
        #expect(landed.mediaElapsed == 5)
        #expect(landed.elapsed == 0)
        #expect(landed.commands.states[.skipInterstitial] == .disabled("No ad is playing"))
        #expect(harness.player.calls.last == "seek 5.0")
    }

    @Test func skipAdWaitsForTheWholeOfAnAdShorterThanAdSkipAfter() throws {
        let harness = Self.harness(seconds: 8)
        harness.session.adSkipAfter = 5
        let timeline = try AdTimeline(ranges: [AdTimeRange(start: 1, duration: 2)])
        try harness.play([MediaItem(url: "tone.mp3", timeline: timeline)])
        let inAd = try harness.waitForPublish { $0.ad != nil }
        #expect(inAd.commands.states[.skipInterstitial] == .disabled("This ad cannot be skipped yet"))
        let next = try harness.waitForPublish()
        #expect(next.ad == nil, "the ad is over before it could be skipped")
        #expect(abs((next.mediaElapsed ?? 0) - (3 + Self.margin)) < 1e-9)
    }

    @Test func insideAnAdAPositionChangeMayGoBackButNotForward() throws {
        let harness = Self.harness(seconds: 10)
        let timeline = try AdTimeline(ranges: [AdTimeRange(start: 2, duration: 4)])
        try harness.play([MediaItem(url: "tone.mp3", timeline: timeline, startTime: 3)])
        #expect(harness.last?.commands.isEnabled(.changePlaybackPosition) == true)
        #expect(harness.session.perform(Command.seek(to: 3)) == .disabled(Self.adReason))
        #expect(harness.session.perform(Command.seek(to: 0.5)) == .success)
        let landed = try harness.waitForPublish()
        #expect(landed.mediaElapsed == 0.5)
        #expect(landed.ad == nil)
    }

    @Test func anEmptySpeedListDisablesChangePlaybackRate() throws {
        let harness = Self.harness(seconds: 4)
        harness.session.speeds = SpeedSelection(speeds: [])
        try harness.play([MediaItem(url: "tone.mp3")])
        #expect(harness.last?.commands.states[.changePlaybackRate] == .disabled("No speeds are configured"))
        #expect(harness.session.perform(Command.setSpeed(2)) == .disabled("No speeds are configured"))
        #expect(harness.session.perform(Command.speedNext) == .disabled("No speeds are configured"))
        #expect(harness.session.remoteCommandCenter.changePlaybackRate.supportedPlaybackRates.isEmpty)
    }

    @Test func withNothingPlayingOnlyTheQueueCommandsAreOffered() {
        let harness = FakeSessionHarness()
        let info = harness.now
        #expect(info.commands.states[.pause] == .disabled("Nothing is playing"))
        #expect(info.commands.states[.skipForward] == .disabled("Nothing is playing"))
        #expect(info.commands.states[.play] == .disabled("The queue is empty"))
        #expect(harness.session.perform(Command.play) == .disabled("The queue is empty"))
        #expect(info.commands.isEnabled(.changeVolume))
    }

    @Test func aLiveStreamOffersNoPlayFromBeginning() throws {
        let harness = FakeSessionHarness(files: ["http://radio.example/stream": .stream()])
        try harness.play([MediaItem(url: "http://radio.example/stream")])
        let info = harness.now
        #expect(info.isLive)
        #expect(info.infoActions.isEmpty)
        #expect(info.commands.states[.playFromBeginning] == .disabled("A live stream has no beginning"))
    }

    /// A command the queue alone decides is answered from the queue as it is now, even when no
    /// snapshot was made since it changed.
    @Test func aCommandTheQueueDecidesFollowsTheQueueAtOnce() throws {
        let harness = Self.harness(seconds: 6)
        let session = harness.session
        #expect(session.perform(.togglePause) == .disabled("The queue is empty"))
        #expect(session.perform(.pause) == .disabled("Nothing is playing"))
        try harness.play([MediaItem(url: "tone.mp3")])
        #expect(session.perform(.move(from: 1, to: 1)) == .disabled("The queue has only one item"))
        #expect(session.perform(.togglePause) == .success)
        #expect(harness.last?.state == .paused)
        #expect(session.perform(.stop) == .success)
        #expect(session.perform(.pause) == .disabled("Nothing is playing"))
        #expect(session.perform(.togglePause) == .success, "a stopped queue plays again")
    }
}
