import Commands

/// `[queue]`: what `playdeck FILE` does while a player already runs.
public struct QueueSettings: Equatable, Sendable {
    /// Where the items named on the command line go when a player already runs.
    public enum OpenMode: String, CaseIterable, Equatable, Sendable {
        /// A new player plays them (as every start did before).
        case new
        /// The running player adds them at the end of its queue.
        case add
        /// The running player plays them in place of its queue.
        case replace

        static func mode(_ node: TOMLNode) throws(ValueProblem) -> OpenMode {
            try Convert.choice(node, exactCase: true)
        }
    }

    /// What `playdeck FILE` does while a player runs.
    public var open: OpenMode

    /// Creates queue settings.
    public init(open: OpenMode) {
        self.open = open
    }

    /// A new player each time.
    public static let defaults = QueueSettings(open: .new)

    /// Reads `[queue]`.
    init(reading reader: TableReader) {
        reader.rejectUnknownKeys(allowing: ["open"])
        self.init(open: reader.read("open", expected: "\"new\", \"add\" or \"replace\"", default: Self.defaults.open, OpenMode.mode))
    }
}
