import Commands

/// `[audio]`: how consecutive tracks join and how loud they play.
public struct AudioSettings: Equatable, Sendable {
    /// Which ReplayGain tags set the volume, as mpv's `replaygain` option takes them.
    public enum ReplayGain: String, CaseIterable, Sendable {
        /// Tags are ignored.
        case off = "no"
        /// Each track at the loudness its own tag gives.
        case track
        /// Every track of an album at the album's loudness, so that its dynamics stay.
        case album

        /// A mode from its string: "off", "no", "track" or "album".
        static func mode(_ node: TOMLNode) throws(ValueProblem) -> ReplayGain {
            guard case let .string(text) = node.value else { throw .mismatch(found: node.typeName, at: nil) }
            let word = text.lowercased() == "off" ? "no" : text.lowercased()
            if let mode = ReplayGain(rawValue: word) { return mode }
            throw .mismatch(found: node.literal, at: nil, suggestion: closestMatch(to: text, in: ["off", "track", "album"]))
        }
    }

    /// Whether the next track is opened ahead and joined to the current one without a gap.
    public var gapless: Bool
    /// Which ReplayGain tags apply.
    public var replayGain: ReplayGain

    /// Creates audio settings.
    public init(gapless: Bool, replayGain: ReplayGain) {
        self.gapless = gapless
        self.replayGain = replayGain
    }

    /// Gapless, ReplayGain off (as in mpv).
    public static let defaults = AudioSettings(gapless: true, replayGain: .off)

    /// Reads `[audio]`.
    init(reading reader: TableReader) {
        reader.rejectUnknownKeys(allowing: ["gapless", "replaygain"])
        let defaults = Self.defaults
        self.init(
            gapless: reader.read("gapless", expected: "true or false", default: defaults.gapless, Convert.boolean),
            replayGain: reader.read("replaygain", expected: "one of \"off\", \"track\", \"album\"",
                                    default: defaults.replayGain, ReplayGain.mode)
        )
    }
}
