import Glibc

/// A song as MPD describes it in `currentsong`, `playlistinfo`, `find` and `lsinfo`: `file:`,
/// `Last-Modified:`, `Format:`, its tags, `Time:` and `duration:`, then, for a queue entry,
/// `Pos:` and `Id:` (and `Prio:` when not 0).
public struct MPDSong: Sendable, Equatable {
    /// The URI: a path relative to the music directory, or an absolute path or URL outside it.
    public var uri: String
    /// When the file was last changed, seconds since 1970 (`Last-Modified`, ISO 8601 UTC).
    public var lastModified: Int64?
    /// The audio format as MPD writes it (`44100:16:2`), when known.
    public var format: String?
    /// The tags, in the order they are written (one line each, a tag may repeat).
    public var tags: [(MPDTag, String)]
    /// The length in seconds, when known.
    public var duration: Double?

    /// A song at `uri` with what is known of it.
    public init(uri: String, lastModified: Int64? = nil, format: String? = nil, tags: [(MPDTag, String)] = [],
                duration: Double? = nil) {
        self.uri = uri
        self.lastModified = lastModified
        self.format = format
        self.tags = tags
        self.duration = duration
    }

    public static func == (lhs: MPDSong, rhs: MPDSong) -> Bool {
        lhs.uri == rhs.uri && lhs.lastModified == rhs.lastModified && lhs.format == rhs.format
            && lhs.duration == rhs.duration && lhs.tags.map(\.0) == rhs.tags.map(\.0) && lhs.tags.map(\.1) == rhs.tags.map(\.1)
    }

    /// The first value of `tag`, if the song has it.
    public func value(of tag: MPDTag) -> String? {
        tags.first { $0.0 == tag }?.1
    }

    /// Writes the song as MPD's `song_print_info` does: `file`, `Last-Modified` (ISO 8601, UTC),
    /// `Format`, the tags the client asked for (`tagtypes`) in the song's order, `Time` (whole
    /// seconds, rounded) and `duration` (milliseconds, as MPD keeps them). Every answer that
    /// prints a song calls this.
    public func write(into response: inout MPDResponse, tags wanted: Set<MPDTag>) {
        response.add("file", uri)
        if let lastModified { response.add("Last-Modified", Self.timestamp(lastModified)) }
        if let format { response.add("Format", format) }
        for (tag, value) in tags where wanted.contains(tag) { response.add(tag.rawValue, value) }
        if let duration, duration >= 0, duration.isFinite {
            // MPD keeps a length in whole milliseconds (SongTime), cut, not rounded.
            let milliseconds = Int(min(duration, Double(UInt32.max) / 1000) * 1000)
            response.add("Time", (milliseconds + 500) / 1000)
            response.add("duration", "\(milliseconds / 1000).\(Self.threeDigits(milliseconds % 1000))")
        }
    }

    /// `2024-03-01T12:00:00Z` for `seconds` since 1970, as MPD writes a time.
    public static func timestamp(_ seconds: Int64) -> String {
        var time = time_t(seconds), parts = tm()
        gmtime_r(&time, &parts)
        var buffer = [CChar](repeating: 0, count: 32)
        let count = strftime(&buffer, buffer.count, "%Y-%m-%dT%H:%M:%SZ", &parts)
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func threeDigits(_ number: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, 3 - digits.count)) + digits
    }
}
