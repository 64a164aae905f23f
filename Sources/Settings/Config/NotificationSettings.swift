import Commands

/// `[notifications]`: a desktop notification when the item changes.
public struct NotificationSettings: Equatable, Sendable {
    /// When notifications are sent.
    public enum Mode: Equatable, Sendable {
        /// Only while the tile's terminal does not have the focus (always for a player without a tile).
        case auto
        case always
        case never

        /// A mode from `"auto"`, `true` or `false`.
        static func mode(_ node: TOMLNode) throws(ValueProblem) -> Mode {
            if case let .boolean(on) = node.value { return on ? .always : .never }
            guard case let .string(text) = node.value else { throw .mismatch(found: node.typeName, at: nil) }
            guard text.lowercased() == "auto" else {
                throw .mismatch(found: node.literal, at: nil, suggestion: closestMatch(to: text, in: ["auto"]))
            }
            return .auto
        }
    }

    /// When notifications are sent.
    public var enabled: Mode

    /// Creates notification settings.
    public init(enabled: Mode) {
        self.enabled = enabled
    }

    /// Auto: unseen changes only.
    public static let defaults = NotificationSettings(enabled: .auto)

    /// Reads `[notifications]`.
    init(reading reader: TableReader) {
        reader.rejectUnknownKeys(allowing: ["enabled"])
        self.init(enabled: reader.read("enabled", expected: "\"auto\", true or false", default: Self.defaults.enabled, Mode.mode))
    }
}
