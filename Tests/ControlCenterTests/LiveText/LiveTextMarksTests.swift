@testable import ControlCenter
import NowPlaying
import Testing

/// Word boxes in the frame's pixels land on the cells that show them, with the geometry the
/// video is drawn with.
@Suite struct LiveTextMarksTests {
    typealias Position = LiveTextSelection.Position

    @Test func fittedTheFrameIsCentredAndScaledToItsCells() {
        // 1280×720 in 24×12 cells: fitted to 24×7 (cells are twice as tall as wide), rows 2–8.
        let marks = LiveTextMarks.marks(LiveTextFixtures.result, in: Rect(x: 10, y: 5, width: 24, height: 12), fit: .fit)
        let func_ = marks.first { $0.position == Position(line: 0, word: 0) }
        #expect(func_?.cells == Rect(x: 11, y: 8, width: 2, height: 1), "x 80–144 of 1280 → columns 1–2 of 24")
        let fin = marks.first { $0.position == Position(line: 2, word: 0) }
        #expect(fin?.cells == Rect(x: 30, y: 12, width: 2, height: 1))
        #expect(marks.allSatisfy { $0.cells.y >= 7 && $0.cells.maxY <= 14 && $0.cells.x >= 10 && $0.cells.maxX <= 34 })
    }

    @Test func filledWordsCroppedAwayHaveNoMark() {
        // A 1280×720 frame filling a square box loses its sides: FIN at x 1100 is cropped away.
        let marks = LiveTextMarks.marks(LiveTextFixtures.result, in: Rect(x: 0, y: 0, width: 24, height: 12), fit: .fill)
        #expect(!marks.contains { $0.position == Position(line: 2, word: 0) })
        #expect(marks.allSatisfy { $0.cells.x >= 0 && $0.cells.maxX <= 24 && $0.cells.y >= 0 && $0.cells.maxY <= 12 })
    }

    @Test func aResultWithoutAFrameSizeHasNoMarks() {
        let sizeless = LiveTextResult(id: 1, frame: PixelSize(width: 0, height: 0), mediaTime: nil, lines: LiveTextFixtures.result.lines)
        #expect(LiveTextMarks.marks(sizeless, in: Rect(x: 0, y: 0, width: 24, height: 12), fit: .fit).isEmpty)
    }
}
