/// `[remote]`: how PlayDeck can be reached from outside its terminal.
public struct RemoteSettings: Equatable, Sendable {
    /// Whether the player registers with MPRIS on the session bus (desktop media controls,
    /// playerctl). The control socket is always there.
    public var mpris: Bool

    /// Creates remote settings.
    public init(mpris: Bool) {
        self.mpris = mpris
    }

    /// MPRIS on.
    public static let defaults = RemoteSettings(mpris: true)

    /// Reads `[remote]`.
    init(reading reader: TableReader) {
        reader.rejectUnknownKeys(allowing: ["mpris"])
        self.init(mpris: reader.read("mpris", expected: "true or false", default: Self.defaults.mpris, Convert.boolean))
    }
}
