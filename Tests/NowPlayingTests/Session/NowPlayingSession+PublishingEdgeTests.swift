import Commands
import NowPlaying
import Playback
import Testing

/// Timing edge cases of publishing, on a fake player and a hand-moved clock.
@Suite struct NowPlayingSessionPublishingEdgeTests {
    @Test func anItemThatStartsAndEndsInOneWakeUpIsStillPublishedAsPlaying() {
        // A 1 s file at 8× lasts 125 ms: mpv can hand over its start and its end in one batch.
        let rig = FakeSession()
        var published: [NowPlayingInfo] = []
        _ = rig.infoCenter.addObserver { published.append($0) }
        rig.player.duration = 1
        rig.session.play(items: [MediaItem(url: "short.mp3")])
        rig.clock.advance(by: 0.125)
        rig.session.handle(rig.player.startEvents() + [.fileEnded(entryID: 1, reason: .endOfFile)])
        #expect(published.map(\.state) == [.playing, .stopped])
        #expect(published.first?.mediaElapsed == 1, "at its end: mpv no longer has a position")
        #expect(published.first?.path == "short.mp3")
    }

    @Test func anItemAlreadyPublishedIsNotPublishedAgainAsItEnds() {
        let rig = FakeSession()
        var states: [PlaybackState] = []
        rig.play([MediaItem(url: "a.mp3")])
        _ = rig.infoCenter.addObserver { states.append($0.state) }
        rig.clock.advance(by: 60)
        rig.session.handle([.fileEnded(entryID: 1, reason: .endOfFile)])
        #expect(states == [.stopped])
    }

    @Test func driftUnderAQuarterSecondIsNotPublishedAndDriftOverItIs() {
        let rig = FakeSession()
        rig.play([MediaItem(url: "a.mp3")])
        let before = rig.infoCenter.publishCount
        rig.clock.advance(by: 5)
        rig.session.handle([])
        #expect(rig.infoCenter.publishCount == before)
        rig.player.jump(by: 0.2)
        rig.session.handle([])
        #expect(rig.infoCenter.publishCount == before)
        rig.player.jump(by: 0.1)
        rig.session.handle([])
        #expect(rig.infoCenter.publishCount == before + 1)
        #expect(abs((rig.infoCenter.nowPlayingInfo?.mediaElapsed ?? 0) - 5.3) < 1e-9)
    }

    @Test func deadlinesFallJustAfterAdBoundariesAtTheCurrentRate() throws {
        let rig = FakeSession()
        rig.session.speeds = SpeedSelection(speeds: [1, 2].map { PlaybackSpeed(rate: $0) }, defaultRate: 2)
        rig.session.adSkipAfter = 4
        let timeline = try AdTimeline(ranges: [AdTimeRange(start: 10, duration: 10)])
        rig.play([MediaItem(url: "a.mp3", timeline: timeline)])
        let margin = 0.01
        #expect(abs((rig.advanceToDeadline() ?? 0) - (5 + margin)) < 1e-9)
        let inAd = try #require(rig.infoCenter.nowPlayingInfo)
        #expect(inAd.ad?.range == AdTimeRange(start: 10, duration: 10))
        #expect(inAd.commands.isEnabled(.skipInterstitial) == false)
        // Skip Ad lights up after adSkipAfter: 4 s of media, 2 s of wall time at 2×.
        #expect(abs((rig.advanceToDeadline() ?? 0) - 2) < 1e-9)
        #expect(rig.infoCenter.nowPlayingInfo?.commands.isEnabled(.skipInterstitial) == true)
        #expect(abs((rig.advanceToDeadline() ?? 0) - 3) < 1e-9)
        #expect(rig.infoCenter.nowPlayingInfo?.ad == nil)
        #expect(abs((rig.infoCenter.nowPlayingInfo?.elapsed ?? 0) - (10 + 2 * margin)) < 1e-9)
        #expect(rig.session.nextDeadline() == nil)
    }

    @Test func aBoundaryAHairAheadOfTimePosIsStillAwaited() throws {
        let rig = FakeSession()
        let timeline = try AdTimeline(ranges: [AdTimeRange(start: 0, duration: 1)])
        rig.session.adSkipAfter = 5
        rig.play([MediaItem(url: "a.mp3", timeline: timeline)])
        rig.clock.advance(by: 0.9985)
        let due = try #require(rig.session.nextDeadline())
        #expect(due > rig.clock.now)
        rig.clock.advance(by: due - rig.clock.now)
        rig.session.timeDidPass()
        #expect(rig.infoCenter.nowPlayingInfo?.ad == nil)
    }

    @Test func aBoundaryCrossedSinceTheLastSnapshotIsDueAtOnce() throws {
        // time-pos moved past the ad's end between the snapshot a deadline published and the
        // computing of the next deadline: no boundary lies ahead, yet the change is unpublished.
        let rig = FakeSession()
        let timeline = try AdTimeline(ranges: [AdTimeRange(start: 0, duration: 1)])
        rig.session.adSkipAfter = 5
        rig.play([MediaItem(url: "a.mp3", timeline: timeline)])
        rig.clock.advance(by: 1.05)
        #expect(rig.infoCenter.nowPlayingInfo?.ad != nil, "still the snapshot from inside the ad")
        #expect(rig.session.nextDeadline() == rig.clock.now)
        rig.session.timeDidPass()
        #expect(rig.infoCenter.nowPlayingInfo?.ad == nil)
        #expect(rig.session.nextDeadline() == nil, "nothing left to publish, nothing ahead")
    }

