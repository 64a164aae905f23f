import Commands
import NowPlaying
import Playback
import Testing
import TestSupport

/// One place decides what is enabled, for every input: ads, interstitials, speeds, nothing playing.
@Suite struct CommandRulesTests {
    static let adReason = "Skipping is unavailable during an ad"

    @Test func skipForwardIsDisabledInsideAnAdWithTheReasonAndEnabledAfter() throws {
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

    @Test func thePublishedInfoSaysHowFarIntoTheAdPlaybackIs() throws {
        let harness = try SessionHarness()
        let timeline = try AdTimeline(ranges: [AdTimeRange(start: 2, duration: 3)])
        try harness.play([MediaItem(url: try Fixtures.tone(seconds: 8), timeline: timeline, startTime: 3)])
        let info = try #require(harness.last)
        let ad = try #require(info.ad)
        #expect(abs(ad.elapsed - 1) < 0.1)
        #expect(info.elapsed == 2)
        #expect(abs((info.duration ?? 0) - 5) < 0.1)
    }

    @Test func skipAdWorksOnlyAfterAdSkipAfterAndLandsAtTheAdsEnd() throws {
        let harness = try SessionHarness()
        harness.session.adSkipAfter = 1
        let timeline = try AdTimeline(ranges: [AdTimeRange(start: 0, duration: 5)])
        try harness.play([MediaItem(url: try Fixtures.tone(seconds: 8), timeline: timeline)])
        let early = harness.session.perform(Command.skipAd)
        #expect(early.name == "disabled")
        #expect(harness.last?.commands.isEnabled(.skipInterstitial) == false)

        let skippable = try harness.waitForPublish { $0.commands.isEnabled(.skipInterstitial) }
        let adElapsed = skippable.ad?.elapsed ?? 0
        #expect(adElapsed >= 0.999 && adElapsed < 1.5,
                "at adSkipAfter, give or take a late wake-up: events \(harness.events.suffix(12))")
        #expect(harness.session.perform(Command.skipAd) == .success)
        let landed = try harness.waitForPublish()
        #expect(landed.ad == nil)
        #expect(abs((landed.mediaElapsed ?? 0) - 5) < 0.1)
        #expect(landed.elapsed ?? 1 < 0.1)
        #expect(landed.commands.states[.skipInterstitial] == .disabled("No ad is playing"))
    }

    @Test func insideAnAdAPositionChangeMayGoBackButNotForward() throws {
        let harness = try SessionHarness()
        let timeline = try AdTimeline(ranges: [AdTimeRange(start: 2, duration: 4)])
        try harness.play([MediaItem(url: try Fixtures.tone(seconds: 10), timeline: timeline, startTime: 3)])
        #expect(harness.last?.commands.isEnabled(.changePlaybackPosition) == true)
        #expect(harness.session.perform(Command.seek(to: 3)) == .disabled(Self.adReason))
        #expect(harness.session.perform(Command.seek(to: 0.5)) == .success)
        let landed = try harness.waitForPublish()
        #expect(abs((landed.mediaElapsed ?? 0) - 0.5) < 0.1)
        #expect(landed.ad == nil)
    }

    @Test func anEmptySpeedListDisablesChangePlaybackRate() throws {
        let harness = try SessionHarness()
        harness.session.speeds = SpeedSelection(speeds: [])
        try harness.play([MediaItem(url: try Fixtures.tone(seconds: 4))])
        #expect(harness.last?.commands.states[.changePlaybackRate] == .disabled("No speeds are configured"))
        #expect(harness.session.perform(Command.setSpeed(2)) == .disabled("No speeds are configured"))
        #expect(harness.session.perform(Command.speedNext) == .disabled("No speeds are configured"))
        #expect(harness.session.remoteCommandCenter.changePlaybackRate.supportedPlaybackRates.isEmpty)
    }

    @Test func withNothingPlayingOnlyTheQueueCommandsAreOffered() {
        let rig = FakeSession()
        let info = rig.session.makeSnapshot()
        #expect(info.commands.states[.pause] == .disabled("Nothing is playing"))
        #expect(info.commands.states[.skipForward] == .disabled("Nothing is playing"))
        #expect(info.commands.states[.play] == .disabled("The queue is empty"))
        #expect(rig.session.perform(Command.play) == .disabled("The queue is empty"))
        #expect(info.commands.isEnabled(.changeVolume))
    }

    @Test func aLiveStreamOffersNoPlayFromBeginning() {
        let rig = FakeSession()
        rig.player.duration = nil
        rig.play([MediaItem(url: "http://radio.example/stream")])
        let info = rig.session.makeSnapshot()
        #expect(info.isLive)
        #expect(info.infoActions.isEmpty)
        #expect(info.commands.states[.playFromBeginning] == .disabled("A live stream has no beginning"))
    }
}
