/// Lyrics bytes made into text, whatever encoding they came in: UTF-8 (its byte-order mark
/// dropped), UTF-16 with a byte-order mark, and anything else read as Latin-1, which maps every
/// byte to a character: a best effort that keeps every line, flagged so it is said once.
public struct LyricsText: Sendable, Equatable {
    /// The text.
    public let text: String
    /// Whether the bytes were in no encoding recognised, and were read as Latin-1.
    public let isGuessed: Bool

    /// Text from `bytes`.
    public init(bytes: [UInt8]) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            self.init(validUTF8: bytes.dropFirst(3))
        } else if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let bigEndian = bytes[0] == 0xFE
            let units = stride(from: 2, to: bytes.count - 1, by: 2).map { index -> UInt16 in
                let (high, low) = bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
                return UInt16(high) << 8 | UInt16(low)
            }
            self.init(text: String(decoding: units, as: UTF16.self), isGuessed: false)
        } else {
            self.init(validUTF8: bytes[...])
        }
    }

    private init(validUTF8 bytes: ArraySlice<UInt8>) {
        if let text = String(validating: bytes, as: UTF8.self) {
            self.init(text: text, isGuessed: false)
        } else {
            self.init(text: String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) })), isGuessed: true)
        }
    }

    private init(text: String, isGuessed: Bool) {
        self.text = text
        self.isGuessed = isGuessed
    }
}
