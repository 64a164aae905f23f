import Commands
@testable import NowPlaying
import Testing

/// The handlers a full player installs: each command of the one vocabulary carried out, its
/// missing numbers filled in from the session (skip intervals, the speed list, the volume).
@Suite struct PlayerTargetsTests {
    @Test func skipsWithoutASecondsCountUseTheFirstPreferredInterval() {
        let rig = FakeSession()
        rig.session.remoteCommandCenter.skipForward.preferredIntervals = [30, 10]
        rig.session.remoteCommandCenter.skipBackward.preferredIntervals = [5]
        rig.play([MediaItem(url: "a.mp3")])
        rig.clock.advance(by: 10)
        #expect(rig.session.perform(.skipForward(nil)) == .success)
        #expect(rig.player.seeks.last == 40)
        #expect(rig.session.perform(.skipBackward(nil)) == .success)
        #expect(rig.player.seeks.last == 35)
        #expect(rig.session.perform(.skipForward(7)) == .success)
        #expect(rig.player.seeks.last == 42)
    }

    @Test func speedAndVolumeStepsStartFromTheSessionsState() {
        let rig = FakeSession()
        rig.play([MediaItem(url: "a.mp3")])
        #expect(rig.session.perform(.speedNext) == .success)
        #expect(rig.player.speed == 1.25)
        #expect(rig.session.speeds.selectedSpeed.rate == 1.25)
        #expect(rig.session.perform(.speedReset) == .success)
        #expect(rig.session.perform(.speedPrevious) == .success)
        #expect(rig.player.speed == 0.5)
        #expect(rig.session.perform(.volumeUp(nil)) == .success)
        #expect(rig.session.makeSnapshot().volume == 105)
        #expect(rig.session.perform(.volumeDown(20)) == .success)
        #expect(rig.session.makeSnapshot().volume == 85)
    }

    @Test func atTheEndsOfTheSpeedListThereIsNothingToChangeTo() {
        let rig = FakeSession()
        rig.session.speeds = SpeedSelection(speeds: [PlaybackSpeed(rate: 1), PlaybackSpeed(rate: 2)], defaultRate: 2)
        rig.play([MediaItem(url: "a.mp3")])
        #expect(rig.session.perform(.speedNext) == .commandFailed("Already at the fastest speed"))
        #expect(rig.session.perform(.speedPrevious) == .success)
        #expect(rig.session.perform(.speedPrevious) == .commandFailed("Already at the slowest speed"))
    }

    @Test func theProgramsOwnCommandsAreNotTheSessionsAndAreUnsupported() {
        let rig = FakeSession()
        rig.play([MediaItem(url: "a.mp3")])
        #expect(rig.session.perform(.quit) == .unsupported)
        #expect(rig.session.perform(.reloadConfig) == .unsupported)
        #expect(rig.infoCenter.nowPlayingInfo?.state == .playing)
    }

    @Test func openAddsTheItemAtTheEndAndPlaysIt() {
        let rig = FakeSession()
        rig.play([MediaItem(url: "a.mp3"), MediaItem(url: "b.mp3")])
        #expect(rig.session.perform(.open("/music/c.mp3")) == .success)
        #expect(rig.session.queue.items.map(\.url) == ["a.mp3", "b.mp3", "/music/c.mp3"])
        #expect(rig.session.currentIndex == 2)
        #expect(rig.player.loaded.last == "/music/c.mp3")
    }

    @Test func shuffleAndRepeatTakeAnExactModeOrToggle() {
        let rig = FakeSession()
        rig.play([MediaItem(url: "a.mp3"), MediaItem(url: "b.mp3")])
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
