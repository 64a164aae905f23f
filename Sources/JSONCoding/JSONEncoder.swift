/// Writes `Encodable` values as one line of JSON: the value becomes a cJSON tree, which cJSON
/// prints. What Foundation's `JSONEncoder` did for PlayDeck, with the same output: keys in the
/// order encoded (or sorted), numbers as Swift prints them less a trailing ".0" (so that every
/// Double reads back as itself), and slashes never escaped.
public struct JSONEncoder: Sendable {
    /// How the text is laid out.
    public struct OutputFormatting: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: Int

        /// Creates a set of options.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// Every object's keys in lexicographic order, so that the output is stable.
        public static let sortedKeys = OutputFormatting(rawValue: 1)
    }

    /// How the text is laid out.
    public var outputFormatting: OutputFormatting

    /// Creates an encoder.
    public init(outputFormatting: OutputFormatting = []) {
        self.outputFormatting = outputFormatting
    }

    /// The value as JSON text. Throws `EncodingError` for what JSON cannot hold (a NaN or an
    /// infinity, a NUL in a key) and when memory runs out.
    public func encode<T: Encodable>(_ value: T) throws -> String {
        let root = EncodedNode()
        try TreeEncoder(node: root, parentPath: []).encode(value)
        return try CJSONWriter.text(of: root, sortedKeys: outputFormatting.contains(.sortedKeys))
    }
}

/// Numbers as JSON text.
enum JSONNumber {
    /// Swift's shortest text that reads back as the same Double, less a trailing ".0": 3, 0.1,
    /// 1e+20, -0. Nil for a NaN or an infinity, which JSON has no way to write.
    static func text<F: BinaryFloatingPoint & LosslessStringConvertible>(_ value: F) -> String? {
        guard value.isFinite else { return nil }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }
}
