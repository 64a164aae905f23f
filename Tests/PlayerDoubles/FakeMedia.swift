import Playback

/// A file as a fake player knows it: what ffprobe says it holds, or what a test says.
public struct FakeMedia: Sendable {
    /// Seconds of media; nil for a stream that does not know its length.
    public var duration: Double?
    /// Chapters by start, as mpv's chapter-list gives them.
    public var chapters: [Chapter]
    /// The container's tags with their keys folded to lower case, as the session receives them.
    public var tags: [String: String]
    /// The tracks with mpv's ids; `isSelected` is what mpv picks when the file loads.
    public var tracks: [Track]
    /// mpv's `file-format`, e.g. "mp3" or "hls".
    public var fileFormat: String?
    /// Whether mpv can seek in it.
    public var seekable: Bool
    /// Whether it comes over the network (`demuxer-via-network`).
    public var viaNetwork: Bool
    /// Why it cannot be opened, if it cannot.
    public var failure: OpenFailure?

    /// Describes a file.
    public init(duration: Double? = 60, chapters: [Chapter] = [], tags: [String: String] = [:],
                tracks: [Track] = [Track(id: 1, kind: .audio, codec: "mp3", isSelected: true)],
                fileFormat: String? = "mp3", seekable: Bool = true, viaNetwork: Bool = false,
                failure: OpenFailure? = nil) {
        self.duration = duration
        self.chapters = chapters
        self.tags = tags
        self.tracks = tracks
        self.fileFormat = fileFormat
        self.seekable = seekable
        self.viaNetwork = viaNetwork
        self.failure = failure
    }

    /// What `Fixtures.tone` makes, as described: an mp3 of `seconds` with its three tags.
    public static func tone(seconds: Double, title: String = "Test Tone", artist: String = "Test Artist",
                            album: String = "Seeds") -> FakeMedia {
        FakeMedia(duration: seconds, tags: ["title": title, "artist": artist, "album": album])
    }

    /// A file mpv cannot open, for this reason.
    public static func unopenable(_ failure: OpenFailure) -> FakeMedia {
        FakeMedia(duration: nil, tracks: [], fileFormat: nil, failure: failure)
    }

    /// A network stream: unseekable and of unknown length unless given one.
    public static func stream(duration: Double? = nil, seekable: Bool = false, format: String? = "mp3") -> FakeMedia {
        FakeMedia(duration: duration, fileFormat: format, seekable: seekable, viaNetwork: true)
    }
}

/// Why mpv could not open a file: its error code and the error line it logs for it.
public struct OpenFailure: Sendable, Equatable {
    /// The negative mpv_error code its end-file event carries.
    public var code: Int32
    /// The module mpv logs the reason under ("cplayer", "file").
    public var prefix: String
    /// mpv's own line.
    public var message: String

    /// A failure with mpv's code and line.
    public init(code: Int32, prefix: String, message: String) {
        self.code = code
        self.prefix = prefix
        self.message = message
    }

    /// What mpv 0.35 says of bytes no demuxer recognises.
    public static let unrecognizedFormat = OpenFailure(code: MPVError.Kind.unknownFormat.rawValue, prefix: "cplayer",
                                                       message: "Failed to recognize file format.")
}
