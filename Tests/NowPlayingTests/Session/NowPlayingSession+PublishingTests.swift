import Commands
@testable import NowPlaying
import Playback
import PlayerDoubles
import Testing
import TestSupport

/// Snapshots go out on discontinuities only, and extrapolating one keeps up with mpv's clock. What
/// depends on mpv's own clock runs on real libmpv; the counting runs on the fake.
@Suite struct NowPlayingSessionPublishingTests {
    static let fast = SpeedSelection(speeds: [1, 2, 8].map { PlaybackSpeed(rate: $0) }, defaultRate: 8)

    /// 60 s of media at 8× (ao=null, timed). time-pos is also observed here, so the session is
    /// woken on every tick of mpv's clock: stricter than the app, which is woken by nothing
    /// during steady playback. At each tick the test reads mpv's clock once, holds it, and has
    /// the session check for drift against that same reading: what every remote shows for that
    /// instant must then be within the drift tolerance of it. (Read at another instant, mpv's
    /// clock is staler or fresher than the session's reading by however long a thread waited:
    /// 0.08 s of media at 8× for 10 ms, which a loaded machine gives.)
    @Test func sixtySecondsOfPlaybackPublishAtMostThreeSnapshotsAndExtrapolationKeepsUp() throws {
        let harness = try SessionHarness()
        harness.session.speeds = Self.fast
        try harness.player.observe([.timePosition])
        let first = harness.published.count
        harness.session.play(items: [MediaItem(url: try Fixtures.tone(seconds: 64))])
        var seen = 0, samples = 0, worst = 0.0
        try harness.run(timeout: 20, "60 s of media") {
            let ticked = harness.events[seen...].contains { event in
                if case let .propertyChanged(.timePosition(reported?)) = event { reported > 0.5 } else { false }
            }
            seen = harness.events.count
            guard ticked else { return false }
            return harness.session.playback.holdingTime {
                let now = harness.session.makeSnapshot()
                harness.session.publish()
                guard now.state == .playing, let time = now.mediaElapsed,
                      let shown = harness.infoCenter.nowPlayingInfo?.elapsed(at: now.uptime) else { return false }
                worst = max(worst, abs(shown - time))
                samples += 1
                return time >= 60
            }
        }
        let published = Array(harness.published[first...])
        // A snapshot that changes nothing but the time corrects drift: mpv's clock (ao=null, timed)
        // falls behind the wall clock when its thread is not scheduled, as on a loaded machine, and
        // the session must then say so. Each such snapshot must have been needed (its elapsed time
        // off the last one's extrapolation by more than the tolerance); every other one counts.
        let pairs = zip(published, published.dropFirst())
        let corrections = pairs.filter { !$0.isDiscontinuity(to: $1, tolerance: .infinity) }
        let needless = corrections.filter { before, after in
            guard let expected = before.mediaElapsed(at: after.uptime), let shown = after.mediaElapsed else { return true }
            return abs(expected - shown) <= NowPlayingSession.driftTolerance
        }
        let snapshots = published.count - corrections.count
        print("measured: \(snapshots) snapshots and \(corrections.count) drift corrections over 60 s of media at 8×; "
              + "worst extrapolation error \(worst) s over \(samples) samples")
        #expect(snapshots >= 1)
        #expect(snapshots <= 3, "\(SnapshotChanges.describe(published))")
        #expect(needless.count == 0, "\(SnapshotChanges.describe(published))")
        #expect(samples >= 20)
        #expect(worst < 0.25)
    }

