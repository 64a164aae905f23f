import Commands
import NowPlaying
import Playback
import Testing
import TestSupport

/// Snapshots go out on discontinuities only, and extrapolating one keeps up with mpv's clock.
@Suite struct NowPlayingSessionPublishingTests {
    static let fast = SpeedSelection(speeds: [1, 2, 8].map { PlaybackSpeed(rate: $0) }, defaultRate: 8)

    /// 60 s of media at 8× (ao=null, timed). time-pos is also observed here, so the session is
    /// woken and checks for drift on every tick of mpv's clock: stricter than the app, which is
    /// woken by nothing during steady playback. Each tick is also a fresh sample of mpv's clock.
    @Test func sixtySecondsOfPlaybackPublishAtMostThreeSnapshotsAndExtrapolationKeepsUp() throws {
        let harness = try SessionHarness()
        harness.session.speeds = Self.fast
        try harness.player.observe([.timePosition])
        let first = harness.published.count
        harness.session.play(items: [MediaItem(url: try Fixtures.tone(seconds: 64))])
        var seen = 0, samples = 0, worst = 0.0
        try harness.run(timeout: 20, "60 s of media") {
            var reached = false
            for event in harness.events[seen...] {
                guard case let .propertyChanged(.timePosition(reported?)) = event, reported > 0.5 else { continue }
                // mpv's position now against the snapshot's extrapolation for the same instant
                // (the event's value is older by however long the loop took to get to it).
                guard let info = harness.infoCenter.nowPlayingInfo, info.state == .playing,
                      let time = harness.mediaTime, let extrapolated = info.elapsed(at: SessionHarness.clock())
                else { continue }
                worst = max(worst, abs(extrapolated - time))
                samples += 1
                reached = reached || time >= 60
            }
            seen = harness.events.count
            return reached
        }
        let snapshots = harness.published.count - first
        print("measured: \(snapshots) snapshots over 60 s of media at 8×; worst extrapolation error \(worst) s over \(samples) samples")
        #expect(snapshots >= 1)
        #expect(snapshots <= 3)
        #expect(samples >= 20)
        #expect(worst < 0.25)
    }

    @Test func pausingPublishesExactlyOneSnapshot() throws {
        let harness = try SessionHarness()
        try harness.play([MediaItem(url: try Fixtures.tone(seconds: 10))])
        try harness.idle(0.3)
        let before = harness.published.count
        #expect(harness.session.perform(Command.pause) == .success)
        try harness.idle(0.6)
        #expect(harness.published.count - before == 1)
        let info = try #require(harness.last)
        #expect(info.state == .paused)
        #expect(info.rate == 0)
        #expect(abs((info.mediaElapsed ?? -1) - (harness.mediaTime ?? 1)) < 0.1)

        let resumed = harness.published.count
        #expect(harness.session.perform(Command.play) == .success)
        try harness.idle(0.6)
        #expect(harness.published.count - resumed == 1)
        #expect(harness.last?.state == .playing)
    }

    @Test func aSpeedChangePublishesExactlyOneSnapshotWithTheNewRate() throws {
        let harness = try SessionHarness()
        try harness.play([MediaItem(url: try Fixtures.tone(seconds: 10))])
        try harness.idle(0.3)
        let before = harness.published.count
        #expect(harness.session.perform(Command.setSpeed(2)) == .success)
        try harness.idle(0.8)
        #expect(harness.published.count - before == 1)
        let info = try #require(harness.last)
        #expect(info.rate == 2)
        #expect(info.speeds.selectedSpeed.rate == 2)
        // mpv's clock jumps back when the speed changes; the snapshot waited for that.
        let now = SessionHarness.clock()
        #expect(abs((info.elapsed(at: now) ?? -1) - (harness.mediaTime ?? 1)) < 0.15)
    }

    @Test func aSeekPublishesExactlyOneSnapshotWhereItLanded() throws {
        let harness = try SessionHarness()
        try harness.play([MediaItem(url: try Fixtures.tone(seconds: 20))])
        try harness.idle(0.3)
        let before = harness.published.count
        #expect(harness.session.perform(Command.seek(to: 12)) == .success)
        try harness.idle(0.6)
        #expect(harness.published.count - before == 1)
        let info = try #require(harness.last)
        #expect(abs((info.mediaElapsed ?? 0) - 12) < 0.1)
    }

    @Test func aSeekWhilePausedPublishesExactlyOneSnapshot() throws {
        let harness = try SessionHarness()
        try harness.play([MediaItem(url: try Fixtures.tone(seconds: 20))])
        _ = harness.session.perform(Command.pause)
        try harness.idle(0.3)
        let before = harness.published.count
        #expect(harness.session.perform(Command.seek(to: 8)) == .success)
        try harness.idle(0.6)
        #expect(harness.published.count - before == 1)
        #expect(harness.last?.state == .paused)
        // mpv's paused position lags its buffered audio (0.19 s with ao=null); the snapshot
        // shows where the person asked to go, which is within the drift tolerance of it.
        #expect(harness.last?.mediaElapsed == 8)
        #expect(abs((harness.mediaTime ?? 0) - 8) <= 0.25)
    }

    @Test func nothingIsPublishedWhilePlaybackJustGoesOn() throws {
        let harness = try SessionHarness()
        try harness.play([MediaItem(url: try Fixtures.tone(seconds: 10))])
        try harness.idle(0.2)
        let before = harness.published.count
        try harness.idle(1.5)
        #expect(harness.published.count == before)
    }

    @Test func eachSnapshotCarriesTheTimesItWasTakenAt() throws {
        let harness = try SessionHarness()
        let start = SessionHarness.clock()
        try harness.play([MediaItem(url: try Fixtures.tone(seconds: 5))])
        let info = try #require(harness.last)
        #expect(info.uptime >= start)
        #expect(info.uptime <= SessionHarness.clock())
        #expect(info.timestamp > 1.6e9)
    }
}
