import MediaFiles
@testable import NowPlaying
import Playback
import Testing

/// What tesseract read becomes lines of safe words.
@Suite struct LiveTextLinesTests {
    static func word(_ line: Int, _ text: String, x: Int = 0) -> RecognizedWord {
        RecognizedWord(line: line, x: x, y: line * 20, width: 10, height: 12, confidence: 0.9, text: text)
    }

    @Test func wordsAreGroupedByLineInOrder() {
        let lines = LiveTextLines.make([Self.word(0, "let"), Self.word(0, "x", x: 20), Self.word(1, "}")])
        #expect(lines.map(\.text) == ["let x", "}"])
        #expect(lines[0].box == TextBox(x: 0, y: 0, width: 30, height: 12))
    }

    @Test func noEscapeByteFromTheReadingSurvives() {
        let lines = LiveTextLines.make([Self.word(0, "a\u{1B}]52;c;ZXZpbA==\u{07}b")])
        #expect(!lines[0].text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
    }

    @Test func framesInEveryLayoutMpvGivesAreReadInTheirOwnChannelOrder() throws {
        let bgr = try #require(TextPicture(RawImage(width: 1, height: 1, stride: 4, format: "bgr0", bytes: [1, 2, 3, 0])))
        #expect(bgr.channels == (red: 2, green: 1, blue: 0))
        let rgb = try #require(TextPicture(RawImage(width: 1, height: 1, stride: 4, format: "rgb0", bytes: [1, 2, 3, 0])))
        #expect(rgb.channels == (red: 0, green: 1, blue: 2))
        #expect(TextPicture(RawImage(width: 2, height: 1, stride: 4, format: "bgr0", bytes: [1, 2, 3, 0])) == nil,
                "a frame whose bytes do not fill it is refused")
    }
}
