import Commands
import NowPlaying
import Settings
import Testing
@testable import ControlCenter

/// The `?` overlay: the key map's commands in groups with headings, flowing into as many
/// columns as the screen holds and on to pages the arrows turn; a long summary wraps, never cut.
@Suite struct HelpViewTests {
    let now = TileFixtures.now

    private func help(columns: Int, rows: Int, page: Int = 0, keys: KeyBindings = .defaults) -> [String] {
        var state = TileState(info: TileFixtures.info(), now: now)
        state.overlay = .help
        state.helpPage = page
        state.keys = keys
        return TileFixtures.render(state, columns: columns, rows: rows).grid.lines
    }

    @Test func at100By30TheGroupsFlowIntoTwoColumnsAndASecondPage() {
        #expect(help(columns: 100, rows: 30) == [
            "  ╭─ Keys ───────────────────────────────────────────────────────────────────────────────────────╮  ",
            "  │                                                                                              │  ",
            "  │  Playback                                       9 -          volume down 5%                  │  ",
            "  │  space p      play or pause                     0 + =        volume up 5%                    │  ",
            "  │  enter        press the action (Skip Intro)     m            mute or unmute                  │  ",
            "  │  a            skip the ad once allowed          #            open the audio track menu       │  ",
            "  │  n >          next item                         o            choose the audio output         │  ",
            "  │  <            previous item                                                                  │  ",
            "  │  ,            previous chapter                  Queue & library                              │  ",
            "  │  .            next chapter                      tab l        show the queue                  │  ",
            "  │  Z            open the sleep timer menu         L            browse the music library        │  ",
            "  │                                                 K S-up       move the highlighted item up    │  ",
            "  │  Seek & bookmarks                               J S-down     move the highlighted item down  │  ",
            "  │  ←            skip back 10 s                    u            undo the queue's last edit      │  ",
            "  │  →            skip forward 15 s                 x            shuffle on or off               │  ",
            "  │  ↑            skip forward 60 s                 r            repeat none, track or queue     │  ",
            "  │  ↓            skip back 60 s                    d s c C      in the queue: remove, save,     │  ",
            "  │  g            type where to go: 1:23, 45%,                   clear, crop                     │  ",
            "  │               +30 or -1:00                                                                   │  ",
            "  │  t            choose a part to save             Panels                                       │  ",
            "  │  b            bookmark the place playing        i            open the info panel             │  ",
            "  │  B            show the item's bookmarks         ?            show the keys                   │  ",
            "  │                                                 P            list the desktop's players to   │  ",
            "  │  Volume & speed                                              show one                        │  ",
            "  │  [            previous speed in the list        f            fill the terminal or go back    │  ",
            "  │  ]            next speed in the list            Y            show the Syncplay room and its  │  ",
            "  │  backspace \\  back to the default speed                      chat                            │  ",
            "  │  s            open the speed menu                                                            │  ",
            "  │                                                                                              │  ",
            "  ╰───────────────────────────────────────────────────────── page 1/2 ↓↑ · any other key closes ─╯  ",
        ])
        #expect(help(columns: 100, rows: 30, page: 1) == [
            "  ╭─ Keys ───────────────────────────────────────────────────────────────────────────────────────╮  ",
            "  │                                                                                              │  ",
            "  │  Picture & subtitles                                                                         │  ",
            "  │  j            open the subtitle track menu                                                   │  ",
            "  │  k            open the second subtitle menu                                                  │  ",
            "  │  z            toggle video fit and fill                                                      │  ",
            "  │  T            select the paused frame's text                                                 │  ",
            "  │  w            swap picture in picture                                                        │  ",
            "  │  W            close picture in picture                                                       │  ",
            "  │  1            multiview: hear view 1                                                         │  ",
            "  │  2            multiview: hear view 2                                                         │  ",
            "  │  3            multiview: hear view 3                                                         │  ",
            "  │  4            multiview: hear view 4                                                         │  ",
            "  │  e            multiview: enlarge heard view                                                  │  ",
            "  │                                                                                              │  ",
            "  │  Program                                                                                     │  ",
            "  │  d            close the tile, keep playing                                                   │  ",
            "  │               in the background                                                              │  ",
            "  │  y            join or leave the Syncplay                                                     │  ",
            "  │               room                                                                           │  ",
            "  │  C-r          read the config file again                                                     │  ",
            "  │  q            quit PlayDeck                                                                  │  ",
            "  │                                                                                              │  ",
            "  │                                                                                              │  ",
            "  │                                                                                              │  ",
            "  │                                                                                              │  ",
            "  │                                                                                              │  ",
            "  │                                                                                              │  ",
            "  │                                                                                              │  ",
            "  ╰───────────────────────────────────────────────────────── page 2/2 ↓↑ · any other key closes ─╯  ",
        ])
    }

    @Test func at240By60EveryGroupFitsOnOnePageInShorterColumns() {
        let lines = help(columns: 240, rows: 60)
        #expect(lines[..<20].allSatisfy { $0.allSatisfy { $0 == " " } })
        #expect(Array(lines[20...38]) == [
            " ╭─ Keys ────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────╮  ",
            " │                                                                                                                                                                                                                                           │  ",
            " │  Playback                                       g            type where to go: 1:23, 45%,      o            choose the audio output           ?            show the keys                     2            multiview: hear view 2          │  ",
            " │  space p      play or pause                                  +30 or -1:00                                                                     P            list the desktop's players to     3            multiview: hear view 3          │  ",
            " │  enter        press the action (Skip Intro)     t            choose a part to save             Queue & library                                             show one                          4            multiview: hear view 4          │  ",
            " │  a            skip the ad once allowed          b            bookmark the place playing        tab l        show the queue                    f            fill the terminal or go back      e            multiview: enlarge heard view   │  ",
            " │  n >          next item                         B            show the item's bookmarks         L            browse the music library          Y            show the Syncplay room and its                                                 │  ",
            " │  <            previous item                                                                    K S-up       move the highlighted item up                   chat                              Program                                      │  ",
            " │  ,            previous chapter                  Volume & speed                                 J S-down     move the highlighted item down                                                   d            close the tile, keep playing    │  ",
            " │  .            next chapter                      [            previous speed in the list        u            undo the queue's last edit        Picture & subtitles                                         in the background               │  ",
            " │  Z            open the sleep timer menu         ]            next speed in the list            x            shuffle on or off                 j            open the subtitle track menu      y            join or leave the Syncplay      │  ",
            " │                                                 backspace \\  back to the default speed         r            repeat none, track or queue       k            open the second subtitle menu                  room                            │  ",
            " │  Seek & bookmarks                               s            open the speed menu               d s c C      in the queue: remove, save,       z            toggle video fit and fill         C-r          read the config file again      │  ",
            " │  ←            skip back 10 s                    9 -          volume down 5%                                 clear, crop                       T            select the paused frame's text    q            quit PlayDeck                   │  ",
            " │  →            skip forward 15 s                 0 + =        volume up 5%                                                                     w            swap picture in picture                                                        │  ",
            " │  ↑            skip forward 60 s                 m            mute or unmute                    Panels                                         W            close picture in picture                                                       │  ",
            " │  ↓            skip back 60 s                    #            open the audio track menu         i            open the info panel               1            multiview: hear view 1                                                         │  ",
            " │                                                                                                                                                                                                                                           │  ",
            " ╰────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────── any key closes ─╯  ",
        ])
        #expect(lines[39...].allSatisfy { $0.allSatisfy { $0 == " " } })
    }

    @Test func at40By12OneColumnPagesAndNeverCutsAnEntry() {
        #expect(help(columns: 40, rows: 12) == [
            "╭─ Keys ───────────────────────────────╮",
            "│                                      │",
            "│  Playback                            │",
            "│  space p      play or pause          │",
            "│  enter        press the action       │",
            "│               (Skip Intro)           │",
            "│  a            skip the ad once       │",
            "│               allowed                │",
            "│  n >          next item              │",
            "│  <            previous item          │",
            "│                                      │",
            "╰─────────────────────── page 1/14 ↓↑ ─╯",
        ])
        #expect(help(columns: 40, rows: 12, page: 12) == [
            "╭─ Keys ───────────────────────────────╮",
            "│                                      │",
            "│  Program                             │",
            "│  d            close the tile, keep   │",
            "│               playing in the         │",
            "│               background             │",
            "│  y            join or leave the      │",
            "│               Syncplay room          │",
            "│  C-r          read the config file   │",
            "│               again                  │",
            "│                                      │",
            "╰────────────────────── page 13/14 ↓↑ ─╯",
        ])
        // Past the last page the last is shown.
        #expect(help(columns: 40, rows: 12, page: 40) == help(columns: 40, rows: 12, page: 13))
    }

    @Test func everyCommandIsOnSomePageWholeAtEverySize() {
        let groups = HelpView.groups(.defaults, intervals: SkipIntervals(backward: 10, forward: 15), unicode: true)
        for (columns, rows) in [(40, 12), (100, 30), (240, 60), (20, 8)] {
            let layout = HelpLayout(keys: .defaults, intervals: SkipIntervals(backward: 10, forward: 15), unicode: true,
                                    columns: columns, rows: rows)
            let shown = (0..<layout.pages.count).map { help(columns: columns, rows: rows, page: $0).joined(separator: "\n") }
            var entries = 0
            for page in layout.pages {
                for column in page {
                    let held = column.filter { if case .entry? = $0 { true } else { false } }.count
                    // Only an entry taller than the box on its own may run past it.
                    #expect(column.reduce(0) { $0 + ($1?.height ?? 1) } <= max(1, rows - 4) || held == 1,
                            "a column taller than the box at \(columns)×\(rows)")
                    entries += held
                }
            }
            #expect(entries == groups.flatMap(\.entries).count, "\(columns)×\(rows)")
            for heading in groups.map(\.group.rawValue) where columns >= 40 {
                #expect(shown.contains { $0.contains(heading) }, "\(heading) at \(columns)×\(rows)")
            }
        }
    }

    @Test func theArrowsTurnThePagesAndAnyOtherKeyCloses() {
        let target = RecordingSource()
        let tile = target.controller(TileFixtures.info(), rows: 12)
        tile.screenColumns = 40
        tile.handle(TileFixtures.key("?"), now: now)
        tile.handle(TileFixtures.key("down"), now: now)
        tile.handle(TileFixtures.key("pgdn"), now: now)
        #expect(tile.overlay == .help)
        #expect(tile.state(now: now).helpPage == 2)
        tile.handle(TileFixtures.key("up"), now: now)
        #expect(tile.state(now: now).helpPage == 1)
        for _ in 0..<30 { tile.handle(TileFixtures.key("down"), now: now) }
        #expect(tile.state(now: now).helpPage == 13, "the last page stays")
        tile.handle(TileFixtures.key("space"), now: now)
        #expect(tile.overlay == .none, "space past the last page closes, as a pager does")
        tile.handle(TileFixtures.key("?"), now: now)
        #expect(tile.state(now: now).helpPage == 0, "it opens on its first page")
        tile.handle(TileFixtures.key("q"), now: now)
        #expect(tile.overlay == .none)
        #expect(target.commands.isEmpty)
    }

    @Test func onOnePageEveryKeyCloses() {
        let tile = RecordingSource().controller(TileFixtures.info(), rows: 60)
        tile.screenColumns = 240
        tile.handle(TileFixtures.key("?"), now: now)
        tile.handle(TileFixtures.key("down"), now: now)
        #expect(tile.overlay == .none)
    }

    @Test func manyKeysForOneCommandWrapToo() throws {
        var keys = KeyBindings.defaults
        for name in ["F5", "F6", "F7", "F8", "C-p"] { keys.bind(try KeyName(parsing: name), to: .player(.togglePause)) }
        let lines = help(columns: 60, rows: 16, keys: keys)
        #expect(Array(lines[2...4]) == [
            "    │  Playback                                        │    ",
            "    │  space p f5 f6   play or pause                   │    ",
            "    │  f7 f8 C-p                                       │    ",
        ])
    }
}
