import NowPlaying

/// A request line as a client writes it: a command with its id, the snapshot (`get`), or an
/// intent. Keys left nil are not written. The player reads it as `ControlRequest`.
public struct RequestLine: Encodable, Sendable {
    var command: String?
    var id: Int?
    var get: String?
    var intent: NowPlayingIntent?

    /// A line with the keys given.
    public init(command: String? = nil, id: Int? = nil, get: String? = nil, intent: NowPlayingIntent? = nil) {
        self.command = command
        self.id = id
        self.get = get
        self.intent = intent
    }
}
