import CAV

/// Bytes that travel as base64 text, as Foundation's `Data` did: libavutil's av_base64_*
/// encode and check them (libmpv has loaded libavutil in a player; elsewhere it is opened on
/// first use). Only canonical base64 is read: every character counts, '=' pads the end.
public struct Base64Bytes: Codable, Equatable, Sendable {
    /// The bytes.
    public var bytes: [UInt8]

    /// Wraps bytes.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The bytes `text` holds as canonical base64; nil when it is not that.
    public init?(base64 text: String) {
        guard let bytes = try? Self.decode(text) else { return nil }
        self.bytes = bytes
    }

    /// Reads a base64 string.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do {
            bytes = try Self.decode(text)
        } catch {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }

    /// Writes the bytes as a base64 string.
    public func encode(to encoder: any Encoder) throws {
        let text: String
        do {
            text = try Self.encode(bytes)
        } catch {
            throw EncodingError.invalidValue(bytes, EncodingError.Context(codingPath: encoder.codingPath, debugDescription: error.description))
        }
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }

    static func encode(_ bytes: [UInt8]) throws(Base64Error) -> String {
        let size = pd_av_base64_encoded_size(bytes.count)
        guard size > 0 else { throw .tooLarge }
        var text = [UInt8](repeating: 0, count: size)
        let status = text.withUnsafeMutableBufferPointer { out in
            bytes.withUnsafeBufferPointer { pd_av_base64_encode(out.baseAddress.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: CChar.self) }, size, $0.baseAddress, $0.count) }
        }
        guard status == 0 else { throw status == -1 ? .unavailable : .tooLarge }
        return String(decoding: text.dropLast(), as: UTF8.self)
    }

    static func decode(_ text: String) throws(Base64Error) -> [UInt8] {
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
enum Base64Error: Error, CustomStringConvertible {
    case unavailable
    case tooLarge
    case notBase64

    var description: String {
        switch self {
        case .unavailable: "libavutil (FFmpeg), which reads and writes base64, could not be loaded"
        case .tooLarge: "too many bytes for base64"
        case .notBase64: "not base64"
        }
    }
}
