/// The text found in a paused video frame (Live Text, `allowVideoFrameAnalysis`): its lines
/// in reading order, each word with its box in the frame's pixels and how sure the reading is.
/// A result with no lines says the frame has no text. Every word is one line of safe text.
public struct LiveTextResult: Sendable, Equatable, Codable {
    /// Which reading this is: the snapshot's `liveText.resultID` names it.
    public let id: Int
    /// The frame's size: boxes are in its pixels.
    public let frame: PixelSize
    /// Where the frame is in the item, in media seconds.
    public let mediaTime: Double?
    /// The lines, top to bottom.
    public let lines: [LiveTextLine]

    /// Creates a result.
    public init(id: Int, frame: PixelSize, mediaTime: Double?, lines: [LiveTextLine]) {
        self.id = id
        self.frame = frame
        self.mediaTime = mediaTime
        self.lines = lines
    }

    /// All the text, a line of text per line.
    public var text: String { lines.map(\.text).joined(separator: "\n") }
}

/// One line of text: its words, left to right.
public struct LiveTextLine: Sendable, Equatable, Codable {
    /// The words.
    public let words: [LiveTextWord]

    /// Creates a line.
    public init(words: [LiveTextWord]) {
        self.words = words
    }

    /// The words with a space between each two.
    public var text: String { words.map(\.text).joined(separator: " ") }

    /// The box around every word of the line.
    public var box: TextBox {
        guard let first = words.first?.box else { return TextBox(x: 0, y: 0, width: 0, height: 0) }
        return words.dropFirst().reduce(first) { $0.union($1.box) }
    }
}

/// One word, where it is, and how sure its reading is.
public struct LiveTextWord: Sendable, Equatable, Codable {
    /// The word: one line of safe text.
    public let text: String
    /// Its box in the frame's pixels.
    public let box: TextBox
    /// From 0 (a guess) to 1 (certain).
    public let confidence: Double

    /// Creates a word.
    public init(text: String, box: TextBox, confidence: Double) {
        self.text = text
        self.box = box
        self.confidence = confidence
    }
}

/// A rectangle in a frame's pixels: its top left corner and its size.
public struct TextBox: Sendable, Hashable, Codable {
    /// The left edge, in pixels from the frame's left.
    public let x: Int
    /// The top edge, in pixels from the frame's top.
    public let y: Int
    /// Pixels across.
    public let width: Int
    /// Pixels down.
    public let height: Int

    /// Creates a box.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The smallest box holding both.
    public func union(_ other: TextBox) -> TextBox {
        let left = min(x, other.x), top = min(y, other.y)
        let right = max(x + width, other.x + other.width), bottom = max(y + height, other.y + other.height)
        return TextBox(x: left, y: top, width: right - left, height: bottom - top)
    }
}
