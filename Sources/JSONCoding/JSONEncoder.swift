// Why not FoundationEssentials' JSONEncoder/JSONDecoder, which swift-argument-parser already
// links into the release binary (statically, with --static-swift-stdlib: no shared library to
// map)? Measured for issue #31 on `playdeck --headless --json` playing an 8 s mp3, with this
// module's encode/decode delegating to FoundationEssentials in a release build: resident memory
// during playback +1.5 MiB (binary's own mapped pages 7.4 → 9.0 MiB, /proc/PID/smaps; +1.1 MiB
// without the link order), the same peak RSS (73.9 MiB either way: the peak is start-up's), the
// binary 0.1 MB smaller, no CPU difference. Without --json the two are within 0.1 MiB: the cost
// is FoundationEssentials' JSON code paged in. At ≥ 1 MiB the hand-written code stays.

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
