/// Reads `Decodable` values from JSON: cJSON parses the text, and the value is built from its
/// tree. What Foundation's `JSONDecoder` did for PlayDeck, without Foundation in the binary.
///
/// A failure is a `DecodingError` whose context says what is wrong and where ("'limit':
/// 1.5 is not a whole number"). Integers are read only when the number is whole, in range and
/// below 2^53, where a Double (which cJSON reads numbers as) still holds every one exactly.
/// Strings must be valid UTF-8; `\u0000` and raw control characters are refused.
public struct JSONDecoder: Sendable {
    /// Creates a decoder.
    public init() {}

    /// Decodes one document of UTF-8 bytes.
    public func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
        try TreeDecoder(value: CJSONReader.read(bytes), parentPath: []).decode(type)
    }

    /// Decodes one document of text.
    public func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
        try decode(type, from: Array(text.utf8))
    }
}

/// Why a number was not taken: the underlying error of the `DecodingError.dataCorrupted`, for a
/// caller that words it its own way.
public enum JSONNumberError: Error, Equatable, Sendable {
    /// A fraction where a whole number is wanted.
    case notWhole
    /// Outside the type's range, or from 2^53 on for an integer: the number as read.
    case outOfRange(Double)
}
