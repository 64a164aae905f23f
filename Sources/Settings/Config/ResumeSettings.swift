/// `[resume]`: whether items start where they were left.
public struct ResumeSettings: Equatable, Sendable {
    /// Whether positions are remembered and offered ("Play from Beginning" is always there).
    public var enabled: Bool

    /// Creates resume settings.
    public init(enabled: Bool) {
        self.enabled = enabled
    }

    /// Resume on.
    public static let defaults = ResumeSettings(enabled: true)

    /// Reads `[resume]`.
    init(reading reader: TableReader) {
        reader.rejectUnknownKeys(allowing: ["enabled"])
        self.init(enabled: reader.read("enabled", expected: "true or false", default: Self.defaults.enabled, Convert.boolean))
    }
}
