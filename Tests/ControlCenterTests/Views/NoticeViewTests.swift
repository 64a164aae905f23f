import NowPlaying
import Testing
@testable import ControlCenter

/// The toast on screen: on the bottom edge when it fits, wrapped at the foot of the text area
/// (above the scrubber and the buttons, which stay) when it does not, never cut: a config error
/// keeps its file:line:column and its reason.
@Suite struct NoticeViewTests {
    let now = TileFixtures.now
    static let reloadError = "config not reloaded: /home/ann/.config/playdeck/config.toml:3:1: unknown key 'forwrd' in [skip]; "
        + "did you mean 'forward'?"

    func frame(_ toast: String, columns: Int, rows: Int) -> TileFrame {
        var state = TileState(info: TileFixtures.info(), now: now)
        state.toast = toast
        return TileFixtures.render(state, columns: columns, rows: rows)
    }

    @Test func aShortNoticeSitsOnTheBorder() {
        let lines = frame("config reloaded", columns: 100, rows: 16).grid.lines
        #expect(lines[13] == "  ╰─ config reloaded ─────────────────────────────────────────────────────────────────── ? keys ─╯  ")
        #expect(lines[11] == "  │  ◖ 80%                             ↺ 10      ❚❚      15 ↻                                1×  │  ")
    }

    @Test func onAnASCIITerminalThePlayersMarksBecomeLettersNotQuestionMarks() {
        var state = TileState(info: TileFixtures.info(), now: now)
        state.toast = "Bookmark 'Chapter 3 · 12:04' added, Speed 1.25×, Loop 1:00–1:30…"
        let lines = TileFixtures.render(state, columns: 100, rows: 16, ascii: true).grid.lines
        #expect(lines[13].contains("Bookmark 'Chapter 3 - 12:04' added, Speed 1.25x, Loop 1:00-1:30..."), "\(lines[13])")
    }

    @Test func aLongNoticeWrapsBesideTheArtworkAt100Columns() {
        #expect(frame(Self.reloadError, columns: 100, rows: 16).grid.lines == [
            "                                                                                                    ",
            "                                                                                                    ",
            "  ╭─ Now Playing ────────────────────────────────────────────────────────────────────────────────╮  ",
            "  │                                                                                              │  ",
            "  │  ╭──────╮   Magnificent                                                                      │  ",
            "  │  │      │                                                                                    │  ",
            "  │  │  ♪   │   config not reloaded: /home/ann/.config/playdeck/config.toml:3:1: unknown key     │  ",
            "  │  ╰──────╯   'forwrd' in [skip]; did you mean 'forward'?                                      │  ",
            "  │                                                                                              │  ",
            "  │  0:42 ━━━━━━━━━━━━━━━━━━───────────────────────────────────────────────────────────── -2:18  │  ",
            "  │                                                                                              │  ",
            "  │  ◖ 80%                             ↺ 10      ❚❚      15 ↻                                1×  │  ",
            "  │                                                                                              │  ",
            "  ╰───────────────────────────────────────────────────────────────────────────────────── ? keys ─╯  ",
            "                                                                                                    ",
            "                                                                                                    ",
        ])
    }

    @Test func aLongNoticeWrapsAt30Columns() {
        #expect(frame(Self.reloadError, columns: 30, rows: 12).grid.lines == [
            "╭─ Now Playing ──────────────╮",
            "│ config not reloaded:       │",
            "│ /home/ann/.config/playdeck │",
            "│ /config.toml:3:1: unknown  │",
            "│ key 'forwrd' in [skip];    │",
            "│ did you mean 'forward'?    │",
            "│                            │",
            "│ 0:42 ━━━──────────── -2:18 │",
            "│                            │",
            "│      ↺ 10   ❚❚   15 ↻      │",
            "│                            │",
            "╰────────────────────────────╯",
        ])
    }

    @Test func aNoticeTooLongForTheTextTakesTheArtworksColumnsToo() {
        #expect(frame(Self.reloadError, columns: 40, rows: 12).grid.lines == [
            "╭─ Now Playing ────────────────────────╮",
            "│                                      │",
            "│ config not reloaded:                 │",
            "│ /home/ann/.config/playdeck/config.to │",
            "│ ml:3:1: unknown key 'forwrd' in      │",
            "│ [skip]; did you mean 'forward'?      │",
            "│                                      │",
            "│ 0:42 ━━━━━──────────────────── -2:18 │",
            "│                                      │",
            "│ ◖ 80%     ↺ 10   ❚❚   15 ↻        1× │",
            "│                                      │",
            "╰───────────────────────────── ? keys ─╯",
        ])
    }

    @Test func linesLeftOutAreSaidToBe() {
        #expect(NoticeView.lines("one two three four five six", width: 9, rows: 2, ellipsis: "…") == ["one two", "three fo…"])
        #expect(NoticeView.lines("one two", width: 9, rows: 2, ellipsis: "…") == ["one two"])
        #expect(NoticeView.lines("one two", width: 0, rows: 2, ellipsis: "…").isEmpty)
    }
}
