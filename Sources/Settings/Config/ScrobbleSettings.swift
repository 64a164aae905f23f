/// `[scrobble]`: publishing listens to ListenBrainz (or a server with its API, such as Maloja)
/// and Last.fm, and which items never are.
public struct ScrobbleSettings: Equatable, Sendable {
    /// A ListenBrainz account: the user token, and the API root (ListenBrainz's own unless set).
    public struct ListenBrainz: Equatable, Sendable {
        /// The user token (never shown: `config show` and errors leave it out).
        public var token: String
        /// Where the API is: `https://api.listenbrainz.org`, or a self-hosted server's.
        public var apiRoot: String

        /// Creates an account.
        public init(token: String, apiRoot: String = ScrobbleSettings.listenBrainzRoot) {
            self.token = token
            self.apiRoot = apiRoot
        }
    }

    /// A Last.fm account: the application's API key and secret, and the session key of the user.
    public struct LastFM: Equatable, Sendable {
        /// The API key (never shown).
        public var apiKey: String
        /// The shared secret that signs each call (never shown).
        public var secret: String
        /// The user's session key from Last.fm's auth.getSession (never shown), when written
        /// here; else the one `playdeck scrobble login lastfm` keeps beside the history.
        public var session: String?

        /// Creates an account.
        public init(apiKey: String, secret: String, session: String? = nil) {
            self.apiKey = apiKey
            self.secret = secret
            self.session = session
        }
    }

    /// ListenBrainz's own API root.
    public static let listenBrainzRoot = "https://api.listenbrainz.org"

    /// The ListenBrainz account, when one is configured: nothing is published without.
    public var listenBrainz: ListenBrainz?
    /// The Last.fm account, when one is configured.
    public var lastFM: LastFM?
    /// Genre tags whose items are never published (ignoring case; a part of "Podcast; News" counts).
    public var excludeGenres: [String]
    /// Folders or globs (`~` for HOME) whose items are never published.
    public var excludePaths: [String]

    /// Creates scrobble settings.
    public init(listenBrainz: ListenBrainz? = nil, lastFM: LastFM? = nil, excludeGenres: [String] = ["Podcast", "Audiobook"], excludePaths: [String] = []) {
        self.listenBrainz = listenBrainz
        self.lastFM = lastFM
        self.excludeGenres = excludeGenres
        self.excludePaths = excludePaths
    }

    /// No account: nothing published.
    public static let defaults = ScrobbleSettings()

    /// Reads `[scrobble]`.
    init(reading reader: TableReader) {
        reader.rejectUnknownKeys(allowing: ["listenbrainz", "lastfm", "exclude"])
        var settings = Self.defaults
        if let written = reader.node("listenbrainz"), let account = reader.table("listenbrainz", label: "[scrobble.listenbrainz]") {
            account.rejectUnknownKeys(allowing: ["token", "api_root"])
            let token = account.require("token", expected: "a non-empty string (the user token from ListenBrainz's settings)",
                                        at: written.keyPosition, Convert.nonEmptyString)
            let root = account.read("api_root", expected: "an http:// or https:// URL", default: Self.listenBrainzRoot) { node throws(ValueProblem) in
                let text = try Convert.nonEmptyString(node)
                let lowered = text.lowercased()
                guard lowered.hasPrefix("http://") || lowered.hasPrefix("https://") else {
                    throw .message("api_root '\(text)' in [scrobble.listenbrainz] is not an http:// or https:// URL", at: nil)
                }
                return text
            }
            settings.listenBrainz = token.map { ListenBrainz(token: $0, apiRoot: root) }
        }
        if let written = reader.node("lastfm"), let account = reader.table("lastfm", label: "[scrobble.lastfm]") {
            account.rejectUnknownKeys(allowing: ["api_key", "secret", "session"])
            func required(_ key: String, _ what: String) -> String? {
                account.require(key, expected: "a non-empty string (\(what))", at: written.keyPosition, Convert.nonEmptyString)
            }
            let apiKey = required("api_key", "the API key of a Last.fm API account")
            let secret = required("secret", "that API account's shared secret")
            let session = account.optional("session", expected: "a non-empty string (the session key Last.fm's auth.getSession gave)",
                                           Convert.nonEmptyString)
            if let apiKey, let secret { settings.lastFM = LastFM(apiKey: apiKey, secret: secret, session: session) }
        }
        if let exclude = reader.table("exclude", label: "[scrobble.exclude]") {
            exclude.rejectUnknownKeys(allowing: ["genres", "paths"])
            func strings(_ key: String, _ expected: String, _ fallback: [String]) -> [String] {
                exclude.read(key, expected: expected, default: fallback) { node throws(ValueProblem) in
                    try Convert.array(node, Convert.nonEmptyString)
                }
            }
            settings.excludeGenres = strings("genres", "an array of genre names", Self.defaults.excludeGenres)
            settings.excludePaths = strings("paths", "an array of paths or globs", Self.defaults.excludePaths)
        }
        self = settings
    }
}
