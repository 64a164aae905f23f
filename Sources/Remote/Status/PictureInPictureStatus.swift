import NowPlaying

/// The session in picture in picture, in `playdeck status --json` and the socket's snapshots:
/// `{"title", "artist", "state", "elapsed", "duration", "rate", "muted"}`, elapsed at the
/// snapshot's timestamp.
public struct PictureInPictureStatus: Codable, Equatable, Sendable {
    /// Its title (the file name when it has none).
    public var title: String
    /// Its artist, when it names one.
    public var artist: String?
    /// "playing", "paused" or "stopped".
    public var state: String
    /// Content seconds at the snapshot's timestamp.
    public var elapsed: Double?
    /// Content seconds, when known.
    public var duration: Double?
    /// How fast `elapsed` moves: 0 while paused.
    public var rate: Double
    /// Whether it plays without sound.
    public var muted: Bool

    /// The corner's session as `info` carries it, moved on to monotonic `now` when given.
    init(_ pip: PictureInPictureInfo, in info: NowPlayingInfo, extrapolatedTo now: Double?) {
        title = pip.title
        artist = pip.artist
        state = pip.state.rawValue
        elapsed = now.map { pip.elapsed(at: $0, snapshotUptime: info.uptime) } ?? pip.elapsed
        duration = pip.duration
        rate = pip.rate
        muted = pip.isMuted
    }

    /// Moved on by `seconds`, clamped to the duration.
    func moved(by seconds: Double) -> PictureInPictureStatus {
        var result = self
        guard let elapsed, seconds > 0 else { return result }
        let moved = elapsed + rate * seconds
        result.elapsed = duration.map { min(moved, $0) } ?? moved
        return result
    }
}
