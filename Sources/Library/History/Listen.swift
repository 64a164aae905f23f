/// What a listen was of, as the scrobbling services take it.
public struct ListenTrack: Equatable, Sendable {
    /// The artist, never empty: the services refuse a listen without one.
    public var artist: String
    /// The title, never empty.
    public var title: String
    /// The album (release), when the tags name one.
    public var album: String?
    /// Whole seconds of content, when known.
    public var duration: Int?
    /// Where it was played from, for the local history only (never sent).
    public var path: String?

    /// Creates a track.
    public init(artist: String, title: String, album: String? = nil, duration: Int? = nil, path: String? = nil) {
        self.artist = artist
        self.title = title
        self.album = album
        self.duration = duration
        self.path = path
    }
}

/// One listen in the history: a track played past the services' threshold, with the id it
/// keeps for ever (acknowledgements name it) and the Unix second it started playing.
public struct Listen: Equatable, Sendable {
    /// Increasing from 1 in the order listens were kept.
    public var id: Int
    /// Unix seconds when the play started (ListenBrainz's `listened_at`, Last.fm's `timestamp`);
    /// no two listens of one history share one.
    public var listenedAt: Int
    /// What was played.
    public var track: ListenTrack

    /// Creates a listen.
    public init(id: Int, listenedAt: Int, track: ListenTrack) {
        self.id = id
        self.listenedAt = listenedAt
        self.track = track
    }
}
