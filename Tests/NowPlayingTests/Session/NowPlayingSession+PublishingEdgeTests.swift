import Commands
import NowPlaying
import Playback
import PlayerDoubles
import Testing

/// Timing edge cases of publishing, on the fake player and its manual clock.
@Suite struct NowPlayingSessionPublishingEdgeTests {
    static func harness(seconds: Double = 60, infoCenter: NowPlayingInfoCenter = NowPlayingInfoCenter(),
                        activate: Bool = true) -> FakeSessionHarness {
        FakeSessionHarness(files: ["a.mp3": FakeMedia(duration: seconds), "b.mp3": FakeMedia(duration: seconds),
                                   "http://example.com/a.mp3": .stream(duration: seconds, seekable: true)],
                           infoCenter: infoCenter, activate: activate)
    }

    @Test func anItemThatStartsAndEndsInOneWakeUpIsStillPublishedAsPlaying() {
        // A 1 s file at 8× lasts 125 ms: mpv can hand over its start and its end in one batch.
        let rig = Self.harness(seconds: 1)
        rig.session.speeds = SpeedSelection(speeds: [PlaybackSpeed(rate: 8)], defaultRate: 8)
        var published: [NowPlayingInfo] = []
        _ = rig.infoCenter.addObserver { published.append($0) }
        rig.session.play(items: [MediaItem(url: "a.mp3")])
        rig.clock.advance(by: 0.125)
        let batch = rig.player.nextEvents()
        #expect(batch.contains(.playbackRestarted) && batch.contains(.fileEnded(entryID: 1, reason: .endOfFile)))
        rig.session.handle(batch)
        #expect(published.map(\.state) == [.playing, .stopped])
        #expect(published.first?.mediaElapsed == 1, "at its end: mpv no longer has a position")
        #expect(published.first?.path == "a.mp3")
    }

    @Test func anItemAlreadyPublishedIsNotPublishedAgainAsItEnds() throws {
        let rig = Self.harness()
        try rig.play([MediaItem(url: "a.mp3")])
        var states: [PlaybackState] = []
        _ = rig.infoCenter.addObserver { states.append($0.state) }
        try rig.run(timeout: 61, "the end") { rig.queueEnded == 1 }
        #expect(states == [.stopped])
    }

    @Test func driftUnderAQuarterSecondIsNotPublishedAndDriftOverItIs() throws {
        let rig = Self.harness()
        try rig.play([MediaItem(url: "a.mp3")])
        let before = rig.infoCenter.publishCount
        rig.idle(5)
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
        let rig = Self.harness()
        rig.session.speeds = SpeedSelection(speeds: [1, 2].map { PlaybackSpeed(rate: $0) }, defaultRate: 2)
        rig.session.adSkipAfter = 4
        let timeline = try AdTimeline(ranges: [AdTimeRange(start: 10, duration: 10)])
        try rig.play([MediaItem(url: "a.mp3", timeline: timeline)])
        let margin = 0.01
        var last = rig.clock.now
        func waited() throws -> Double {
            let info = try rig.waitForPublish()
            defer { last = info.uptime }
            return info.uptime - last
        }
        #expect(abs(try waited() - (5 + margin)) < 1e-9)
        let inAd = try #require(rig.last)
        #expect(inAd.ad?.range == AdTimeRange(start: 10, duration: 10))
        #expect(inAd.commands.isEnabled(.skipInterstitial) == false)
        // Skip Ad lights up after adSkipAfter: 4 s of media, 2 s of wall time at 2×.
        #expect(abs(try waited() - 2) < 1e-9)
        #expect(rig.last?.commands.isEnabled(.skipInterstitial) == true)
        #expect(abs(try waited() - 3) < 1e-9)
        #expect(rig.last?.ad == nil)
        #expect(abs((rig.last?.elapsed ?? 0) - (10 + 2 * margin)) < 1e-9)
        #expect(rig.session.nextDeadline() == nil)
    }

    @Test func aBoundaryAHairAheadOfTimePosIsStillAwaited() throws {
        let rig = Self.harness()
        let timeline = try AdTimeline(ranges: [AdTimeRange(start: 0, duration: 1)])
        rig.session.adSkipAfter = 5
        try rig.play([MediaItem(url: "a.mp3", timeline: timeline)])
        rig.clock.advance(by: 0.9985)
        let due = try #require(rig.session.nextDeadline())
        #expect(due > rig.clock.now)
        rig.idle(due - rig.clock.now)
        #expect(rig.last?.ad == nil)
    }

    @Test func aBoundaryCrossedSinceTheLastSnapshotIsDueAtOnce() throws {
        // time-pos moved past the ad's end between the snapshot a deadline published and the
        // computing of the next deadline: no boundary lies ahead, yet the change is unpublished.
        let rig = Self.harness()
        let timeline = try AdTimeline(ranges: [AdTimeRange(start: 0, duration: 1)])
        rig.session.adSkipAfter = 5
        try rig.play([MediaItem(url: "a.mp3", timeline: timeline)])
        rig.clock.advance(by: 1.05)
        #expect(rig.last?.ad != nil, "still the snapshot from inside the ad")
        #expect(rig.session.nextDeadline() == rig.clock.now)
        rig.step(waitingUntil: rig.clock.now)
        #expect(rig.last?.ad == nil)
        #expect(rig.session.nextDeadline() == nil, "nothing left to publish, nothing ahead")
    }

