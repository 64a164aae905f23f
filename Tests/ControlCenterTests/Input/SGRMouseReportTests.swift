import Testing
@testable import ControlCenter

/// SGR mouse reports (mode 1006): buttons, wheel and drags at any column, from 1-based cells.
@Suite struct SGRMouseReportTests {
    func decode(_ text: String) -> (event: MouseEvent?, length: Int)? {
        SGRMouseReport.decode(text.unicodeScalars.map { .character($0.value) }, at: 0)
    }

    @Test func aLeftPressAndItsReleaseCarryAnyColumn() {
        #expect(decode("\u{1B}[<0;1;1M")?.event == MouseEvent(.press, x: 0, y: 0))
        #expect(decode("\u{1B}[<0;250;38M")?.event == MouseEvent(.press, x: 249, y: 37), "past X10's column 223")
        #expect(decode("\u{1B}[<0;1000;38m")?.event == MouseEvent(.release, x: 999, y: 37))
        #expect(decode("\u{1B}[<0;250;38M")?.length == 12)
    }

    @Test func modifiersDoNotChangeTheButton() {
        #expect(decode("\u{1B}[<4;3;4M")?.event == MouseEvent(.press, x: 2, y: 3), "shift")
        #expect(decode("\u{1B}[<16;3;4M")?.event == MouseEvent(.press, x: 2, y: 3), "control")
    }

    @Test func theWheelAndDragsAreTheirOwnKinds() {
        #expect(decode("\u{1B}[<64;230;2M")?.event == MouseEvent(.wheelUp, x: 229, y: 1))
        #expect(decode("\u{1B}[<65;230;2M")?.event == MouseEvent(.wheelDown, x: 229, y: 1))
        #expect(decode("\u{1B}[<32;231;2M")?.event == MouseEvent(.motion, x: 230, y: 1))
    }

    @Test func theRightButtonOnlyReleasesAsThroughNcurses() {
        #expect(decode("\u{1B}[<2;5;5M").map { $0.event == nil } == true)
        #expect(decode("\u{1B}[<2;5;5m")?.event == MouseEvent(.release, x: 4, y: 4))
        #expect(decode("\u{1B}[<35;5;5M").map { $0.event == nil } == true, "motion with no button held")
    }

    @Test func somethingElseIsNoReport() {
        #expect(decode("\u{1B}[M !!") == nil, "X10 is ncurses' to decode")
        #expect(decode("\u{1B}[<0;10;5") == nil, "not finished in this read")
        #expect(decode("\u{1B}[?1;2c") == nil)
        #expect(decode("a") == nil)
    }
}
