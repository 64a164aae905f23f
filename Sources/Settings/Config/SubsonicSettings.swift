/// `[subsonic]`: how a Subsonic server's tracks are streamed (`playdeck --server`).
public struct SubsonicSettings: Equatable, Sendable {
    /// The highest bit rate asked for, in kbit/s (the server transcodes above it); nil: the original.
    public var maxBitRate: Int?
    /// The format asked for ("opus", "mp3"; "raw": never transcode); nil: the server's choice.
    public var format: String?

    /// Creates Subsonic settings.
    public init(maxBitRate: Int? = nil, format: String? = nil) {
        self.maxBitRate = maxBitRate
        self.format = format
    }

    /// The originals, untranscoded unless the server decides.
    public static let defaults = SubsonicSettings()

    /// Reads `[subsonic]`.
    init(reading reader: TableReader) {
        reader.rejectUnknownKeys(allowing: ["max_bitrate", "format"])
        self.init(
            maxBitRate: reader.optional("max_bitrate", expected: "a bit rate in kbit/s, 0 or more (0: no limit)", Convert.count)
                .flatMap { $0 > 0 ? $0 : nil },
            format: reader.optional("format", expected: "a format name such as \"opus\" or \"mp3\"", Convert.nonEmptyString)
        )
    }
}
