import Testing
@testable import ControlCenter

/// Every size from "too small" up keeps the tile inside the terminal and its frame whole.
@Suite struct TileLayoutTests {
    @Test func everySizeFrom20By6To120By40DrawsInsideTheScreen() {
        var info = TileFixtures.info(title: "굉장한 노래를 부르는 가수 — a very long title indeed")
        info.actions = ["Skip Intro"]
        let state = TileState(info: info, now: TileFixtures.now)
        for columns in stride(from: 20, through: 120, by: 5) {
            for rows in stride(from: 6, through: 40, by: 2) {
                let layout = TileLayout.make(columns: columns, rows: rows, compactBelowColumns: 60)
                let screen = Rect(x: 0, y: 0, width: columns, height: rows)
                for part in [layout.box, layout.artwork, layout.text, layout.scrubber, layout.transport].compactMap({ $0 }) {
                    #expect(part.x >= 0 && part.y >= 0 && part.maxX <= screen.maxX && part.maxY <= screen.maxY,
                            "\(columns)×\(rows): \(part)")
                }
                let frame = TileFixtures.render(state, columns: columns, rows: rows)
                #expect(frame.grid.lines.allSatisfy { DisplayWidth.of($0) <= columns }, "\(columns)×\(rows)")
                let text = frame.grid.lines.joined()
                #expect(text.contains("Now Playing") || columns < 24 || rows < 9, "\(columns)×\(rows)")
                #expect(text.contains("0:42"), "the time shows at \(columns)×\(rows)")
            }
        }
    }

    @Test func theCompactLayoutStartsBelowTheConfiguredWidth() {
        #expect(TileLayout.make(columns: 59, rows: 30, compactBelowColumns: 60).mode == .compact)
        #expect(TileLayout.make(columns: 60, rows: 30, compactBelowColumns: 60).mode == .regular)
        #expect(TileLayout.make(columns: 100, rows: 15, compactBelowColumns: 60).mode == .compact)
        #expect(TileLayout.make(columns: 19, rows: 30, compactBelowColumns: 60).mode == .tooSmall)
        #expect(TileLayout.make(columns: 40, rows: 5, compactBelowColumns: 60).mode == .tooSmall)
    }
}
