/// `[resume]`: whether items start where they were left, and which items are long enough to.
public struct ResumeSettings: Equatable, Sendable {
    /// Whether positions are remembered and offered ("Play from Beginning" is always there).
    public var enabled: Bool
    /// Items at least this many seconds long resume (podcasts, audiobooks, films); shorter
    /// ones (an album's tracks) start at their beginning unless a rule below names them.
    public var minDuration: Double
    /// Genre tags, matched ignoring case, whose items resume whatever their length.
    public var genres: [String]
    /// Paths (a folder's prefix or a glob, `~` for HOME) whose items resume whatever their length.
    public var paths: [String]

    /// Creates resume settings.
    public init(enabled: Bool, minDuration: Double = 600, genres: [String] = ["Podcast", "Audiobook", "Speech"],
                paths: [String] = []) {
        self.enabled = enabled
        self.minDuration = minDuration
        self.genres = genres
        self.paths = paths
    }

    /// Resume on, for items of ten minutes or more and podcasts, audiobooks and speech.
    public static let defaults = ResumeSettings(enabled: true)

    /// Reads `[resume]`.
    init(reading reader: TableReader) {
        reader.rejectUnknownKeys(allowing: ["enabled", "min_duration", "genres", "paths"])
        func strings(_ key: String, _ expected: String, _ fallback: [String]) -> [String] {
            reader.read(key, expected: expected, default: fallback) { node throws(ValueProblem) in
                try Convert.array(node, Convert.nonEmptyString)
            }
        }
        self.init(
            enabled: reader.read("enabled", expected: "true or false", default: Self.defaults.enabled, Convert.boolean),
            minDuration: reader.read("min_duration", expected: "a number of seconds, 0 or more",
                                     default: Self.defaults.minDuration, Convert.nonNegative),
            genres: strings("genres", "an array of genre names", Self.defaults.genres),
            paths: strings("paths", "an array of paths or globs", Self.defaults.paths)
        )
    }
}
