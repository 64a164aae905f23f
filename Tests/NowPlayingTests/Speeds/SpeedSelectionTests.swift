import Commands
import NowPlaying
import Playback
import Testing
import TestSupport

/// The speed list, the selected speed, and play() keeping it.
@Suite struct SpeedSelectionTests {
    @Test func itStartsAtTheDefaultRate() {
        let selection = SpeedSelection(defaultRate: 1.25)
        #expect(selection.selectedSpeed == PlaybackSpeed(rate: 1.25))
        #expect(selection.defaultSpeed.rate == 1.25)
        #expect(selection.isMenuAvailable)
    }

    @Test func selectingASpeedOfTheListTakesTheListsOwnName() {
        var selection = SpeedSelection(speeds: [PlaybackSpeed(rate: 1.5, localizedName: "Brisk")])
        selection.selectSpeed(PlaybackSpeed(rate: 1.5))
        #expect(selection.selectedSpeed.localizedName == "Brisk")
        selection.selectSpeed(PlaybackSpeed(rate: 1.1))
        #expect(selection.selectedSpeed.rate == 1.1)
    }

    @Test func nextAndPreviousWalkTheListAndStopAtItsEnds() {
        var selection = SpeedSelection()
        #expect(selection.next()?.rate == 1.25)
        #expect(selection.previous()?.rate == 0.5)
        selection.selectSpeed(PlaybackSpeed(rate: 2))
        #expect(selection.next() == nil)
        selection.selectSpeed(PlaybackSpeed(rate: 0.5))
        #expect(selection.previous() == nil)
        selection.selectSpeed(PlaybackSpeed(rate: 1.1))
        #expect(selection.next()?.rate == 1.25)
        #expect(selection.previous()?.rate == 1)
    }

    @Test func anEmptyListHasNoMenu() {
        let selection = SpeedSelection(speeds: [])
        #expect(!selection.isMenuAvailable)
        #expect(selection.next() == nil)
        #expect(selection.selectedSpeed.rate == 1)
    }

    @Test func theCommandCenterOffersTheListsRates() {
        let rig = FakeSession()
        #expect(rig.session.remoteCommandCenter.changePlaybackRate.supportedPlaybackRates == [0.5, 1, 1.25, 1.5, 2])
        rig.session.speeds = SpeedSelection(speeds: [1, 3].map { PlaybackSpeed(rate: $0) })
        #expect(rig.session.remoteCommandCenter.changePlaybackRate.supportedPlaybackRates == [1, 3])
    }

    @Test func playResumesAtTheSelectedSpeedNeverAtOne() throws {
        let harness = try SessionHarness()
        let items = [try Fixtures.tone(seconds: 4, frequency: 700), try Fixtures.tone(seconds: 4, frequency: 710)]
        try harness.play(items.map { MediaItem(url: $0) })
        #expect(harness.session.perform(Command.setSpeed(1.5)) == .success)
        _ = harness.session.perform(Command.pause)
        // Something else sets mpv back to 1× while paused; play() must not keep that.
        try harness.player.setSpeed(1)
        try harness.idle(0.2)
        #expect(harness.session.perform(Command.play) == .success)
        try harness.idle(0.2)
        #expect(harness.player.current(.speed) == .speed(1.5))
        #expect(harness.last?.rate == 1.5)
        #expect(harness.last?.speeds.selectedSpeed.localizedNumericName == "1.5×")
        _ = harness.session.perform(Command.nextTrack)
        try harness.run(timeout: 10, "the next item") { harness.last?.queueIndex == 1 && harness.last?.state == .playing }
        #expect(harness.last?.rate == 1.5)
    }

    @Test func theFirstItemPlaysAtTheConfiguredDefaultSpeed() throws {
        let harness = try SessionHarness()
        harness.session.speeds = SpeedSelection(defaultRate: 1.25)
        try harness.play([MediaItem(url: try Fixtures.tone(seconds: 4))])
        #expect(harness.player.current(.speed) == .speed(1.25))
        #expect(harness.last?.rate == 1.25)
    }

    @Test func speedNextAndPreviousStepThroughTheListAndSayWhenAtTheEnd() throws {
        let rig = FakeSession()
        rig.play([MediaItem(url: "a.mp3")])
        #expect(rig.session.perform(Command.speedNext) == .success)
        #expect(rig.session.speeds.selectedSpeed.rate == 1.25)
        #expect(rig.session.perform(Command.speedReset) == .success)
        #expect(rig.session.speeds.selectedSpeed.rate == 1)
        rig.session.speeds.selectSpeed(PlaybackSpeed(rate: 2))
        #expect(rig.session.perform(Command.speedNext) == .commandFailed("Already at the fastest speed"))
    }
}
