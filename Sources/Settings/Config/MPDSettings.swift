/// `[mpd]`: the MPD protocol server, which lets every MPD client (mpc, ncmpcpp, M.A.L.P.,
/// mpdscribble) control this player.
public struct MPDSettings: Equatable, Sendable {
    /// Where the server listens: a TCP `host:port` or a Unix socket path.
    public enum Address: Equatable, Sendable, CustomStringConvertible {
        /// A TCP address; `host` as written (a name, an IPv4 or a bracket-less IPv6 address).
        case tcp(host: String, port: UInt16)
        /// A Unix socket path as written: absolute, `~/…` or `$XDG_RUNTIME_DIR/…`.
        case unix(path: String)

        /// The address as it is written in the config.
        public var description: String {
            switch self {
            case let .tcp(host, port): host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
            case let .unix(path): path
            }
        }

        /// Reads `host:port`, `[ipv6]:port` or a path; nil with what is wrong.
        public static func parse(_ text: String) -> Result<Address, AddressProblem> {
            if text.hasPrefix("/") || text.hasPrefix("~/") || text.hasPrefix("$XDG_RUNTIME_DIR/") {
                return .success(.unix(path: text))
            }
            guard let colon = text.lastIndex(of: ":") else { return .failure(.noPort) }
            var host = String(text[..<colon])
            if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
            guard !host.isEmpty, !host.contains(where: { $0 == "[" || $0 == "]" || $0 == " " }) else { return .failure(.badHost) }
            guard let port = UInt16(text[text.index(after: colon)...]) else { return .failure(.badPort) }
            return .success(.tcp(host: host, port: port))
        }
    }

    /// Why an address was refused.
    public enum AddressProblem: Error, Equatable {
        case noPort, badHost, badPort
    }

    /// Whether the server runs (off unless asked for: it lets others control the player).
    public var enabled: Bool
    /// The addresses listened on; one that cannot be bound is said once and left out.
    public var listen: [Address]
    /// A password clients must send (`password`) before anything but connection commands; nil: none.
    public var password: String?

    /// Creates MPD server settings.
    public init(enabled: Bool, listen: [Address] = MPDSettings.defaultListen, password: String? = nil) {
        self.enabled = enabled
        self.listen = listen
        self.password = password
    }

    /// MPD's own port on loopback, and a socket beside the control sockets.
    public static let defaultListen: [Address] = [.tcp(host: "127.0.0.1", port: 6600), .unix(path: "$XDG_RUNTIME_DIR/playdeck/mpd.sock")]

    /// Off.
    public static let defaults = MPDSettings(enabled: false)

    /// Reads `[mpd]`.
    init(reading reader: TableReader) {
        reader.rejectUnknownKeys(allowing: ["enabled", "listen", "password"])
        let expected = "an array of \"host:port\" and socket paths (\"/…\", \"~/…\", \"$XDG_RUNTIME_DIR/…\")"
        self.init(
            enabled: reader.read("enabled", expected: "true or false", default: Self.defaults.enabled, Convert.boolean),
            listen: reader.read("listen", expected: expected, default: Self.defaultListen) { node throws(ValueProblem) in
                try Convert.array(node, Self.address)
            },
            password: reader.optional("password", expected: "a non-empty string", Convert.nonEmptyString)
        )
    }

    private static func address(_ node: TOMLNode) throws(ValueProblem) -> Address {
        let text = try Convert.nonEmptyString(node)
        switch Address.parse(text) {
        case let .success(address):
            return address
        case let .failure(problem):
            let why = switch problem {
            case .noPort: "has no port; write host:port (127.0.0.1:6600) or a socket path starting with /, ~/ or $XDG_RUNTIME_DIR/"
            case .badHost: "has no host before its port"
            case .badPort: "has a port that is not a number from 0 to 65535"
            }
            throw .message("listen address '\(text)' in [mpd] \(why)", at: nil)
        }
    }
}
