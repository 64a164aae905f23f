/// `[together]`: a Syncplay room to watch in, with friends on mpv, VLC or another PlayDeck.
public struct TogetherSettings: Equatable, Sendable {
    /// A Syncplay server: `host`, `host:port`, `[ipv6]:port`.
    public struct Server: Equatable, Sendable, CustomStringConvertible {
        /// Syncplay's own port.
        public static let defaultPort: UInt16 = 8999

        /// A name or an address.
        public var host: String
        /// The TCP port.
        public var port: UInt16

        /// Creates a server address.
        public init(host: String, port: UInt16 = Server.defaultPort) {
            self.host = host
            self.port = port
        }

        /// The address as it is written.
        public var description: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }

        /// Reads `host`, `host:port`, `[ipv6]` or `[ipv6]:port`; nil when it is none of them.
        public static func parse(_ text: String) -> Server? {
            var host = Substring(text)
            var port = defaultPort
            if host.hasPrefix("[") {
                guard let close = host.firstIndex(of: "]") else { return nil }
                let rest = host[host.index(after: close)...]
                host = host[host.index(after: host.startIndex)..<close]
                if !rest.isEmpty {
                    guard rest.hasPrefix(":"), let number = UInt16(rest.dropFirst()), number > 0 else { return nil }
                    port = number
                }
            } else if let colon = host.lastIndex(of: ":") {
                guard host.firstIndex(of: ":") == colon, let number = UInt16(host[host.index(after: colon)...]), number > 0 else {
                    return nil
                }
                port = number
                host = host[..<colon]
            }
            guard !host.isEmpty, !host.contains(where: { $0 == " " || $0 == "/" || $0 == "[" || $0 == "]" }) else { return nil }
            return Server(host: String(host), port: port)
        }
    }

    /// What is sent of the file playing: as it is, hashed (peers with the same file still see
    /// it is the same), or nothing.
    public enum Privacy: String, Equatable, Sendable, CaseIterable {
        /// As it is.
        case raw
        /// Hashed, as the reference client hashes it.
        case hashed
        /// Not at all.
        case hidden
    }

    /// Whether TLS is asked for (STARTTLS, as the reference client does) and whether a room is
    /// joined without it.
    public enum TLS: String, Equatable, Sendable, CaseIterable {
        /// TLS or no room.
        case require
        /// TLS when the server offers it.
        case prefer
        /// Never.
        case off
    }

    /// The server, when one is configured.
    public var server: Server?
    /// The room's name.
    public var room: String?
    /// The name shown to the room; nil: the login name.
    public var name: String?
    /// The server's password, if it has one.
    public var password: String?
    /// Whether to join at start (with `server` and `room`).
    public var join: Bool
    /// What is sent of the file's name.
    public var filename: Privacy
    /// What is sent of the file's size.
    public var filesize: Privacy
    /// TLS with the server.
    public var tls: TLS
    /// CA certificates (PEM) to trust for the server's instead of the system's store: an
    /// absolute path or `~/…`.
    public var caFile: String?

    /// Creates together settings.
    public init(server: Server? = nil, room: String? = nil, name: String? = nil, password: String? = nil, join: Bool = false,
                filename: Privacy = .raw, filesize: Privacy = .raw, tls: TLS = .prefer, caFile: String? = nil) {
        self.server = server
        self.room = room
        self.name = name
        self.password = password
        self.join = join
        self.filename = filename
        self.filesize = filesize
        self.tls = tls
        self.caFile = caFile
    }

    /// No room: `--together` or `remote together join` name one.
    public static let defaults = TogetherSettings()

    /// Reads `[together]`.
    init(reading reader: TableReader) {
        reader.rejectUnknownKeys(allowing: ["server", "room", "name", "password", "join", "filename", "filesize", "tls", "ca_file"])
        self.init(
            server: reader.optional("server", expected: "\"host\" or \"host:port\"") { node throws(ValueProblem) in
                let text = try Convert.nonEmptyString(node)
                guard let server = Server.parse(text) else {
                    throw .message("server '\(text)' in [together] is not host or host:port (syncplay.pl:8999)", at: nil)
                }
                return server
            },
            room: reader.optional("room", expected: "a non-empty string", Convert.nonEmptyString),
            name: reader.optional("name", expected: "a non-empty string", Convert.nonEmptyString),
            password: reader.optional("password", expected: "a non-empty string", Convert.nonEmptyString),
            join: reader.read("join", expected: "true or false", default: false, Convert.boolean),
            filename: reader.read("filename", expected: "\"raw\", \"hashed\" or \"hidden\"", default: .raw) { node throws(ValueProblem) in
                try Convert.choice(node)
            },
            filesize: reader.read("filesize", expected: "\"raw\", \"hashed\" or \"hidden\"", default: .raw) { node throws(ValueProblem) in
                try Convert.choice(node)
            },
            tls: reader.read("tls", expected: "\"require\", \"prefer\" or \"off\"", default: .prefer) { node throws(ValueProblem) in
                try Convert.choice(node)
            },
            caFile: reader.optional("ca_file", expected: "a path to a PEM file") { node throws(ValueProblem) in
                let path = try Convert.nonEmptyString(node)
                guard path.hasPrefix("/") || path.hasPrefix("~/") else {
                    throw .message("ca_file '\(path)' in [together] is not an absolute path or ~/…", at: nil)
                }
                return path
            }
        )
    }
}
