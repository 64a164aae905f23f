/// One set of OpenSubsonic's `getLyricsBySongId` lyrics (extension `songLyrics`): synced lines
/// with their start in milliseconds, or unsynced lines.
public struct SubsonicStructuredLyrics: Decodable, Sendable, Equatable {
    /// One line: when it starts (milliseconds, synced lyrics only) and its words.
    public struct Line: Decodable, Sendable, Equatable {
        /// Milliseconds from the song's start; nil in unsynced lyrics.
        public let start: Int?
        /// The words.
        public let value: String

        private enum CodingKeys: String, CodingKey {
            case start, value
        }

        /// Reads one from the server's JSON.
        public init(from decoder: any Decoder) throws {
            let values = try decoder.container(keyedBy: CodingKeys.self)
            start = try values.decodeIfPresent(Int.self, forKey: .start)
            value = try values.decodeIfPresent(String.self, forKey: .value) ?? ""
        }
    }

    /// The language ("eng", "xxx" when unknown).
    public let lang: String?
    /// Whether the lines have start times.
    public let synced: Bool
    /// Milliseconds to show the lines sooner (negative: later).
    public let offset: Int
    /// The lines, in order.
    public let lines: [Line]

    private enum CodingKeys: String, CodingKey {
        case lang, synced, offset, line
    }

    /// Reads one from the server's JSON.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        lang = try values.decodeIfPresent(String.self, forKey: .lang)
        synced = try values.decodeIfPresent(Bool.self, forKey: .synced) ?? false
        offset = try values.decodeIfPresent(Int.self, forKey: .offset) ?? 0
        lines = try values.decodeIfPresent([Line].self, forKey: .line) ?? []
    }

    /// The lines as text the lyrics reader takes: LRC (`[mm:ss.xx]words`) when synced, else
    /// the words line after line. A line's own newlines would be lines of their own: spaces.
    public var text: String {
        lines.map { line in
            let words = line.value.split(whereSeparator: \.isNewline).joined(separator: " ")
            guard synced, let start = line.start else { return words }
            // Any number a server sends: the offset applied without overflowing.
            let (shifted, overflowed) = start.subtractingReportingOverflow(offset)
            let hundredths = overflowed ? (offset < 0 ? Int.max : 0) / 10 : max(0, shifted) / 10
            let minutes = hundredths / 6000, rest = hundredths % 6000
            return "[" + Self.twoDigits(minutes) + ":" + Self.twoDigits(rest / 100) + "." + Self.twoDigits(rest % 100) + "]" + words
        }.joined(separator: "\n") + "\n"
    }

    private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
