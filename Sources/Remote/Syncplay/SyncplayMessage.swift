import JSONCoding

/// One command a Syncplay server sends, as the reference client (syncplay 1.6.9's
/// `SyncClientProtocol`) reads it. A line is a JSON object whose keys are commands.
enum SyncplayMessage: Equatable, Sendable {
    /// The server took our `Hello`: the name and room it gave us, its version and features.
    case hello(username: String, room: String, version: String, motd: String?, features: SyncplayServerFeatures)
    /// We are in another room now.
    case room(String)
    /// A peer joined, left, changed room or announced a file.
    case user(SyncplayUserChange)
    /// A peer's readiness; nil: it has not said.
    case ready(username: String, isReady: Bool?, manuallyInitiated: Bool)
    /// Who is where: room name → members.
    case list([String: [String: SyncplayListedUser]])
    /// The room's play state and the ping figures.
    case state(SyncplayServerState)
    /// A chat line.
    case chat(username: String, message: String)
    /// The server refused something and closes the connection.
    case error(String)
    /// The answer to our STARTTLS: whether the server starts TLS.
    case tls(Bool)
    /// A command a PlayDeck peer does not act on (shared playlists, managed rooms).
    case ignored(String)
}

/// What a server says it does (`Hello`'s features) and its limits.
struct SyncplayServerFeatures: Equatable, Sendable, Decodable {
    var readiness: Bool?
    var chat: Bool?
    var maxChatMessageLength: Int?
    var maxUsernameLength: Int?
    var maxRoomNameLength: Int?
    var maxFilenameLength: Int?
    var isolateRooms: Bool?
}

/// A peer's change (`Set {"user": {NAME: …}}`).
struct SyncplayUserChange: Equatable, Sendable {
    /// What happened to the peer, when it came or went.
    enum Event: Equatable, Sendable { case joined, left }

    var username: String
    var room: String?
    var file: SyncplayFile?
    var event: Event?
}

/// A member of a room as `List` shows it.
struct SyncplayListedUser: Equatable, Sendable, Decodable {
    var file: SyncplayFile?
    var isReady: Bool?
    var controller: Bool?

    private enum CodingKeys: String, CodingKey { case file, isReady, controller }

    init(file: SyncplayFile?, isReady: Bool?, controller: Bool? = false) {
        self.file = file
        self.isReady = isReady
        self.controller = controller
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // A member with no file has `"file": {}`.
        file = try? container.decodeIfPresent(SyncplayFile.self, forKey: .file)
        isReady = try container.decodeIfPresent(Bool.self, forKey: .isReady)
        controller = try container.decodeIfPresent(Bool.self, forKey: .controller)
    }
}

/// A `State` from the server: the room's play state, the ping figures and the ignoring-on-the-
/// fly counters, each part optional as the reference reads them.
struct SyncplayServerState: Equatable, Sendable, Decodable {
    struct Playstate: Equatable, Sendable, Decodable {
        var position: Double?
        var paused: Bool?
        var doSeek: Bool?
        var setBy: String?
    }

    struct Ping: Equatable, Sendable, Decodable {
        var latencyCalculation: Double?
        var serverRtt: Double?
        var clientLatencyCalculation: Double?
    }

    struct Ignoring: Equatable, Sendable, Decodable {
        var server: Int?
        var client: Int?
    }

    var playstate: Playstate?
    var ping: Ping?
    var ignoringOnTheFly: Ignoring?
}
