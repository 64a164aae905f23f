import Commands
import Playback
import PlayerDoubles
import Testing
@testable import NowPlaying

/// Where the sound goes, against the fake player (the conformance suite holds it to libmpv's
/// `audio-device-list` and `audio-device`): outputs listed, chosen, remembered, and lost.
@Suite struct NowPlayingSessionOutputTests {
    static let speakers = AudioDevice(name: "alsa/speakers", description: "Built-in Speakers")
    static let headphones = AudioDevice(name: "alsa/headphones", description: "USB Headphones")

    /// A session playing a 60 s item with the speakers and the headphones plugged in, its
    /// outputs asked for (as a tile or a client of the socket does).
    static func playing(interstitials: Bool = false) throws -> FakeSessionHarness {
        let harness = FakeSessionHarness(files: ["song.mp3": FakeMedia(duration: 60)], interstitials: interstitials)
        harness.player.plugAudioDevices([speakers, headphones])
        try harness.play([MediaItem(url: "song.mp3")])
        harness.session.outputs.watch()
        harness.idle(0.1)
        return harness
    }

    @Test func theOutputsAreNotListedUntilSomeoneAsks() throws {
        let harness = FakeSessionHarness(files: ["song.mp3": FakeMedia(duration: 60)])
        harness.player.plugAudioDevices([Self.speakers, Self.headphones])
        try harness.play([MediaItem(url: "song.mp3")])
        #expect(harness.last?.audioDevices == [])
        #expect(harness.last?.commands.isEnabled(.changeAudioDevice) == true, "a choice reads the list itself")
        harness.session.outputs.watch()
        #expect(harness.last?.audioDevices.count == 3)
    }