    @Test func thereIsNoDeadlineWhilePaused() throws {
        let rig = Self.harness()
        let timeline = try AdTimeline(ranges: [AdTimeRange(start: 10, duration: 10)])
        try rig.play([MediaItem(url: "a.mp3", timeline: timeline)])
        #expect(rig.session.nextDeadline() != nil)
        _ = rig.session.perform(Command.pause)
        #expect(rig.session.nextDeadline() == nil)
    }

    @Test func anInactiveSessionKeepsItsOwnDeadlines() throws {
        let center = NowPlayingInfoCenter()
        let active = Self.harness(infoCenter: center)
        try active.play([MediaItem(url: "a.mp3")])
        _ = active.session.perform(Command.pause)
        let other = Self.harness(infoCenter: center, activate: false)
        let timeline = try AdTimeline(ranges: [AdTimeRange(start: 3, duration: 1)])
        try other.play([MediaItem(url: "b.mp3", timeline: timeline)])
        #expect(center.activeSession === active.session)
        #expect(abs((other.session.nextDeadline() ?? 0) - (other.clock.now + 3.01)) < 1e-9)
    }

    @Test func aSpeedChangeMpvNeverConfirmsIsPublishedWhenTheWaitRunsOut() throws {
        let rig = Self.harness()
        try rig.play([MediaItem(url: "a.mp3")])
        let before = rig.infoCenter.publishCount
        #expect(rig.session.perform(Command.setSpeed(2)) == .success)
        #expect(rig.infoCenter.publishCount == before)
        #expect(rig.session.nextDeadline() == rig.clock.now + 2)
        // The player's events never reach the session: only the deadline does.
        rig.clock.advance(by: 2)
        rig.session.timeDidPass()
        #expect(rig.infoCenter.publishCount == before + 1)
        #expect(rig.infoCenter.nowPlayingInfo?.rate == 2)
    }

    @Test func aConfirmedSpeedChangeIsPublishedOnceWhenMpvReportsIt() throws {
        let rig = Self.harness()
        try rig.play([MediaItem(url: "a.mp3")])
        let before = rig.infoCenter.publishCount
        _ = rig.session.perform(Command.setSpeed(1.5))
        rig.idle(0.01)
        #expect(rig.events.last == .propertyChanged(.speed(1.5)))
        #expect(rig.infoCenter.publishCount == before + 1)
        rig.session.handle([.propertyChanged(.speed(1.5))])
        #expect(rig.infoCenter.publishCount == before + 1)
    }

    @Test func aSeekIsPublishedWhenPlaybackRestartsNotWhenItIsAskedFor() throws {
        let rig = Self.harness()
        try rig.play([MediaItem(url: "a.mp3")])
        let before = rig.infoCenter.publishCount
        #expect(rig.session.perform(Command.seek(to: 30)) == .success)
        #expect(rig.infoCenter.publishCount == before)
        let batch = rig.player.nextEvents()
        let restart = try #require(batch.firstIndex(of: .playbackRestarted))
        // Delivered in two wake-ups, as a slower mpv would: the seek alone publishes nothing.
        rig.session.handle(Array(batch[..<restart]))
        #expect(batch[..<restart].contains(.seeking))
        #expect(rig.infoCenter.publishCount == before)
        rig.session.handle(Array(batch[restart...]))
        #expect(rig.infoCenter.publishCount == before + 1)
        #expect(rig.infoCenter.nowPlayingInfo?.mediaElapsed == 30)
    }

    @Test func nothingIsPublishedWhileAnItemLoads() throws {
        let rig = Self.harness()
        let before = rig.infoCenter.publishCount
        rig.session.play(items: [MediaItem(url: "a.mp3")])
        let batch = rig.player.nextEvents()
        let restart = try #require(batch.firstIndex(of: .playbackRestarted))
        rig.session.handle(Array(batch[..<restart]))
        #expect(batch[..<restart].contains(.fileLoaded))
        #expect(rig.infoCenter.publishCount == before)
        rig.session.handle(Array(batch[restart...]))
        #expect(rig.infoCenter.publishCount == before + 1)
    }

    @Test func withAutomaticPublishingOffNothingIsPublished() throws {
        let rig = Self.harness()
        rig.session.automaticallyPublishesNowPlayingInfo = false
        let before = rig.infoCenter.publishCount
        try rig.play([MediaItem(url: "a.mp3")])
        _ = rig.session.perform(Command.pause)
        rig.idle(1)
        #expect(rig.infoCenter.publishCount == before)
    }

    @Test func bufferingPublishesInterruptedAndNoDeadline() throws {
        let rig = Self.harness()
        let timeline = try AdTimeline(ranges: [AdTimeRange(start: 10, duration: 10)])
        try rig.play([MediaItem(url: "http://example.com/a.mp3", timeline: timeline)])
        rig.player.bufferingBegan()
        rig.step(waitingUntil: rig.clock.now)
        #expect(rig.last?.state == .interrupted)
        #expect(rig.last?.rate == 0)
        #expect(rig.session.nextDeadline() == nil)
        rig.player.bufferingEnded()
        rig.step(waitingUntil: rig.clock.now)
        #expect(rig.last?.state == .playing)
    }

    @Test func aPausedSeekThatLandsFarFromTheTargetShowsWhereItLanded() throws {
        let rig = Self.harness()
        try rig.play([MediaItem(url: "a.mp3")])
        _ = rig.session.perform(.pause)
        _ = rig.session.perform(.seek(to: 30))
        rig.player.jump(by: -2)
        rig.step(waitingUntil: rig.clock.now)
        #expect(rig.last?.mediaElapsed == 28)
    }
}
