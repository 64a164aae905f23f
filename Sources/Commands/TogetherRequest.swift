/// What a person asks of the Syncplay room (`together join|leave|toggle|ready|unready|chat`):
/// the same words from a key, the control socket, `playdeck remote together` and the config.
public enum TogetherRequest: Equatable, Sendable {
    /// Where to join, when a server is named rather than the configured room.
    public struct Target: Equatable, Sendable {
        /// `host`, `host:port` or `[ipv6]:port`, as written.
        public var server: String
        /// The room's name (it may hold spaces).
        public var room: String
        /// The name the room sees; nil: the configured one.
        public var name: String?
        /// The server's password; nil: the configured one.
        public var password: String?

        /// Creates a target.
        public init(server: String, room: String, name: String? = nil, password: String? = nil) {
            self.server = server
            self.room = room
            self.name = name
            self.password = password
        }
    }

    /// Joins `target`, or the `[together]` room without one.
    case join(Target?)
    /// Leaves the room; playback goes on.
    case leave
    /// Leaves the room when in one, else joins the configured one (the tile's key).
    case toggle
    /// Tells the room whether this peer is ready.
    case ready(Bool)
    /// Says a line to the room.
    case chat(String)

    /// The words after `together`, as help writes them.
    public static let usage = "join [HOST[:PORT] --room ROOM [--name NAME] [--password PASSWORD]]|leave|toggle|ready|unready|chat TEXT"

    /// Reads the words after `together`. An option's value runs to the next option, so that a
    /// room or a name may hold spaces ("--room movie night").
    public init(parsing text: String) throws(CommandParseError) {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let verb = words.first else { throw CommandParseError("'together' takes \(Self.usage)") }
        let rest = Array(words.dropFirst())
        switch verb {
        case "join": self = .join(try Self.target(rest))
        case "leave", "toggle", "ready", "unready":
            guard rest.isEmpty else { throw CommandParseError("'together \(verb)' takes no argument") }
            self = verb == "leave" ? .leave : verb == "toggle" ? .toggle : .ready(verb == "ready")
        case "chat":
            // The line as typed, its inner spaces kept.
            let line = text.drop { $0 == " " || $0 == "\t" }.dropFirst(4).drop { $0 == " " || $0 == "\t" }
            guard !line.allSatisfy(\.isWhitespace) else { throw CommandParseError("'together chat' needs a line to say") }
            self = .chat(String(line))
        default:
            let hint = closestMatch(to: verb, in: ["join", "leave", "toggle", "ready", "unready", "chat"]).map { "; did you mean '\($0)'?" } ?? ""
            throw CommandParseError("'together' takes \(Self.usage), not '\(verb)'\(hint)")
        }
    }

    private static func target(_ words: [String]) throws(CommandParseError) -> Target? {
        guard let server = words.first else { return nil }
        guard !server.hasPrefix("--") else { throw CommandParseError("'together join' takes HOST[:PORT] before \(server)") }
        var values: [String: [String]] = [:]
        var option: String?
        for word in words.dropFirst() {
            if word.hasPrefix("--") {
                guard ["--room", "--name", "--password"].contains(word) else {
                    throw CommandParseError("'together join' takes --room, --name and --password, not \(word)")
                }
                guard values[word] == nil else { throw CommandParseError("'together join' takes \(word) once") }
                values[word] = []
                option = word
            } else if let option {
                values[option, default: []].append(word)
            } else {
                throw CommandParseError("'together join' takes one server, then --room ROOM")
            }
        }
        for (name, value) in values where value.isEmpty { throw CommandParseError("\(name) needs a value") }
        guard let room = values["--room"] else { throw CommandParseError("'together join \(server)' needs --room ROOM") }
        let joined = { (name: String) in values[name].map { $0.joined(separator: " ") } }
        return Target(server: server, room: room.joined(separator: " "), name: joined("--name"), password: joined("--password"))
    }

    /// The request as a person may see it in a message: a password given is not written out.
    public var shown: String {
        guard case var .join(target?) = self, target.password != nil else { return text }
        target.password = "…"
        return TogetherRequest.join(target).text
    }

    /// The request as `init(parsing:)` reads it.
    public var text: String {
        switch self {
        case let .join(target?):
            "join \(target.server) --room \(target.room)" + (target.name.map { " --name \($0)" } ?? "")
                + (target.password.map { " --password \($0)" } ?? "")
        case .join(nil): "join"
        case .leave: "leave"
        case .toggle: "toggle"
        case let .ready(isReady): isReady ? "ready" : "unready"
        case let .chat(line): "chat \(line)"
        }
    }
}
