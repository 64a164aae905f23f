/// The last listens of the listening history, newest first, as the info panel's History tab
/// shows them: a value the player answers from the history it holds in memory.
public struct ListenList: Sendable, Equatable, Codable {
    /// One listen.
    public struct Row: Sendable, Equatable, Codable {
        /// When it started, in the player's local time ("2026-11-28 13:20").
        public let time: String
        /// Who played.
        public let artist: String
        /// What.
        public let title: String
        /// The services set up, each with whether it took this listen yet, in the config's order.
        public let services: [Service]

        /// Creates a row.
        public init(time: String, artist: String, title: String, services: [Service]) {
            self.time = time
            self.artist = artist
            self.title = title
            self.services = services
        }
    }

    /// A service and whether it took a listen.
    public struct Service: Sendable, Equatable, Codable {
        /// Its name ("listenbrainz", "lastfm").
        public let name: String
        /// Whether it acknowledged the listen.
        public let took: Bool

        /// Creates a mark.
        public init(name: String, took: Bool) {
            self.name = name
            self.took = took
        }
    }

    /// The listens, newest first.
    public let rows: [Row]
    /// Why there are none to show when there is no history (no service set up); nil otherwise.
    public let unavailable: String?

    /// Creates a list.
    public init(rows: [Row], unavailable: String? = nil) {
        self.rows = rows
        self.unavailable = unavailable
    }

    /// The most rows one request may ask for.
    public static let maximumRows = 500
}
