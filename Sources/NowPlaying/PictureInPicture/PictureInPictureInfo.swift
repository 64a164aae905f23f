/// The session that is not active, as the active one's snapshot carries it: enough for a
/// corner of the tile (title, state, elapsed) wherever the snapshot goes, over the socket too.
public struct PictureInPictureInfo: Sendable, Equatable, Codable {
    /// Its title (the file name when it has none).
    public var title: String
    /// Its artist, when it names one.
    public var artist: String?
    /// Audio, or real video.
    public var mediaType: MediaType
    /// Playing, paused, stopped.
    public var state: PlaybackState
    /// Content seconds, nil while unknown.
    public var duration: Double?
    /// Content seconds at the snapshot that carries it (its `uptime`).
    public var elapsed: Double?
    /// How fast `elapsed` moves: 0 while paused.
    public var rate: Double
    /// Whether it plays without sound.
    public var isMuted: Bool
    /// Why its item failed, if it did.
    public var error: String?
    /// Its artwork, asked for by this id like the active session's (ids are unique among sessions).
    public var artworkID: Int?
    /// The artwork's size in pixels.
    public var artworkSize: PixelSize?

    /// The inactive session's snapshot `other`, its time moved on to `uptime` (the monotonic
    /// time of the snapshot that carries it).
    public init(_ other: NowPlayingInfo, at uptime: Double) {
        title = other.metadata.title ?? other.path ?? ""
        artist = other.metadata.artist
        mediaType = other.mediaType
        state = other.state
        duration = other.duration
        elapsed = other.elapsed(at: uptime)
        rate = other.rate
        isMuted = other.isMuted
        error = other.error
        artworkID = other.artworkID
        artworkSize = other.artworkSize
    }

    /// Content elapsed at monotonic `now`, for a carrying snapshot taken at `uptime`, clamped.
    public func elapsed(at now: Double, snapshotUptime uptime: Double) -> Double? {
        guard let elapsed else { return nil }
        let moved = elapsed + rate * max(0, now - uptime)
        return duration.map { min(moved, $0) } ?? moved
    }
}
