/// `[video]`: what PlayDeck does with video besides playing it.
public struct VideoSettings: Equatable, Sendable {
    /// Whether the text of a paused frame is read (Live Text).
    public var liveText: Bool
    /// Seconds video stays paused on one frame before its text is read.
    public var liveTextAfter: Double

    /// Creates video settings.
    public init(liveText: Bool, liveTextAfter: Double) {
        self.liveText = liveText
        self.liveTextAfter = liveTextAfter
    }

    /// Live Text on, half a second after pausing.
    public static let defaults = VideoSettings(liveText: true, liveTextAfter: 0.5)

    /// Reads `[video]`.
    init(reading reader: TableReader) {
        reader.rejectUnknownKeys(allowing: ["live_text", "live_text_after"])
        let defaults = Self.defaults
        self.init(
            liveText: reader.read("live_text", expected: "true or false", default: defaults.liveText, Convert.boolean),
            liveTextAfter: reader.read("live_text_after", expected: "a number of seconds, 0 or more",
                                       default: defaults.liveTextAfter, Convert.nonNegative)
        )
    }
}
