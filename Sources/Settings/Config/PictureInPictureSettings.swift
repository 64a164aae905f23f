import Commands

/// `[pip]`: what picture in picture does with the session that is not active.
public struct PictureInPictureSettings: Equatable, Sendable {
    /// What happens to the sound of the session that is not the active one.
    public enum Inactive: String, CaseIterable, Sendable {
        /// It plays on without sound.
        case mute
        /// It waits, paused, until it is swapped back.
        case pause
    }

    /// What the inactive session does.
    public var inactive: Inactive

    /// Creates the settings.
    public init(inactive: Inactive) {
        self.inactive = inactive
    }

    /// The inactive session plays on, muted.
    public static let defaults = PictureInPictureSettings(inactive: .mute)

    /// Reads `[pip]`.
    init(reading reader: TableReader) {
        reader.rejectUnknownKeys(allowing: ["inactive"])
        self.init(inactive: reader.read("inactive", expected: "\"mute\" or \"pause\"", default: Self.defaults.inactive,
                                        Self.inactive))
    }

    private static func inactive(_ node: TOMLNode) throws(ValueProblem) -> Inactive {
        try Convert.choice(node)
    }
}
