@testable import MediaFiles
import Testing
import TestSupport

/// Tesseract through its wrapper, on frames of generated video (as mpv's screenshot-raw gives
/// them): the code drawn is read back, a frame without text gives nothing.
@Suite struct TextRecognizerTests {
    /// One engine for the suite: opening one loads the language data (about half a second).
    static let recognizer = Result { () throws(MediaFileError) in try TextRecognizer() }

    static func read(_ video: String) throws -> [RecognizedWord] {
        let frame = try Fixtures.firstFrameBGR0(video)
        let picture = try #require(TextPicture(bytes: frame.bytes, width: frame.width, height: frame.height,
                                               stride: frame.width * 4, channels: (red: 2, green: 1, blue: 0)))
        return try recognizer.get().recognize(picture)
    }

    static func lines(_ words: [RecognizedWord]) -> [String] {
        Dictionary(grouping: words, by: \.line).sorted { $0.key < $1.key }.map { $0.value.map(\.text).joined(separator: " ") }
    }

    @Test func codeOverAPlainBackgroundIsReadAtLeast95PercentRight() throws {
        let words = try Self.read(try Fixtures.codeVideo(over: .plain))
        let accuracy = ReadingAccuracy.of(Self.lines(words), against: Fixtures.drawnCode)
        #expect(accuracy >= 0.95, "\(accuracy): \(Self.lines(words))")
        #expect(words.allSatisfy { (0...1).contains($0.confidence) && $0.width > 0 && $0.height > 0 })
        let first = try #require(words.first)
        #expect(first.text == "func")
        #expect(abs(first.x - 80) < 8 && abs(first.y - 120) < 10, "the box is where drawtext put the word: \(first)")
    }

    @Test func codeOutlinedOverTestsrc2IsReadAtLeast95PercentRight() throws {
        let words = try Self.read(try Fixtures.codeVideo(over: .busy))
        let accuracy = ReadingAccuracy.of(Self.lines(words), against: Fixtures.drawnCode)
        #expect(accuracy >= 0.95, "\(accuracy): \(Self.lines(words))")
    }

    /// Issue #30: drawtext's default place is the frame's corner, where glyphs touch the edge
    /// and tesseract read "Tunc" and "~" for "func" and "{".
    @Test func codeInYellowOnBlackAtTheFramesCornerIsReadWhole() throws {
        let words = try Self.read(try Fixtures.lineVideo(.init("func main() { print(42) }", size: 48, colour: "yellow",
                                                               on: "black")))
        #expect(Self.lines(words) == ["func main() { print(42) }"])
        let first = try #require(words.first)
        #expect(first.x < 8 && first.y < 8, "the box is in the frame's pixels: \(first)")
    }

    @Test func darkSerifOnLightAtTheBottomRightCornerIsReadWhole() throws {
        let words = try Self.read(try Fixtures.lineVideo(.init("The quick brown fox jumps", font: Fixtures.serifFont, size: 24,
                                                               colour: "black", on: "white", x: "w-tw", y: "h-th")))
        #expect(Self.lines(words) == ["The quick brown fox jumps"])
        #expect(words.allSatisfy { $0.x + $0.width <= 1280 && $0.y + $0.height <= 720 })
    }

    /// Green over orange: one lightness, one darkest and one brightest channel; red and green
    /// tell them apart.
    @Test func greenCodeOnOrangeIsReadWhole() throws {
        let words = try Self.read(try Fixtures.lineVideo(.init("func main() { print(42) }", size: 48, colour: "0x00ff00",
                                                               on: "0xff8000", x: "80", y: "320")))
        #expect(Self.lines(words) == ["func main() { print(42) }"])
    }

    /// The default gradient, one second long: tesseract reads its first frame as "ii" the
    /// picture's height.
    @Test func aFrameWithoutTextHasNoWords() throws {
        #expect(try Self.read(try Fixtures.textlessVideo(seconds: 1)).isEmpty)
    }

    @Test func linesOfNoiseAreDroppedAndTheRestNumberedFromZero() {
        let words = [
            RecognizedWord(line: 0, x: 0, y: 0, width: 5, height: 5, confidence: 0.1, text: "~,"),
            RecognizedWord(line: 0, x: 9, y: 0, width: 5, height: 5, confidence: 0.35, text: "i"),
            RecognizedWord(line: 1, x: 0, y: 9, width: 5, height: 5, confidence: 0.9, text: "let"),
            RecognizedWord(line: 1, x: 9, y: 9, width: 5, height: 5, confidence: 0.2, text: "x"),
        ]
        #expect(TextRecognizer.withoutNoise(words, pictureHeight: 720).map { "\($0.line) \($0.text)" } == ["0 let", "0 x"])
    }

    @Test func aWordTallerThanHalfThePictureIsAShapeNotText() {
        let words = [
            RecognizedWord(line: 0, x: 887, y: 0, width: 393, height: 720, confidence: 0.78, text: "q"),
            RecognizedWord(line: 1, x: 0, y: 9, width: 300, height: 360, confidence: 0.9, text: "BIG"),
        ]
        #expect(TextRecognizer.withoutNoise(words, pictureHeight: 720).map { "\($0.line) \($0.text)" } == ["0 BIG"])
    }

    @Test func halvesOfALineReadInTwoBlocksAreJoinedInReadingOrder() {
        let words = [
            RecognizedWord(line: 0, x: 0, y: 100, width: 40, height: 20, confidence: 0.9, text: "func"),
            RecognizedWord(line: 1, x: 0, y: 130, width: 40, height: 20, confidence: 0.9, text: "let"),
            RecognizedWord(line: 2, x: 60, y: 104, width: 30, height: 12, confidence: 0.9, text: "->"),
            RecognizedWord(line: 3, x: 0, y: 300, width: 10, height: 20, confidence: 0.9, text: "}"),
        ]
        #expect(TextRecognizer.rows(words).map { "\($0.line) \($0.text)" } == ["0 func", "0 ->", "1 let", "2 }"])
    }

    @Test func picturesWhoseBytesDoNotFillThemAreRefused() {
        #expect(TextPicture(bytes: [0, 0, 0], width: 1, height: 1, stride: 4, channels: (2, 1, 0)) == nil)
        #expect(TextPicture(bytes: [UInt8](repeating: 0, count: 8), width: 2, height: 1, stride: 4, channels: (2, 1, 0)) == nil)
        #expect(TextPicture(bytes: [0, 0, 0, 0], width: 1, height: 1, stride: 4, channels: (2, 1, 4)) == nil)
    }
}
