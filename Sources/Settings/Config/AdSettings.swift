/// `[ads]`: how ads and interstitials behave.
public struct AdSettings: Equatable, Sendable {
    /// Seconds into an ad before it may be skipped, unless a sidecar says otherwise.
    public var skipAfter: Double

    /// Creates ad settings.
    public init(skipAfter: Double) {
        self.skipAfter = skipAfter
    }

    /// Skippable after 5 s.
    public static let defaults = AdSettings(skipAfter: 5)

    /// Reads `[ads]`.
    init(reading reader: TableReader) {
        reader.rejectUnknownKeys(allowing: ["skip_after"])
        self.init(skipAfter: reader.read(
            "skip_after", expected: "a number of seconds, 0 or more", default: Self.defaults.skipAfter, Convert.nonNegative
        ))
    }
}
