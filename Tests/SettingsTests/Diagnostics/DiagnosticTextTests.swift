import Testing
@testable import Settings

/// Every settings message is safe to print: values come back in them.
@Suite struct DiagnosticTextTests {
    private func configError(_ text: String) -> String {
        guard case let .failure(errors) = Config.parse(text: text, path: "c.toml") else { return "parsed" }
        return errors.description
    }

    @Test func controlsInAValueAreWrittenAsEscapes() {
        let error = configError("[theme]\naccent = \"\\u001b]52;c;SGVsbG8=\\u0007\"\n")
        #expect(error.hasPrefix("c.toml:2:"))
        #expect(error.contains("\\u{1B}]52;c;SGVsbG8=\\u{07}"), "\(error)")
        #expect(!error.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }

    @Test func aHugeValueIsCutInTheMiddle() {
        let error = configError("[theme]\naccent = \"" + String(repeating: "x", count: 1 << 20) + "\"\n")
        #expect(error.count < 340, "\(error.count) characters")
        #expect(error.contains(" … "))
        #expect(error.hasPrefix("c.toml:2:"))
    }

    @Test func aPathWithALineBreakStaysOneLine() {
        let error = SettingsError(path: "/m/a\nb.mp3.playdeck.toml", position: nil, message: "cannot read: x")
        #expect(error.description == "/m/a\\nb.mp3.playdeck.toml: cannot read: x")
    }

    @Test func aShortCleanMessageIsUnchanged() {
        #expect(DiagnosticText.shown("unknown key 'forwrd' in [skip]; did you mean 'forward'?")
            == "unknown key 'forwrd' in [skip]; did you mean 'forward'?")
    }
}
