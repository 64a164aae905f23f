import Base64Coding

/// Bytes that travel as base64 text in JSON, as Foundation's `Data` did (`Base64`: libavutil
/// writes and checks them; only canonical base64 is read).
public struct Base64Bytes: Codable, Equatable, Sendable {
    /// The bytes.
    public var bytes: [UInt8]

    /// Wraps bytes.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Reads a base64 string.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do {
            bytes = try Base64.decode(text)
        } catch {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }

    /// Writes the bytes as a base64 string.
    public func encode(to encoder: any Encoder) throws {
        let text: String
        do {
            text = try Base64.encodedText(bytes)
        } catch {
            throw EncodingError.invalidValue(bytes, EncodingError.Context(codingPath: encoder.codingPath, debugDescription: error.description))
        }
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
