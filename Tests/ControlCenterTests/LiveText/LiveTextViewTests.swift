@testable import ControlCenter
import NowPlaying
import Testing

/// The tile with Live Text over a paused video, as a person sees it: the video's cells (here
/// a flat ░ picture), the words' cells underlined, the selection reversed, and the keys at the
/// bottom while selecting. The attribute layer: u underlined, R selected, . neither.
@Suite struct LiveTextViewTests {
    static func render(selection: LiveTextSelection?) -> TileFrame {
        var state = TileState(info: LiveTextFixtures.info(), now: TileFixtures.now)
        state.liveText = LiveTextFixtures.result
        state.liveTextSelection = selection
        if selection != nil { state.overlay = .liveText }
        let video = ArtworkCells(columns: 24, rows: 7, cells: Array(repeating: Cell(text: "░", width: 1, style: .plain),
                                                                    count: 24 * 7))
        return TileFixtures.render(state, columns: 80, rows: 26) { columns, rows in
            columns >= 24 && rows >= 7 ? video : nil
        }
    }

    static func marks(_ grid: CellGrid, rows: ClosedRange<Int>, columns: Range<Int>) -> [String] {
        rows.map { y in
            String(columns.map { x in
                let attributes = grid[x, y].style.attributes
                return attributes.contains(.reverse) ? "R" : attributes.contains(.underline) ? "u" : "."
            })
        }
    }

    @Test func wordsFoundAreUnderlinedOverTheVideo() {
        let frame = Self.render(selection: nil)
        // The artwork area is 24×12 cells at (5, 5); the 16:9 frame fills 24×7 of them, rows 7–13.
        #expect(Array(frame.grid.lines[3...14].map { String($0.prefix(31)) }) == [
            "  ╭─ Now Playing ──────────────",
            "  │                            ",
            "  │                            ",
            "  │                            ",
            "  │  ░░░░░░░░░░░░░░░░░░░░░░░░  ",
            "  │  ░░░░░░░░░░░░░░░░░░░░░░░░  ",
            "  │  ░░░░░░░░░░░░░░░░░░░░░░░░  ",
            "  │  ░░░░░░░░░░░░░░░░░░░░░░░░  ",
            "  │  ░░░░░░░░░░░░░░░░░░░░░░░░  ",
            "  │  ░░░░░░░░░░░░░░░░░░░░░░░░  ",
            "  │  ░░░░░░░░░░░░░░░░░░░░░░░░  ",
            "  │                            ",
        ])
        #expect(Self.marks(frame.grid, rows: 7...13, columns: 5..<29) == [
            "........................",
            ".uuuuu..................",
            "..uuuuu.................",
            "........................",
            "........................",
            "....................uu..",
            "........................",
        ])
    }

    @Test func theSelectionIsReversedAndItsTextIsShownWithTheKeys() {
        let selection = LiveTextSelection(anchor: .init(line: 0, word: 1), focus: .init(line: 1, word: 1))
        let frame = Self.render(selection: selection)
        #expect(Self.marks(frame.grid, rows: 7...13, columns: 5..<29) == [
            "........................",
            ".uuRRR..................",
            "..RRRRR.................",
            "........................",
            "........................",
            "....................uu..",
            "........................",
        ])
        // The words themselves, lines joined with " / ": the marks alone cannot say which they are.
        #expect(frame.grid.lines[22] == "  ╰─ “greet() { / return name” · y copy · esc ────────────────────── ? keys ─╯  ")
    }

    @Test func withoutASelectionTheBottomEdgeListsTheKeys() {
        var grid = CellGrid(columns: 80, rows: 24)
        LiveTextView(glyphs: .unicode, palette: Palette(theme: .defaults, depth: .truecolor))
            .drawHint(in: Rect(x: 2, y: 0, width: 76, height: 23), selected: nil, into: &grid)
        #expect(grid.lines[22].contains("↑↓←→ select · ⇧ extends · y copy · a all · esc"))
    }
}
