import MediaFiles
import Testing

/// Text from files and the network is made safe for a terminal line.
@Suite struct SanitizedTests {
    @Test func escapesAndBidiOverridesAreReplacedAndBreaksBecomeSpaces() {
        #expect(Sanitized.line("a\u{1B}]0;pwned\u{07}b") == "a\u{FFFD}]0;pwned\u{FFFD}b")
        #expect(Sanitized.line("left\u{202E}right") == "left\u{FFFD}right")
        #expect(Sanitized.line("one\ntwo\tthree") == "one two three")
        #expect(Sanitized.isClean("굉장한 노래 — 素晴らしい"))
        #expect(!Sanitized.isClean("bell\u{07}"))
    }

    @Test func absurdLengthsAreCutWithAnEllipsis() {
        let line = Sanitized.line(String(repeating: "가", count: 10_000))
        #expect(line.count == Sanitized.maximumLength + 1)
        #expect(line.hasSuffix("…"))
    }
}
