import Testing
@testable import ControlCenter
@testable import NowPlaying

/// Trim mode drawn into the cell grid: the selection and its handles on the bar, the row below
/// telling the selection and the keys, or the progress of the trim being written.
@Suite struct TrimViewTests {
    let now = TileFixtures.now

    func render(_ info: NowPlayingInfo, _ selection: TrimSelection) -> TileFrame {
        var state = TileState(info: info, now: now)
        state.overlay = .trim(selection)
        return TileFixtures.render(state)
    }

    @Test func theSelectionSitsBetweenItsHandlesWithTheKeysBelow() {
        var selection = TrimSelection(at: 42, duration: 180)
        selection.switchHandle()
        let frame = render(TileFixtures.info(), selection)
        #expect(Array(frame.grid.lines[2...13]) == [
            "╭─ Now Playing ────────────────────────────────────────────╮",
            "│                                                          │",
            "│  ╭──────╮   Magnificent                                  │",
            "│  │      │   Test Artist — Seeds                          │",
            "│  │  ♪   │                                                │",
            "│  ╰──────╯   Trim 0:42 — 1:12 · Enter save · Esc leave    │",
            "│                                                          │",
            "│  0:42 ━━━━━━━━━━[━━━━━━]───────────────────────── -2:18  │",
            "│                                                          │",
            "│  ◖ 80%              ↺ 10   ❚❚   15 ↻                 1×  │",
            "│                                                          │",
            "╰───────────────────────────────────────────────── ? keys ─╯",
        ])
        // The selection in the selection colour; the start handle bold, the end (in focus) reversed, as a pill.
        #expect(TileFixtures.styles(frame.grid, row: 9) == "s..ssss.aaaaaaaaaaASSSSSSpsssssssssssssssssssssssss.sssss..s")
    }

    @Test func aWideTileNamesTheHandleKeysToo() {
        var state = TileState(info: TileFixtures.info(), now: now)
        state.overlay = .trim(TrimSelection(at: 42, duration: 180))
        let frame = TileFixtures.render(state, columns: 110)
        #expect(frame.grid.lines[7].contains("Trim 0:42 — 1:12 (0:30) · Tab handle · arrows , . move · Enter save · Esc leave"))
    }

    @Test func whileATrimIsWrittenTheRowShowsItsProgress() {
        var info = TileFixtures.info()
        info.trim = TrimProgress(name: "magnificent (trimmed).mp3", fraction: 0.45)
        let frame = render(info, TrimSelection(at: 42, duration: 180))
        #expect(Array(frame.grid.lines[7...9]) == [
            "│  ╰──────╯   Saving magnificent (tri… ━━━━━━──────── 45%  │",
            "│                                                          │",
            "│  0:42 ━━━━━━━━━━[━━━━━━]───────────────────────── -2:18  │",
        ])
    }
}
