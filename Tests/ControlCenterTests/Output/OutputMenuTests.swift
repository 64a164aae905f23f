import Commands
import Settings
import Testing
@testable import ControlCenter
@testable import NowPlaying

/// The output menu (`o`): every output by what the sound system calls it, the one playing
/// marked, Enter sending `audio-device NAME`; the tile only sends the command and reads the
/// snapshot, so it works the same over `playdeck attach`.
@Suite struct OutputMenuTests {
    let now = TileFixtures.now

    func info(playing: String = "alsa/hdmi") -> NowPlayingInfo {
        var info = TileFixtures.info()
        info.audioDevices = [
            AudioDeviceInfo(name: "auto", description: "Autoselect device"),
            AudioDeviceInfo(name: "alsa/speakers", description: "Built-in Speakers"),
            AudioDeviceInfo(name: "alsa/hdmi", description: "HDMI Output"),
            AudioDeviceInfo(name: "pulse/bt", description: ""),
        ]
        info.audioDevice = playing
        return info
    }

    @Test func theMenuListsTheOutputsByDescriptionAndMarksTheOnePlaying() {
        var state = TileState(info: info(), now: now)
        state.overlay = .outputMenu(highlighted: 1)
        let frame = TileFixtures.render(state)
        #expect(Array(frame.grid.lines[4...10]) == [
            "│  ╭──────╮   Magnificent                                  │",
            "│  │      │   Test╭─ Output ─────────────╮                 │",
            "│  │  ♪   │       │   Autoselect device  │                 │",
            "│  ╰──────╯       │   Built-in Speakers  │                 │",
            "│                 │ ● HDMI Output        │                 │",
            "│  0:42 ━━━━━━━━━━│   pulse/bt           │───────── -2:18  │",
            "│                 ╰──────────────────────╯                 │",
        ])
        #expect(TileFixtures.styles(frame.grid, row: 7).contains(String(repeating: "S", count: 20)), "the speakers highlighted")
        #expect(TileFixtures.styles(frame.grid, row: 8).contains(String(repeating: "a", count: 20)), "HDMI marked")
    }

    @Test func oOpensItOnTheOutputPlayingAndEnterSendsTheChosenName() {
        let target = RecordingSource()
        let controller = target.controller(info())
        controller.handle(.key(KeyName(.character("o"))), now: now)
        #expect(controller.overlay == .outputMenu(highlighted: 2), "opens on the output playing")
        controller.handle(.key(KeyName(.named(.up))), now: now)
        controller.handle(.key(KeyName(.named(.enter))), now: now)
        #expect(target.commands == [.audioDevice("alsa/speakers")])
        #expect(controller.overlay == .none)
    }

    @Test func oClosesItAgainAndEscSendsNothing() {
        let target = RecordingSource()
        let controller = target.controller(info())
        controller.handle(.key(KeyName(.character("o"))), now: now)
        controller.handle(.key(KeyName(.character("o"))), now: now)
        #expect(controller.overlay == .none)
        controller.handle(.key(KeyName(.character("o"))), now: now)
        controller.handle(.key(KeyName(.named(.esc))), now: now)
        #expect(controller.overlay == .none)
        #expect(target.commands.isEmpty)
    }

    @Test func withOnlyTheDefaultItSaysWhyThereIsNoMenu() {
        var one = info(playing: "auto")
        one.audioDevices.removeLast(3)
        let controller = RecordingSource().controller(one)
        controller.handle(.key(KeyName(.character("o"))), now: now)
        #expect(controller.overlay == .none)
        #expect(controller.state(now: now).toast == "No other audio output is available")
    }

    @Test func theMenuClosesWhenTheOtherOutputsGoAway() {
        let controller = RecordingSource().controller(info())
        controller.handle(.key(KeyName(.character("o"))), now: now)
        var unplugged = info(playing: "auto")
        unplugged.audioDevices.removeLast(3)
        controller.show(unplugged, now: now)
        #expect(controller.overlay == .none)
    }

    @Test func anOutputWithoutADescriptionGoesByItsName() {
        #expect(OutputMenu.entries(info()).map(\.label) == ["Autoselect device", "Built-in Speakers", "HDMI Output", "pulse/bt"])
    }
}
