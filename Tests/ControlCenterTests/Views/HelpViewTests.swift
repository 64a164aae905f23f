import Commands
import NowPlaying
import Settings
import Testing
@testable import ControlCenter

/// The `?` overlay: every command of the key map with its keys, a long summary wrapped onto the
/// rows below it and never cut.
@Suite struct HelpViewTests {
    let now = TileFixtures.now

    @Test func theHelpOverlayListsEveryCommandOfTheKeyMapWithItsKeys() {
        var state = TileState(info: TileFixtures.info(), now: now)
        state.overlay = .help
        let frame = TileFixtures.render(state, columns: 100, rows: 30)
        let text = frame.grid.lines.joined(separator: "\n")
        #expect(frame.grid.lines == [
            "  ╭─ Keys ───────────────────────────────────────────────────────────────────────────────────────╮  ",
            "  │                                                                                              │  ",
            "  │  space p      play or pause                     r            repeat none, track or queue     │  ",
            "  │  ←            skip back 10 s                    #            open the audio track menu       │  ",
            "  │  →            skip forward 15 s                 j            open the subtitle track menu    │  ",
            "  │  ↑            skip forward 60 s                 k            open the second subtitle menu   │  ",
            "  │  ↓            skip back 60 s                    o            choose the audio output         │  ",
            "  │  [            previous speed in the list        z            toggle video fit and fill       │  ",
            "  │  ]            next speed in the list            T            select the paused frame's text  │  ",
            "  │  backspace \\  back to the default speed         d            close the tile, keep playing    │  ",
            "  │  s            open the speed menu                            in the background               │  ",
            "  │  i            open the info panel               P            list the desktop's players to   │  ",
            "  │  ?            show the keys                                  show one                        │  ",
            "  │  enter        press the action (Skip Intro)     t            choose a part to save           │  ",
            "  │  a            skip the ad once allowed          w            swap picture in picture         │  ",
            "  │  n >          next item                         W            close picture in picture        │  ",
            "  │  <            previous item                     1            multiview: hear view 1          │  ",
            "  │  9            volume down 5%                    2            multiview: hear view 2          │  ",
            "  │  0            volume up 5%                      3            multiview: hear view 3          │  ",
            "  │  m            mute or unmute                    4            multiview: hear view 4          │  ",
            "  │  ,            previous chapter                  e            multiview: enlarge heard view   │  ",
            "  │  .            next chapter                      Z            open the sleep timer menu       │  ",
            "  │  tab l        show the queue                    f            fill the terminal or go back    │  ",
            "  │  L            browse the music library          b            bookmark the place playing      │  ",
            "  │  K S-up       move the highlighted item up      B            show the item's bookmarks       │  ",
            "  │  J S-down     move the highlighted item down    C-r          read the config file again      │  ",
            "  │  x            shuffle on or off                 q            quit PlayDeck                   │  ",
            "  │                                                                                              │  ",
            "  ╰───────────────────────────────────────────────────────────────────────────── any key closes ─╯  ",
            "                                                                                                    ",
        ])
        #expect(text.contains("tab l        show the queue"))
        #expect(text.contains("L            browse the music library"))
        #expect(text.contains("K S-up       move the highlighted item up"))
        #expect(text.contains("k            open the second subtitle menu"))
        #expect(text.contains("o            choose the audio output"))
        #expect(text.contains("T            select the paused frame's text"))
        #expect(text.contains("t            choose a part to save"))
        #expect(text.contains("w            swap picture in picture"))
        #expect(text.contains("W            close picture in picture"))
        #expect(text.contains("3            multiview: hear view 3"))
        #expect(text.contains("e            multiview: enlarge heard view"))
        #expect(text.contains("Z            open the sleep timer menu"))
        #expect(text.contains("f            fill the terminal or go back"))
        #expect(text.contains("b            bookmark the place playing"))
        #expect(text.contains("B            show the item's bookmarks"))
        #expect(text.contains("q            quit PlayDeck"))
        #expect(!text.contains("Now Playing"), "help has the screen to itself")
    }

    @Test func at40ColumnsOneColumnWrapsAndSaysWhenMoreFollows() {
        var state = TileState(info: TileFixtures.info(), now: now)
        state.overlay = .help
        #expect(TileFixtures.render(state, columns: 40, rows: 12).grid.lines == [
            "╭─ Keys ───────────────────────────────╮",
            "│                                      │",
            "│  space p      play or pause          │",
            "│  ←            skip back 10 s         │",
            "│  →            skip forward 15 s      │",
            "│  ↑            skip forward 60 s      │",
            "│  ↓            skip back 60 s         │",
            "│  [            previous speed in the  │",
            "│               list                   │",
            "│               …                      │",
            "│                                      │",
            "╰───────────────────── any key closes ─╯",
        ])
    }

    @Test func manyKeysForOneCommandWrapToo() throws {
        var keys = KeyBindings.defaults
        for name in ["F5", "F6", "F7", "F8", "C-p"] { keys.bind(try KeyName(parsing: name), to: .player(.togglePause)) }
        var state = TileState(info: TileFixtures.info(), now: now)
        state.overlay = .help
        state.keys = keys
        let lines = TileFixtures.render(state, columns: 60, rows: 16).grid.lines
        #expect(Array(lines[2...3]) == [
            "    │  space p f5 f6   play or pause                   │    ",
            "    │  f7 f8 C-p                                       │    ",
        ])
    }
}
