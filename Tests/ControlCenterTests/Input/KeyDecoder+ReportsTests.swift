import Commands
import Settings
import Testing
@testable import ControlCenter

/// Focus reports (CSI I, CSI O) and SGR mouse reports among the keys of one read, and the tile
/// keeping what the terminal last said: a notification of the next item waits for the person
/// to look away.
@Suite struct KeyDecoderReportsTests {
    let decoder = KeyDecoder()

    func raw(_ text: String) -> [RawKey] { text.unicodeScalars.map { .character($0.value) } }

    @Test func focusReportsAreEventsInTheirPlaceAmongTheKeys() {
        #expect(decoder.decodeEvents(raw("a\u{1B}[Ob\u{1B}[I")) == [
            .key(KeyName(.character("a"))), .focus(false), .key(KeyName(.character("b"))), .focus(true),
        ])
        #expect(decoder.decodeEvents(raw("\u{1B}[O")) == [.focus(false)])
    }

    @Test func sgrMouseReportsAreEventsInTheirPlaceAmongTheKeys() {
        #expect(decoder.decodeEvents(raw("a\u{1B}[<0;240;5M\u{1B}[<0;240;5mb")) == [
            .key(KeyName(.character("a"))), .mouse(MouseEvent(.press, x: 239, y: 4)),
            .mouse(MouseEvent(.release, x: 239, y: 4)), .key(KeyName(.character("b"))),
        ])
    }

    @Test func aMouseReportTheTileDoesNotUseIsNeverTyped() {
        // The middle button, a horizontal wheel, a malformed report: dropped whole.
        for report in ["\u{1B}[<1;10;5M", "\u{1B}[<66;10;5M", "\u{1B}[<0;;5M", "\u{1B}[<0;0;5M", "\u{1B}[<0;1;2;3M"] {
            #expect(decoder.decodeEvents(raw(report + "q")) == [.key(KeyName(.character("q")))], "\(report.debugDescription)")
        }
    }

    @Test func otherSequencesStayKeysAsBefore() {
        #expect(decoder.decodeEvents(raw("q")) == [.key(KeyName(.character("q")))])
        #expect(decoder.decodeEvents(raw("\u{1B}[")) == decoder.decode(raw("\u{1B}[")).map { .key($0) })
        #expect(decoder.decodeEvents(raw("\u{1B}O")) == [.key(KeyName(.character("O"), modifiers: .meta))])
    }

    @Test func theTileKeepsWhatTheTerminalLastSaid() {
        let controller = RecordingSource().controller(TileFixtures.info())
        #expect(controller.terminalFocused == nil, "unknown until the terminal says")
        controller.handle(.focus(false), now: TileFixtures.now)
        #expect(controller.terminalFocused == false)
        controller.handle(.focus(true), now: TileFixtures.now)
        #expect(controller.terminalFocused == true)
    }
}
