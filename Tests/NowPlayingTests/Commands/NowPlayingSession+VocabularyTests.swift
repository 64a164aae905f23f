import Commands
import NowPlaying
import PlayerDoubles
import Testing

/// PlayDeck's command vocabulary maps onto remote command events, defaults filled in from the session.
@Suite struct NowPlayingSessionVocabularyTests {
    @Test func skipsWithoutASecondsCountUseTheFirstPreferredInterval() {
        let rig = FakeSessionHarness(files: ["a.mp3": FakeMedia()])
        rig.session.remoteCommandCenter.skipForward.preferredIntervals = [30, 10]
        rig.session.remoteCommandCenter.skipBackward.preferredIntervals = [5]
        #expect(rig.session.event(for: .skipForward(nil)) == .skipForward(interval: 30))
        #expect(rig.session.event(for: .skipForward(7)) == .skipForward(interval: 7))
        #expect(rig.session.event(for: .skipBackward(nil)) == .skipBackward(interval: 5))
    }

    @Test func speedAndVolumeStepsStartFromTheSessionsState() {
        let rig = FakeSessionHarness(files: ["a.mp3": FakeMedia()])
        #expect(rig.session.event(for: .speedNext) == .changePlaybackRate(1.25))
        #expect(rig.session.event(for: .speedPrevious) == .changePlaybackRate(0.5))
        #expect(rig.session.event(for: .speedReset) == .changePlaybackRate(1))
        #expect(rig.session.event(for: .volumeUp(nil)) == .changeVolume(105))
        #expect(rig.session.event(for: .volumeDown(20)) == .changeVolume(80))
        #expect(rig.session.event(for: .seek(to: 42)) == .changePlaybackPosition(42))
        #expect(rig.session.event(for: .skipAd) == .skipInterstitial)
        #expect(rig.session.event(for: .pressAction) == .contextualAction)
        #expect(rig.session.event(for: .move(from: 5, to: 2)) == .moveItem(from: 4, to: 1), "1-based to 0-based")
        #expect(rig.session.event(for: .secondarySubtitleTrack(0)) == .changeSecondarySubtitleTrack(nil))
        #expect(rig.session.event(for: .secondarySubtitleTrack(3)) == .changeSecondarySubtitleTrack(3))
    }

    @Test func interfaceOnlyCommandsAreNotTheSessionsAndAreUnsupported() {
        let rig = FakeSessionHarness(files: ["a.mp3": FakeMedia()])
        for command in [ControlCommand.speedMenu, .infoPanel, .help, .queue, .toggleFit, .reloadConfig, .quit,
                        .audioMenu, .subtitleMenu, .secondarySubtitleMenu, .moveUp, .moveDown] {
            #expect(rig.session.event(for: command) == nil)
            #expect(rig.session.perform(command) == .unsupported)
        }
    }

    @Test func theShortSpellingMeansTheRemoteCommandEvent() throws {
        let rig = FakeSessionHarness(files: ["a.mp3": FakeMedia()])
        try rig.play([MediaItem(url: "a.mp3")])
        // `.pause` exists in both vocabularies; this must compile and pause.
        #expect(rig.session.perform(.pause) == .success)
        #expect(rig.infoCenter.nowPlayingInfo?.state == .paused)
        #expect(rig.session.perform(ControlCommand.togglePause) == .success)
        #expect(rig.infoCenter.nowPlayingInfo?.state == .playing)
    }
}
