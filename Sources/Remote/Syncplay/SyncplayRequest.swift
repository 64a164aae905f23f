import JSONCoding

/// One command a PlayDeck peer sends, written as the reference client writes it (field names,
/// which fields are left out, `"List": null`), one JSON object per line.
enum SyncplayRequest: Equatable, Sendable {
    /// Logs in: `password` is already the MD5 hex the protocol sends, never the password.
    case hello(username: String, room: String, passwordHash: String?)
    /// Announces the file playing.
    case file(SyncplayFile)
    /// Says whether this peer is ready.
    case ready(Bool, manuallyInitiated: Bool)
    /// Moves to another room.
    case room(String)
    /// Asks for the member list.
    case list
    /// A chat line.
    case chat(String)
    /// A play state and ping figures.
    case state(SyncplayClientState)
    /// Asks the server to start TLS.
    case startTLS

    /// The version the reference client sends in `version` so that 1.2 servers take it; its
    /// real version goes in `realversion`.
    static let compatibleVersion = "1.2.255"
    /// The protocol version this peer speaks.
    static let version = "1.6.9"

    /// The line, without its line end. Throws only for what JSON cannot hold (a NaN position).
    func line() throws -> String {
        let encoder = JSONEncoder()
        switch self {
        case let .hello(username, room, passwordHash):
            return try encoder.encode(["Hello": Hello(username: username, password: passwordHash, room: Room(name: room))])
        case let .file(file): return try encoder.encode(["Set": ["file": file]])
        case let .ready(isReady, manual): return try encoder.encode(["Set": ["ready": Ready(isReady: isReady, manuallyInitiated: manual)]])
        case let .room(name): return try encoder.encode(["Set": ["room": Room(name: name)]])
        case .list: return try encoder.encode(ListRequest())
        case let .chat(text): return try encoder.encode(["Chat": text])
        case let .state(state): return try encoder.encode(["State": state])
        case .startTLS: return try encoder.encode(["TLS": ["startTLS": "send"]])
        }
    }

    private struct Room: Encodable { var name: String }

    private struct Ready: Encodable {
        var isReady: Bool
        var manuallyInitiated: Bool
    }

    private struct Features: Encodable {
        // Shared playlists and managed rooms are not implemented: the server is told so.
        var sharedPlaylists = false
        var chat = true
        var featureList = true
        var readiness = true
        var managedRooms = false
    }

    private struct Hello: Encodable {
        var username: String
        var password: String?
        var room: Room
        var version = SyncplayRequest.compatibleVersion
        var realversion = SyncplayRequest.version
        var features = Features()
    }

    private struct ListRequest: Encodable {
        private enum CodingKeys: String, CodingKey {
            case list = "List"
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeNil(forKey: .list)
        }
    }
}

/// A `State` this peer sends: its play state (left out while its own change is in flight), the
/// ping figures and the ignoring-on-the-fly counters.
struct SyncplayClientState: Equatable, Sendable, Encodable {
    struct Playstate: Equatable, Sendable, Encodable {
        var position: Double
        var paused: Bool
        /// Sent only when true, as the reference does.
        var doSeek: Bool?
    }

    struct Ping: Equatable, Sendable, Encodable {
        var latencyCalculation: Double?
        var clientLatencyCalculation: Double
        var clientRtt: Double
    }

    struct Ignoring: Equatable, Sendable, Encodable {
        var server: Int?
        var client: Int?
    }

    var playstate: Playstate?
    var ping: Ping
    var ignoringOnTheFly: Ignoring?
}
