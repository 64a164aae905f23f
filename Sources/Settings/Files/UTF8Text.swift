/// Decodes bytes as UTF-8, locating the first invalid sequence instead of replacing it.
enum UTF8Text {
    /// Where the bytes stop being UTF-8.
    struct Invalid: Error, Equatable {
        /// The line and column (in characters decoded so far) of the bad byte.
        let position: SourcePosition
        /// The sentence for the user.
        let message: String
    }

    /// The text, or where it is not valid UTF-8.
    static func decode(_ bytes: [UInt8]) -> Result<String, Invalid> {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var line = 1, column = 1, offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case let .valid(encoded):
                offset += encoded.count
                if encoded.count == 1, encoded.first == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .emptyInput:
                return .success(String(decoding: bytes, as: UTF8.self))
            case .error:
                let hex = String(bytes[offset], radix: 16, uppercase: true)
                let byte = hex.count == 1 ? "0" + hex : hex
                return .failure(Invalid(
                    position: SourcePosition(line: line, column: column),
                    message: "the file is not valid UTF-8 (byte 0x\(byte) at offset \(offset))"
                ))
            }
        }
    }
}
