@testable import ControlCenter
import Testing

/// The selection's handles: where they start, and how far they move.
@Suite struct TrimSelectionTests {
    @Test func aSelectionStartsAtThePositionAndTakesThirtySecondsOrTheRest() {
        let middle = TrimSelection(at: 42, duration: 180)
        #expect(middle.start == 42 && middle.end == 72 && middle.focus == .start)
        let late = TrimSelection(at: 170, duration: 180)
        #expect(late.start == 170 && late.end == 180)
        let atTheEnd = TrimSelection(at: 180, duration: 180)
        #expect(abs(atTheEnd.end - atTheEnd.start - TrimSelection.shortest) < 1e-9)
    }

    @Test func theHandleInFocusMovesNoFurtherThanTheOtherOrAnEnd() {
        var selection = TrimSelection(at: 42, duration: 180)
        selection.move(by: -100)
        #expect(selection.start == 0)
        selection.move(by: 500)
        #expect(abs(selection.start - (72 - TrimSelection.shortest)) < 1e-9)
        selection.switchHandle()
        #expect(selection.focus == .end)
        selection.move(by: 500)
        #expect(selection.end == 180)
        selection.move(by: -500)
        #expect(abs(selection.end - selection.start - TrimSelection.shortest) < 1e-9)
    }
}
