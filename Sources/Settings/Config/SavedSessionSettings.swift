/// `[session]`: whether the last session (queue, item, position) comes back at a start that
/// names nothing. (Not `SessionSettings`: the stage has a type of that name, the session's
/// skips and speeds, and the executable sees both modules.)
public struct SavedSessionSettings: Equatable, Sendable {
    /// Whether the session is restored (it is saved either way).
    public var restore: Bool

    /// Creates session settings.
    public init(restore: Bool) {
        self.restore = restore
    }

    /// Restore on.
    public static let defaults = SavedSessionSettings(restore: true)

    /// Reads `[session]`.
    init(reading reader: TableReader) {
        reader.rejectUnknownKeys(allowing: ["restore"])
        self.init(restore: reader.read("restore", expected: "true or false", default: Self.defaults.restore, Convert.boolean))
    }
}
