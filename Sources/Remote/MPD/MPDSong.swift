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
}
