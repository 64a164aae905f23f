import Commands
@testable import NowPlaying
import PlayerDoubles
import Testing

/// The handlers a full player installs: each command of the one vocabulary carried out, its
/// missing numbers filled in from the session (skip intervals, the speed list, the volume).
@Suite struct PlayerTargetsTests {
    static func harness(_ paths: [String]) -> FakeSessionHarness {
        FakeSessionHarness(files: Dictionary(uniqueKeysWithValues: paths.map { ($0, FakeMedia()) }))
    }

    /// The targets of the seeks the player was asked for, in order.
    static func seeks(_ rig: FakeSessionHarness) -> [String] {
        rig.player.calls.filter { $0.hasPrefix("seek ") }
    }

    @Test func skipsWithoutASecondsCountUseTheFirstPreferredInterval() throws {
        let rig = Self.harness(["a.mp3"])
        rig.session.remoteCommandCenter.skipForward.preferredIntervals = [30, 10]
        rig.session.remoteCommandCenter.skipBackward.preferredIntervals = [5]
        try rig.play([MediaItem(url: "a.mp3")])
        rig.idle(10)
        #expect(rig.session.perform(.skipForward(nil)) == .success)
        #expect(Self.seeks(rig).last == "seek 40.0")
        #expect(rig.session.perform(.skipBackward(nil)) == .success)
        #expect(Self.seeks(rig).last == "seek 35.0")
        #expect(rig.session.perform(.skipForward(7)) == .success)
        #expect(Self.seeks(rig).last == "seek 42.0")
    }

    @Test func speedAndVolumeStepsStartFromTheSessionsState() throws {
        let rig = Self.harness(["a.mp3"])
        try rig.play([MediaItem(url: "a.mp3")])
        #expect(rig.session.perform(.speedNext) == .success)
        #expect(rig.player.current(.speed) == .speed(1.25))
        #expect(rig.session.speeds.selectedSpeed.rate == 1.25)
        #expect(rig.session.perform(.speedReset) == .success)
        #expect(rig.session.perform(.speedPrevious) == .success)
        #expect(rig.player.current(.speed) == .speed(0.5))
        #expect(rig.session.perform(.volumeUp(nil)) == .success)
        #expect(rig.session.makeSnapshot().volume == 105)
        #expect(rig.session.perform(.volumeDown(20)) == .success)
        #expect(rig.session.makeSnapshot().volume == 85)
    }

    @Test func atTheEndsOfTheSpeedListThereIsNothingToChangeTo() throws {
        let rig = Self.harness(["a.mp3"])
        rig.session.speeds = SpeedSelection(speeds: [PlaybackSpeed(rate: 1), PlaybackSpeed(rate: 2)], defaultRate: 2)
        try rig.play([MediaItem(url: "a.mp3")])
        #expect(rig.session.perform(.speedNext) == .commandFailed("Already at the fastest speed"))
        #expect(rig.session.perform(.speedPrevious) == .success)
        #expect(rig.session.perform(.speedPrevious) == .commandFailed("Already at the slowest speed"))
    }

    @Test func theProgramsOwnCommandsAreNotTheSessionsAndAreUnsupported() throws {
        let rig = Self.harness(["a.mp3"])
        try rig.play([MediaItem(url: "a.mp3")])
        #expect(rig.session.perform(.quit) == .unsupported)
        #expect(rig.session.perform(.reloadConfig) == .unsupported)
        #expect(rig.infoCenter.nowPlayingInfo?.state == .playing)
    }

    @Test func openAddsTheItemAtTheEndAndPlaysIt() throws {
        let rig = Self.harness(["a.mp3", "b.mp3", "/music/c.mp3"])
        try rig.play([MediaItem(url: "a.mp3"), MediaItem(url: "b.mp3")])
        #expect(rig.session.perform(.open("/music/c.mp3")) == .success)
        #expect(rig.session.queue.items.map(\.url) == ["a.mp3", "b.mp3", "/music/c.mp3"])
        #expect(rig.session.currentIndex == 2)
        #expect(rig.player.calls.last { $0.hasPrefix("load ") } == "load /music/c.mp3")
        try rig.run(timeout: 1, "the new item") { rig.last?.path == "/music/c.mp3" && rig.last?.state == .playing }
    }

    @Test func shuffleAndRepeatTakeAnExactModeOrToggle() throws {
        let rig = Self.harness(["a.mp3", "b.mp3"])
        try rig.play([MediaItem(url: "a.mp3"), MediaItem(url: "b.mp3")])
        #expect(rig.session.perform(.shuffle(nil)) == .success)
        #expect(rig.session.isShuffled)
        #expect(rig.session.perform(.shuffle(true)) == .success)
        #expect(rig.session.isShuffled)
        #expect(rig.session.perform(.shuffle(false)) == .success)
        #expect(!rig.session.isShuffled)
        #expect(rig.session.perform(.repeatMode(nil)) == .success)
        #expect(rig.session.repeatMode == .track)
        #expect(rig.session.perform(.repeatMode(RepeatMode.none)) == .success)
        #expect(rig.session.repeatMode == RepeatMode.none)
    }
}