    @Test func thereIsNoDeadlineWhilePaused() throws {
        let rig = FakeSession()
        let timeline = try AdTimeline(ranges: [AdTimeRange(start: 10, duration: 10)])
        rig.play([MediaItem(url: "a.mp3", timeline: timeline)])
        #expect(rig.session.nextDeadline() != nil)
        _ = rig.session.perform(Command.pause)
        #expect(rig.session.nextDeadline() == nil)
    }

    @Test func anInactiveSessionKeepsItsOwnDeadlines() throws {
        let center = NowPlayingInfoCenter()
        let active = FakeSession(infoCenter: center)
        active.play([MediaItem(url: "a.mp3")])
        _ = active.session.perform(Command.pause)
        let other = FakeSession(infoCenter: center, activate: false)
        let timeline = try AdTimeline(ranges: [AdTimeRange(start: 3, duration: 1)])
        other.play([MediaItem(url: "b.mp3", timeline: timeline)])
        #expect(center.activeSession === active.session)
        #expect(abs((other.session.nextDeadline() ?? 0) - (other.clock.now + 3.01)) < 1e-9)
    }

    @Test func aSpeedChangeMpvNeverConfirmsIsPublishedWhenTheWaitRunsOut() {
        let rig = FakeSession()
        rig.play([MediaItem(url: "a.mp3")])
        let before = rig.infoCenter.publishCount
        #expect(rig.session.perform(Command.setSpeed(2)) == .success)
        #expect(rig.infoCenter.publishCount == before)
        #expect(rig.session.nextDeadline() == rig.clock.now + 2)
        rig.advance(by: 2)
        #expect(rig.infoCenter.publishCount == before + 1)
        #expect(rig.infoCenter.nowPlayingInfo?.rate == 2)
    }

    @Test func aConfirmedSpeedChangeIsPublishedOnceWhenMpvReportsIt() {
        let rig = FakeSession()
        rig.play([MediaItem(url: "a.mp3")])
        let before = rig.infoCenter.publishCount
        _ = rig.session.perform(Command.setSpeed(1.5))
        rig.clock.advance(by: 0.01)
        rig.session.handle([.propertyChanged(.speed(1.5))])
        #expect(rig.infoCenter.publishCount == before + 1)
        rig.session.handle([.propertyChanged(.speed(1.5))])
        #expect(rig.infoCenter.publishCount == before + 1)
    }

    @Test func aSeekIsPublishedWhenPlaybackRestartsNotWhenItIsAskedFor() {
        let rig = FakeSession()
        rig.play([MediaItem(url: "a.mp3")])
        let before = rig.infoCenter.publishCount
        #expect(rig.session.perform(Command.seek(to: 30)) == .success)
        #expect(rig.infoCenter.publishCount == before)
        rig.session.handle([.seeking])
        #expect(rig.infoCenter.publishCount == before)
        rig.session.handle([.playbackRestarted])
        #expect(rig.infoCenter.publishCount == before + 1)
        #expect(rig.infoCenter.nowPlayingInfo?.mediaElapsed == 30)
    }

    @Test func nothingIsPublishedWhileAnItemLoads() {
        let rig = FakeSession()
        let before = rig.infoCenter.publishCount
        rig.session.play(items: [MediaItem(url: "a.mp3")])
        rig.session.handle([.fileStarted(entryID: 1), .fileLoaded, .propertyChanged(.duration(60))])
        #expect(rig.infoCenter.publishCount == before)
        rig.session.handle([.playbackRestarted])
        #expect(rig.infoCenter.publishCount == before + 1)
    }

    @Test func withAutomaticPublishingOffNothingIsPublished() {
        let rig = FakeSession()
        rig.session.automaticallyPublishesNowPlayingInfo = false
        let before = rig.infoCenter.publishCount
        rig.play([MediaItem(url: "a.mp3")])
        _ = rig.session.perform(Command.pause)
        #expect(rig.infoCenter.publishCount == before)
    }

    @Test func bufferingPublishesInterruptedAndNoDeadline() throws {
        let rig = FakeSession()
        let timeline = try AdTimeline(ranges: [AdTimeRange(start: 10, duration: 10)])
        rig.play([MediaItem(url: "http://example.com/a.mp3", timeline: timeline)])
        rig.session.handle([.propertyChanged(.pausedForCache(true))])
        #expect(rig.infoCenter.nowPlayingInfo?.state == .interrupted)
        #expect(rig.infoCenter.nowPlayingInfo?.rate == 0)
        #expect(rig.session.nextDeadline() == nil)
        rig.session.handle([.propertyChanged(.pausedForCache(false))])
        #expect(rig.infoCenter.nowPlayingInfo?.state == .playing)
    }

    @Test func aPausedSeekThatLandsFarFromTheTargetShowsWhereItLanded() {
        let rig = FakeSession()
        rig.play([MediaItem(url: "a.mp3")])
        _ = rig.session.perform(.pause)
        _ = rig.session.perform(.seek(to: 30))
        rig.player.jump(by: -2)
        rig.session.handle([.seeking, .playbackRestarted])
        #expect(rig.infoCenter.nowPlayingInfo?.mediaElapsed == 28)
    }
}
