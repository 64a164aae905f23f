import CNcursesW
import Settings
import Testing
@testable import ControlCenter

/// ncurses' reads turned into the config's key names.
@Suite struct KeyDecoderTests {
    let decoder = KeyDecoder(extendedCodes: [600: KeyName(.named(.left), modifiers: .control)])

    func keys(_ raw: [RawKey]) -> [String] { decoder.decode(raw).map(\.description) }

    @Test func printableCharactersAreThemselves() {
        #expect(keys([.character(113), .character(93), .character(83)]) == ["q", "]", "S"])
    }

    @Test func whitespaceAndEditingCharactersHaveNames() {
        #expect(keys([.character(32), .character(13), .character(10), .character(9), .character(127), .character(8)])
            == ["space", "enter", "enter", "tab", "backspace", "backspace"])
    }

    @Test func controlCharactersAreControlLetters() {
        #expect(keys([.character(18), .character(1)]) == ["C-r", "C-a"])
    }

    @Test func escapeFollowedByAKeyInTheSameReadIsMeta() {
        #expect(keys([.character(27), .character(120)]) == ["M-x"])
        #expect(keys([.character(27), .code(KEY_LEFT)]) == ["M-left"])
    }

    @Test func escapeAloneIsEsc() {
        #expect(keys([.character(27)]) == ["esc"])
        #expect(keys([.character(27), .character(27)]) == ["esc", "esc"])
    }

    @Test func arrowsAndShiftedArrowsComeFromKeyCodes() {
        #expect(keys([.code(KEY_LEFT), .code(KEY_RIGHT), .code(KEY_UP), .code(KEY_DOWN)]) == ["left", "right", "up", "down"])
        #expect(keys([.code(KEY_SLEFT), .code(KEY_SRIGHT), .code(KEY_SR), .code(KEY_SF)])
            == ["S-left", "S-right", "S-up", "S-down"])
        #expect(keys([.code(KEY_BTAB), .code(KEY_BACKSPACE), .code(KEY_ENTER)]) == ["S-tab", "backspace", "enter"])
    }

    @Test func functionKeysCarryShiftAndControlAsTerminalsReportThem() {
        #expect(keys([.code(pd_key_f(1)), .code(pd_key_f(12)), .code(pd_key_f(13)), .code(pd_key_f(25))])
            == ["f1", "f12", "S-f1", "C-f1"])
    }

    @Test func extendedKeysUseTheCodesNcursesAssigned() {
        #expect(keys([.code(600)]) == ["C-left"])
    }

    @Test func extendedCapabilityNamesCoverControlArrows() {
        let names = Dictionary(uniqueKeysWithValues: KeyDecoder.extendedCapabilities.map { ($0.name, $0.key.description) })
        #expect(names["kLFT5"] == "C-left")
        #expect(names["kRIT3"] == "M-right")
        #expect(names["kUP6"] == "C-S-up")
    }

    @Test func decodedKeysFindTheirDefaultBindings() {
        let bindings = KeyBindings.defaults
        #expect(decoder.decode([.character(32)]).compactMap { bindings.command(for: $0) } == [.player(.togglePause)])
        #expect(decoder.decode([.code(KEY_RIGHT)]).compactMap { bindings.command(for: $0) } == [.player(.skipForward(nil))])
        #expect(decoder.decode([.character(18)]).compactMap { bindings.command(for: $0) } == [.player(.reloadConfig)])
    }

    /// The bytes as ncurses hands them over when it knows no key for them: one character each.
    func typed(_ text: String) -> [RawKey] { text.unicodeScalars.map { .character($0.value) } }

    @Test func terminalRepliesThatArriveLateAreNotKeys() {
        // kitty 0.26 answering the start-up probe after it stopped waiting (found in a real
        // kitty under load: "." among them ended the queue).
        let late = "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}P>|kitty(0.26.5)\u{1B}\\\u{1B}[6;17;8t\u{1B}[?62;c"
        #expect(keys(typed(late)).isEmpty)
        #expect(keys(typed(late + "q")) == ["q"])
        #expect(keys(typed("\u{1B}]11;rgb:0000/0000/0000\u{07}p")) == ["p"])
        #expect(keys(typed("\u{1B}[12;40R\u{1B}[>1;4000;29c")).isEmpty)
        // A string cut off at the end of the read is dropped to its end, never typed.
        #expect(keys(typed("\u{1B}_Gi=31;OK")).isEmpty)
    }

    @Test func metaKeysAndAnUnknownCsiAreStillKeys() {
        #expect(keys(typed("\u{1B}x")) == ["M-x"])
        #expect(keys(typed("\u{1B}[")) == ["M-["])
        // A CSI no reply ends with (no private marker, not t or R) is left to the usual rules.
        #expect(keys(typed("\u{1B}[1x")) == ["M-[", "1", "x"])
    }
}