    @Test func aSpeedChangePublishesExactlyOneSnapshotWithTheNewRate() throws {
        let harness = try SessionHarness()
        try harness.play([MediaItem(url: try Fixtures.tone(seconds: 10))])
        try harness.idle(0.3)
        let before = harness.published.count
        #expect(harness.session.perform(Command.setSpeed(2)) == .success)
        // mpv's clock jumps back when the speed changes; the snapshot waited for that. For 0.8 s,
        // every 50 ms (the test wakes the loop: the session itself sleeps), what the snapshot
        // extrapolates is compared with mpv's clock, both read at the same instant, so how late
        // the test's thread runs does not count.
        var worst = 0.0, samples = 0
        let end = SessionHarness.clock() + 0.8
        try? harness.run(timeout: 1.8, wake: { min(end, SessionHarness.clock() + 0.05) }) {
            let now = SessionHarness.clock()
            if let info = harness.last, info.rate == 2, let shown = info.elapsed(at: now), let media = harness.mediaTime {
                worst = max(worst, abs(shown - media))
                samples += 1
            }
            return now >= end
        }
        #expect(harness.published.count - before == 1)
        let info = try #require(harness.last)
        #expect(info.rate == 2)
        #expect(info.speeds.selectedSpeed.rate == 2)
        #expect(samples > 5, "mpv's clock was read \(samples) times")
        // The session's promise: within its drift tolerance, past which it must publish a
        // correction (a second snapshot, which the count above would catch). A tighter number
        // here measured how busy the machine was, not the session: under a load of 6 mpv's own
        // clock fell 0.17 s behind the wall clock.
        #expect(worst < NowPlayingSession.driftTolerance, "the snapshot was \(worst) s off mpv's clock")
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

    static func fake() -> FakeSessionHarness { FakeSessionHarness(files: ["tone.mp3": .tone(seconds: 20)]) }

    @Test func pausingPublishesExactlyOneSnapshotAndResumingAnother() throws {
        let harness = Self.fake()
        try harness.play([MediaItem(url: "tone.mp3")])
        harness.idle(0.3)
        let before = harness.published.count
        #expect(harness.session.perform(Command.pause) == .success)
        harness.idle(0.6)
        #expect(harness.published.count - before == 1)
        let info = try #require(harness.last)
        #expect(info.state == .paused)
        #expect(info.rate == 0)
        #expect(info.mediaElapsed == harness.mediaTime)
        #expect(abs((info.mediaElapsed ?? 0) - 0.3) < 1e-9)

        let resumed = harness.published.count
        #expect(harness.session.perform(Command.play) == .success)
        harness.idle(0.6)
        #expect(harness.published.count - resumed == 1)
        #expect(harness.last?.state == .playing)
        #expect(abs((harness.mediaTime ?? 0) - 0.9) < 1e-9, "paused time did not count")
    }

    /// Remotes hear of a pause before mpv's core is woken for it: waking it first put it ahead
    /// of the loop on a busy machine.
    @Test func aPausesSnapshotIsOutBeforeThePlayerIsToldAndThePlayerIsToldOnce() throws {
        let harness = Self.fake()
        try harness.play([MediaItem(url: "tone.mp3")])
        harness.idle(0.3)
        nonisolated(unsafe) var callsWhenPublished: [String]?
        let token = harness.infoCenter.addObserver { [player = harness.player] info in
            if info.state == .paused, callsWhenPublished == nil { callsWhenPublished = player.calls }
        }
        defer { harness.infoCenter.removeObserver(token) }
        #expect(harness.session.perform(Command.pause) == .success)
        let told = try #require(callsWhenPublished)
        #expect(!told.contains("pause true"), "\(told)")
        #expect(harness.player.calls.filter { $0 == "pause true" }.count == 1, "\(harness.player.calls)")
        harness.idle(0.3)
        #expect(harness.last?.state == .paused)
        #expect(abs((harness.mediaTime ?? 0) - 0.3) < 1e-9, "mpv paused where the snapshot said")
    }

    @Test func aSeekPublishesExactlyOneSnapshotWhereItLanded() throws {
        let harness = Self.fake()
        try harness.play([MediaItem(url: "tone.mp3")])
        harness.idle(0.3)
        let before = harness.published.count
        #expect(harness.session.perform(Command.seek(to: 12)) == .success)
        harness.idle(0.6)
        #expect(harness.published.count - before == 1)
        #expect(harness.published.last?.mediaElapsed == 12)
        #expect(abs((harness.published.last?.uptime ?? 0) - (harness.clock.now - 0.6)) < 1e-9, "the moment it landed")
    }

    @Test func nothingIsPublishedWhilePlaybackJustGoesOn() throws {
        let harness = Self.fake()
        try harness.play([MediaItem(url: "tone.mp3")])
        let before = harness.published.count
        harness.idle(19)
        #expect(harness.published.count == before)
        #expect(harness.session.nextDeadline() == nil, "and nothing is even scheduled")
    }

    /// Reading mpv's clock is a round trip to its thread, 40 ms here (a busy machine); at 8×
    /// that is a third of a second of media. A snapshot is stamped with the middle of the trip:
    /// stamped before it, as it was, every remote saw a position 0.16 s ahead of mpv's.
    @Test func aSnapshotIsStampedWithTheMomentItsClockWasRead() throws {
        let harness = Self.fake()
        harness.session.speeds = NowPlayingSessionPublishingTests.fast
        try harness.play([MediaItem(url: "tone.mp3")])
        harness.idle(0.5)
        harness.player.clockReadLatency = 0.04
        #expect(harness.session.perform(Command.seek(to: 6)) == .success)
        harness.idle(0.4)
        let info = try #require(harness.last)
        #expect(info.rate == 8)
        harness.player.clockReadLatency = 0
        let media = try #require(harness.mediaTime)
        let shown = try #require(info.elapsed(at: harness.clock.now))
        #expect(abs(shown - media) < 1e-9, "the snapshot shows \(shown) s where the player is at \(media) s")
    }

    @Test func eachSnapshotCarriesTheTimesItWasTakenAt() throws {
        let harness = Self.fake()
        let start = harness.clock.now
        try harness.play([MediaItem(url: "tone.mp3")])
        let info = try #require(harness.last)
        #expect(info.uptime == start)
        #expect(info.timestamp == start + 1.7e9)
    }
}
