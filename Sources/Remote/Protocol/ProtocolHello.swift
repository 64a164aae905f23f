/// The handshake's answer: `{"hello": 2, "player": "playdeck", "pid": 1234}`. A client sends
/// `{"hello": N}` first; a player that speaks another version answers with an error and hangs up.
public struct ProtocolHello: Equatable, Sendable {
    /// The version of the protocol this build speaks: raised whenever a line's meaning changes.
    public static let currentVersion = 3

    /// The version the player speaks.
    public let version: Int
    /// The player's process id.
    public let pid: Int32?
    /// What answered: "playdeck".
    public let player: String?

    /// Creates an answer.
    public init(version: Int = Self.currentVersion, pid: Int32?, player: String? = "playdeck") {
        self.version = version
        self.pid = pid
        self.player = player
    }

    /// The answer as a line.
    public func line() -> String {
        NowPlayingWire.text(of: ValueLine(hello: version, pid: pid, player: player)) ?? #"{"hello":\#(version)}"#
    }

    /// The line for two versions that differ, for whichever side noticed.
    public static func mismatch(player: Int, client: Int) -> String {
        "the player speaks protocol version \(player) and the client \(client): use the same PlayDeck release on both sides"
    }
}