    @Test func theSnapshotListsEveryOutputTheDefaultFirstAndTheOnePlaying() throws {
        let harness = try Self.playing()
        #expect(harness.last?.audioDevices == [
            AudioDeviceInfo(name: "auto", description: "Autoselect device"),
            AudioDeviceInfo(name: "alsa/speakers", description: "Built-in Speakers"),
            AudioDeviceInfo(name: "alsa/headphones", description: "USB Headphones"),
        ])
        #expect(harness.last?.audioDevice == "auto")
        #expect(harness.last?.currentAudioDevice?.label == "Autoselect device")
        #expect(harness.last?.commands.isEnabled(.changeAudioDevice) == true)
    }

    @Test func choosingAnOutputMovesPlaybackThereAtOncePublishesItAndTellsTheOwner() throws {
        let harness = try Self.playing()
        try harness.waitForMedia(2)
        #expect(harness.session.perform(.audioDevice("alsa/headphones")) == .success)
        #expect(harness.player.calls.last == "audio-device alsa/headphones")
        #expect(harness.last?.audioDevice == "alsa/headphones", "published with the command's answer")
        #expect(harness.last?.currentAudioDevice?.label == "USB Headphones")
        #expect(harness.recorder.outputs == [.chosen("alsa/headphones")])
        try harness.waitForMedia(4)
        #expect(harness.now.state == .playing, "the item plays on, where it was")
        #expect(harness.now.audioDevice == "alsa/headphones", "what the player reported agrees")
    }

    @Test func anOutputMpvDoesNotListIsRefusedWithWhyAndNothingChanges() throws {
        let harness = try Self.playing()
        let calls = harness.player.calls
        #expect(harness.session.perform(.audioDevice("alsa/nowhere")) == .commandFailed("No audio output is named 'alsa/nowhere'"))
        #expect(harness.player.calls == calls)
        #expect(harness.recorder.outputs.isEmpty)
        #expect(harness.now.audioDevice == "auto")
    }

    /// `--ao=null`: mpv still lists ALSA's "Default (alsa)", which would be set, never heard,
    /// and remembered for the next start. Nothing but the default is offered or chosen.
    @Test func underAFixedAudioOutputOtherDriversOutputsAreNeitherOfferedNorChosenNorRestored() throws {
        let harness = FakeSessionHarness(files: ["song.mp3": FakeMedia(duration: 60)])
        harness.session.outputs.drivers = AudioDrivers(ao: "null")
        harness.player.plugAudioDevices([AudioDevice(name: "alsa", description: "Default (alsa)"), Self.speakers])
        #expect(!harness.session.outputs.restoreRemembered("alsa"))
        try harness.play([MediaItem(url: "song.mp3")])
        harness.session.outputs.watch()
        #expect(harness.last?.audioDevices.map(\.name) == ["auto"])
        #expect(harness.last?.commands.states[.changeAudioDevice] == .disabled("No other audio output is available"))
        let calls = harness.player.calls
        #expect(harness.session.perform(.audioDevice("alsa")) != .success)
        #expect(harness.player.calls == calls)
        #expect(harness.recorder.outputs.isEmpty, "nothing to remember")
    }

    @Test func withOnlyTheDefaultThereIsNothingToChoose() throws {
        let harness = FakeSessionHarness()
        harness.session.outputs.watch()
        #expect(harness.last?.audioDevices.map(\.name) == ["auto"])
        #expect(harness.last?.commands.states[.changeAudioDevice] == .disabled("No other audio output is available"))
        #expect(harness.session.perform(.audioDevice("auto")) == .disabled("No other audio output is available"))
    }

    @Test func theOutputPlayingGoingAwaySendsTheSoundToTheDefaultWithOneNotice() throws {
        let harness = try Self.playing()
        #expect(harness.session.perform(.audioDevice("alsa/headphones")) == .success)
        harness.player.plugAudioDevices([Self.speakers])
        harness.idle(0.1)
        #expect(harness.player.calls.last == "audio-device auto")
        #expect(harness.last?.audioDevice == "auto")
        #expect(harness.last?.audioDevices.map(\.name) == ["auto", "alsa/speakers"])
        #expect(harness.recorder.outputs == [.chosen("alsa/headphones"),
                                             .lost(AudioDeviceInfo(name: "alsa/headphones", description: "USB Headphones"))])
        // Further changes of the list say nothing more: the default plays.
        harness.player.plugAudioDevices([])
        harness.idle(0.1)
        #expect(harness.recorder.outputs.count == 2)
        try harness.waitForMedia(3)
        #expect(harness.now.state == .playing)
    }

    @Test func anOutputThatIsNotPlayingGoingAwaySaysNothing() throws {
        let harness = try Self.playing()
        #expect(harness.session.perform(.audioDevice("alsa/speakers")) == .success)
        harness.player.plugAudioDevices([Self.speakers])
        harness.idle(0.1)
        #expect(harness.recorder.outputs == [.chosen("alsa/speakers")])
        #expect(harness.now.audioDevice == "alsa/speakers")
    }

    @Test func aRememberedOutputIsUsedAtStartOnlyWhenItIsThereAndIsNoNewChoice() throws {
        let harness = FakeSessionHarness(files: ["song.mp3": FakeMedia(duration: 60)])
        harness.player.plugAudioDevices([Self.speakers])
        #expect(!harness.session.outputs.restoreRemembered("alsa/headphones"))
        #expect(!harness.player.calls.contains { $0.hasPrefix("audio-device") })
        #expect(harness.session.outputs.restoreRemembered("alsa/speakers"))
        #expect(harness.player.calls == ["audio-device alsa/speakers"], "set before anything loads")
        try harness.play([MediaItem(url: "song.mp3")])
        #expect(harness.last?.audioDevice == "alsa/speakers")
        #expect(harness.recorder.outputs.isEmpty, "nothing to remember anew")
    }

    @Test func anAdPlaysThroughTheOutputChosen() throws {
        let harness = try Self.playing(interstitials: true)
        #expect(harness.session.perform(.audioDevice("alsa/speakers")) == .success)
        #expect(harness.interstitialPlayer?.calls.last == "audio-device alsa/speakers")
    }

    @Test func namesAndDescriptionsWithEscapesArePublishedSafeAndStillChoose() throws {
        let harness = FakeSessionHarness()
        harness.player.plugAudioDevices([AudioDevice(name: "alsa/evil\u{1B}[2J", description: "Evil \u{1B}]0;owned\u{07}")])
        harness.session.outputs.watch()
        harness.idle(0.1)
        let published = try #require(harness.last?.audioDevices.last)
        #expect(!published.name.contains("\u{1B}") && !published.description.contains("\u{1B}"))
        #expect(!published.description.contains("\u{07}"))
        #expect(harness.session.perform(.audioDevice(published.name)) == .success)
        #expect(harness.player.calls.last == "audio-device alsa/evil\u{1B}[2J", "mpv gets its own name back")
    }
}
