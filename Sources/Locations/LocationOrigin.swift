/// Where a location to play came from, which decides what it may name (`LocationRule`).
public enum LocationOrigin: Equatable, Sendable {
    /// The person's own command line: anything mpv opens.
    case commandLine
    /// The person's own config file: anything mpv opens.
    case config
    /// An entry of a playlist file (or of one read from standard input).
    case playlist
    /// A path or URL written in a sidecar file.
    case sidecar
    /// Another program: the control socket, MPRIS (named for the refusal's line).
    case remote(String)

    /// Whether the person wrote it themselves, so that it may name any of mpv's protocols.
    public var isPersonsOwn: Bool {
        switch self {
        case .commandLine, .config: true
        case .playlist, .sidecar, .remote: false
        }
    }

    /// Who named it, for a refusal's line: "a playlist", "the control socket".
    var namer: String {
        switch self {
        case .commandLine: "the command line"
        case .config: "the config"
        case .playlist: "a playlist"
        case .sidecar: "a sidecar"
        case let .remote(name): name
        }
    }
}
