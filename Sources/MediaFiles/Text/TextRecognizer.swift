import CTesseract
import EventLoop

/// Reads the words in a picture with tesseract (OCR). Opening one loads libtesseract and the
/// language's data (tens of MiB, about half a second), so it is opened on first use, on a
/// worker thread, and kept; it serves one picture at a time.
public final class TextRecognizer: Sendable {
    private let engine: Locked<Engine>

    /// Opens tesseract for `language` (tesseract's name: "eng"); throws when libtesseract or the
    /// language's data cannot be loaded, with what to install.
    public init(language: String = "eng") throws(MediaFileError) {
        var error = [CChar](repeating: 0, count: 512)
        guard let handle = pd_ocr_open(language, &error, error.count) else {
            let message = String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw MediaFileError(.libraryMissing, message)
        }
        engine = Locked(Engine(handle))
    }

    /// The words in `picture`, line by line in reading order. Each picture is read as grey
    /// light and dark first; when that finds little it could be sure of (light text over
    /// saturated colour has no contrast in luma), it is read again by its darkest channel, by
    /// its brightest, then by red, green and blue alone (text as light as its background, green
    /// over orange, differs in one of them), and the reading with the most characters read with
    /// confidence wins.
    public func recognize(_ picture: TextPicture) throws(MediaFileError) -> [RecognizedWord] {
        var best: Reading?
        for mode in [PD_OCR_GREY_LUMA, PD_OCR_GREY_MIN_CHANNEL, PD_OCR_GREY_MAX_CHANNEL,
                     PD_OCR_GREY_RED, PD_OCR_GREY_GREEN, PD_OCR_GREY_BLUE] {
            let reading = Reading(try read(picture, mode))
            if best.map({ reading.score > $0.score }) ?? true { best = reading }
            if reading.isConfident { break }
        }
        return best?.words ?? []
    }

    private func read(_ picture: TextPicture, _ mode: pd_ocr_grey_mode) throws(MediaFileError) -> [RecognizedWord] {
        var grey = [UInt8](repeating: 0, count: picture.width * picture.height)
        let (red, green, blue) = picture.channels
        pd_ocr_grey(picture.bytes, Int32(picture.width), Int32(picture.height), Int32(picture.stride),
                    Int32(red), Int32(green), Int32(blue), mode, &grey)
        let result: [RecognizedWord]? = engine.withLock { engine in
            var words: UnsafeMutablePointer<pd_ocr_word>?
            var count = 0
            guard pd_ocr_recognize(engine.handle, grey, Int32(picture.width), Int32(picture.height), Int32(picture.width),
                                   &words, &count) == 0 else { return nil }
            defer { pd_ocr_free_words(words, count) }
            guard let words else { return [] }
            return UnsafeBufferPointer(start: words, count: count).compactMap(Self.word)
        }
        guard let result else { throw MediaFileError(.corrupt, "tesseract could not read the picture") }
        return Self.rows(Self.withoutNoise(result, pictureHeight: picture.height))
    }

    private static func word(_ word: pd_ocr_word) -> RecognizedWord? {
        guard let pointer = word.text else { return nil }
        let text = String(cString: pointer).trimmingBlanks
        guard !text.isEmpty, word.right > word.left, word.bottom > word.top else { return nil }
        return RecognizedWord(line: Int(word.line), x: Int(word.left), y: Int(word.top), width: Int(word.right - word.left),
                              height: Int(word.bottom - word.top), confidence: min(1, max(0, Double(word.confidence) / 100)),
                              text: text)
    }

    /// Drops what tesseract made of noise, and numbers the lines left from 0: a word taller than
    /// half the picture (a band of a colour gradient read as a "q" 720 pixels high), and a line
    /// without one word read with 40 % confidence or more (a pattern taken for letters).
    static func withoutNoise(_ words: [RecognizedWord], pictureHeight: Int) -> [RecognizedWord] {
        var kept: [RecognizedWord] = []
        var number = 0
        let shaped = words.filter { $0.height * 2 <= pictureHeight }
        for line in Dictionary(grouping: shaped, by: \.line).sorted(by: { $0.key < $1.key }).map(\.value) {
            guard line.contains(where: { $0.confidence >= 0.4 }) else { continue }
            kept += line.map { RecognizedWord(line: number, x: $0.x, y: $0.y, width: $0.width, height: $0.height,
                                              confidence: $0.confidence, text: $0.text) }
            number += 1
        }
        return kept
    }

    /// Joins lines tesseract read side by side into one (its layout analysis splits a line of
    /// text in two where a busy background cuts through it, and reads the two halves in
    /// different blocks): lines whose heights overlap by half or more and whose words do not
    /// overlap across are one row. Rows go top to bottom, words left to right, numbered from 0.
    static func rows(_ words: [RecognizedWord]) -> [RecognizedWord] {
        let lines = Dictionary(grouping: words, by: \.line).values
            .sorted { ($0.map(\.y).min() ?? 0) < ($1.map(\.y).min() ?? 0) }
        var rows: [[RecognizedWord]] = []
        for line in lines {
            if let index = rows.firstIndex(where: { Self.sideBySide($0, line) }) {
                rows[index] += line
            } else {
                rows.append(line)
            }
        }
        return rows.enumerated().flatMap { number, row in
            row.sorted { $0.x < $1.x }.map {
                RecognizedWord(line: number, x: $0.x, y: $0.y, width: $0.width, height: $0.height, confidence: $0.confidence,
                               text: $0.text)
            }
        }
    }

    /// Whether two lines sit on one row: their heights overlap by half the smaller or more, and
    /// no word of one overlaps a word of the other across.
    private static func sideBySide(_ a: [RecognizedWord], _ b: [RecognizedWord]) -> Bool {
        let aTop = a.map(\.y).min() ?? 0, aBottom = a.map { $0.y + $0.height }.max() ?? 0
        let bTop = b.map(\.y).min() ?? 0, bBottom = b.map { $0.y + $0.height }.max() ?? 0
        let overlap = min(aBottom, bBottom) - max(aTop, bTop)
        guard overlap * 2 >= min(aBottom - aTop, bBottom - bTop) else { return false }
        return !a.contains { x in b.contains { y in x.x < y.x + y.width && y.x < x.x + x.width } }
    }

    /// One reading of a picture, scored by its characters read with confidence.
    private struct Reading {
        let words: [RecognizedWord]
        let score: Double
        let isConfident: Bool

        init(_ words: [RecognizedWord]) {
            self.words = words
            let characters = words.reduce(0) { $0 + $1.text.count }
            score = words.reduce(0.0) { $0 + ($1.confidence >= 0.5 ? $1.confidence * Double($1.text.count) : 0) }
            // Most characters read at 80 % or better: another grey would not do better.
            isConfident = characters > 0 && score >= 0.8 * Double(characters)
        }
    }

    /// The tesseract engine, closed with its owner.
    private final class Engine: @unchecked Sendable {
        let handle: OpaquePointer

        init(_ handle: OpaquePointer) {
            self.handle = handle
        }

        deinit { pd_ocr_close(handle) }
    }
}

private extension String {
    /// Without the spaces and line breaks tesseract puts around a word.
    var trimmingBlanks: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}
