/// The Syncplay room this player is in, as every remote and the tile show it: where, who else
/// is there with what file and whether ready, and the last chat lines. Every name, file name
/// and line from the network is sanitised before it is put here.
public struct TogetherInfo: Sendable, Equatable, Codable {
    /// Whether the room is joined or being (re)joined.
    public enum Phase: String, Sendable, Equatable, Codable {
        /// Connecting, or waiting to connect again after the server went away.
        case joining
        /// The server took our Hello: in the room.
        case joined
    }

    /// Another member of the room.
    public struct Member: Sendable, Equatable, Codable {
        /// Its name.
        public var name: String
        /// The file it announced (as its privacy settings let it); nil: none.
        public var file: String?
        /// That file's duration in seconds; nil: none announced or unknown.
        public var duration: Double?
        /// Whether it said it is ready; nil: it has not said.
        public var isReady: Bool?
        /// Whether its file is ours by the reference client's rules (false: "different file").
        public var isSameFile: Bool

        /// Creates a member.
        public init(name: String, file: String? = nil, duration: Double? = nil, isReady: Bool? = nil, isSameFile: Bool = true) {
            self.name = name
            self.file = file
            self.duration = duration
            self.isReady = isReady
            self.isSameFile = isSameFile
        }
    }

    /// A chat line.
    public struct ChatLine: Sendable, Equatable, Codable {
        /// Who said it.
        public var name: String
        /// What was said.
        public var text: String

        /// Creates a chat line.
        public init(name: String, text: String) {
            self.name = name
            self.text = text
        }
    }

    /// The server, as `host:port`.
    public var server: String
    /// The room's name.
    public var room: String
    /// Our name in it (the server's, once it answered).
    public var name: String
    /// Joined, or joining.
    public var phase: Phase
    /// Whether we said we are ready.
    public var isReady: Bool
    /// The others in the room, by name.
    public var members: [Member]
    /// The last chat lines, oldest first (at most `chatLimit`).
    public var chat: [ChatLine]

    /// How many chat lines are kept.
    public static let chatLimit = 20

    /// Creates the room's state.
    public init(server: String, room: String, name: String, phase: Phase = .joining, isReady: Bool = false,
                members: [Member] = [], chat: [ChatLine] = []) {
        self.server = server
        self.room = room
        self.name = name
        self.phase = phase
        self.isReady = isReady
        self.members = members
        self.chat = chat
    }
}
