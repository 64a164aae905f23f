import CAV

/// Base64 by libavutil's av_base64_* (CAV's base64.c opens libavutil alone, on first use; a
/// player has it loaded by libmpv already): the one encoder and decoder, for the protocol's
/// bytes, kitty's pixels, OSC 52's clipboard and another player's `data:` artwork. Only
/// canonical base64 is read: every character counts, '=' pads the end.
public enum Base64 {
    /// `bytes` as base64 text, in ASCII bytes (no NUL).
    public static func encode(_ bytes: [UInt8]) throws(Base64Error) -> [UInt8] {
        let size = pd_av_base64_encoded_size(bytes.count)
        guard size > 0 else { throw .tooLarge }
        var text = [UInt8](repeating: 0, count: size)
        let status = text.withUnsafeMutableBufferPointer { out in
            bytes.withUnsafeBufferPointer { source in
                out.withMemoryRebound(to: CChar.self) { pd_av_base64_encode($0.baseAddress, size, source.baseAddress, source.count) }
            }
        }
        guard status == 0 else { throw status == -1 ? .unavailable : .tooLarge }
        text.removeLast()
        return text
    }

    /// `bytes` as a base64 string.
    public static func encodedText(_ bytes: [UInt8]) throws(Base64Error) -> String {
        String(decoding: try encode(bytes), as: UTF8.self)
    }

    /// The bytes `text` holds as canonical base64.
    public static func decode(_ text: String) throws(Base64Error) -> [UInt8] {
        let length = text.utf8.count
        var bytes = [UInt8](repeating: 0, count: (length + 3) / 4 * 3)
        let count = bytes.withUnsafeMutableBufferPointer { out in
            text.withCString { pd_av_base64_decode(out.baseAddress, out.count, $0) }
        }
        guard count >= 0 else { throw count == -1 ? .unavailable : .notBase64 }
        // libavutil stops at the first '=' and ignores what follows it: the text must be as long
        // as the bytes read take, with as many '=' at its end as they leave over.
        let padding = (3 - Int(count) % 3) % 3
        guard length == (Int(count) + 2) / 3 * 4, text.utf8.suffix(padding).allSatisfy({ $0 == UInt8(ascii: "=") }) else {
            throw .notBase64
        }
        bytes.removeLast(bytes.count - Int(count))
        return bytes
    }
}

/// Why bytes could not be written or read as base64.
public enum Base64Error: Error, Equatable, Sendable, CustomStringConvertible {
    /// libavutil could not be loaded.
    case unavailable
    /// More bytes than base64's int-sized lengths take.
    case tooLarge
    /// The text is not canonical base64.
    case notBase64

    /// One line for a person.
    public var description: String {
        switch self {
        case .unavailable: "libavutil (FFmpeg), which reads and writes base64, could not be loaded"
        case .tooLarge: "too many bytes for base64"
        case .notBase64: "not base64"
        }
    }
}
