/// One word tesseract read in a picture: where it is, how sure it was, and its text.
public struct RecognizedWord: Sendable, Equatable {
    /// The text line it belongs to, 0-based in reading order.
    public let line: Int
    /// Its box's left edge, in the picture's pixels.
    public let x: Int
    /// Its box's top edge.
    public let y: Int
    /// Its box's width.
    public let width: Int
    /// Its box's height.
    public let height: Int
    /// How sure tesseract is, from 0 to 1.
    public let confidence: Double
    /// The word as read (UTF-8 from tesseract, not yet made safe for a terminal).
    public let text: String

    /// Creates a word.
    public init(line: Int, x: Int, y: Int, width: Int, height: Int, confidence: Double, text: String) {
        self.line = line
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.confidence = confidence
        self.text = text
    }
}

/// Pixels for the recognizer: 4 bytes a pixel, red, green and blue at the offsets given
/// (mpv's `screenshot-raw` gives bgr0: blue 0, green 1, red 2).
public struct TextPicture: Sendable {
    /// The pixel bytes, `stride × height` of them.
    public let bytes: [UInt8]
    /// Pixels across.
    public let width: Int
    /// Pixels down.
    public let height: Int
    /// Bytes from one row to the next.
    public let stride: Int
    /// Byte offsets of red, green and blue within a pixel.
    public let channels: (red: Int, green: Int, blue: Int)

    /// Pixels as they are; nil when the bytes cannot hold the size given.
    public init?(bytes: [UInt8], width: Int, height: Int, stride: Int, channels: (red: Int, green: Int, blue: Int)) {
        guard width > 0, height > 0, stride >= width * 4, bytes.count >= stride * height,
              [channels.red, channels.green, channels.blue].allSatisfy({ (0..<4).contains($0) }) else { return nil }
        self.bytes = bytes
        self.width = width
        self.height = height
        self.stride = stride
        self.channels = channels
    }
}
