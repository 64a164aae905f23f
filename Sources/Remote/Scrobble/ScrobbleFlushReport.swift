/// What one `scrobble flush` did, service by service, as the reply and the CLI say it.
public struct ScrobbleFlushReport: Equatable, Sendable {
    /// What became of one service's waiting listens.
    public enum Outcome: Equatable, Sendable {
        /// It took this many listens (0: none was waiting).
        case took(Int)
        /// Not now (offline, rate limited, a server error): `reason`; `kept` listens wait and go
        /// again as `retry` says.
        case later(reason: String, kept: Int, retry: String)
        /// It refused (a wrong credential): nothing more goes to it until the config changes.
        case stopped(reason: String, kept: Int)
        /// Another PlayDeck (or `scrobble flush`) holds the history's sending lock and sends.
        case anotherSender
        /// The history could not be read or written: why.
        case failed(String)
    }

    /// One service's outcome.
    public struct Entry: Equatable, Sendable {
        /// The service's name ("listenbrainz", "lastfm").
        public let service: String
        /// What became of its listens.
        public let outcome: Outcome
    }

    /// Every service set up, in the config's order.
    public let entries: [Entry]

    /// Whether every service took every listen it had waiting.
    public var tookEverything: Bool {
        entries.allSatisfy { if case .took = $0.outcome { true } else { false } }
    }

    /// One line: "listenbrainz took 3 listens; lastfm: HTTP 429: …; 2 listens kept, sent again in 60 s".
    public var line: String {
        entries.map { entry in
            switch entry.outcome {
            case let .took(count): "\(entry.service) took \(Self.listens(count))"
            case let .later(reason, kept, retry): "\(entry.service): \(reason); \(Self.listens(kept)) kept, \(retry)"
            case let .stopped(reason, kept):
                "\(entry.service) refused: \(reason); \(Self.listens(kept)) kept until the config is fixed (it is reloaded as it is saved)"
            case .anotherSender: "\(entry.service): another PlayDeck sends this history's listens (it holds sending.lock)"
            case let .failed(why): "\(entry.service): \(why)"
            }
        }.joined(separator: "; ")
    }

    static func listens(_ count: Int) -> String {
        count == 1 ? "1 listen" : "\(count) listens"
    }
}
