import MediaFiles

/// What a streaming server keeps of its songs beside their streams: their covers and their
/// lyrics (Subsonic's `getCoverArt`, `getLyricsBySongId`, `getLyrics`). The session asks on
/// its artwork and lyrics workers, never on the loop: each call blocks until the answer, a
/// timeout or a cached copy, and says nothing when there is none (no cover is no failure).
public protocol ServerItemResources: Sendable {
    /// Whether `location` names one of the server's songs (`subsonic://NAME/ID`); cheap, on the loop.
    func serves(_ location: String) -> Bool
    /// A local file holding `location`'s cover (a cached copy: never the server's URL, which
    /// carries a credential); nil when there is none or the server cannot be reached.
    func coverFile(for location: String) -> String?
    /// `location`'s lyrics as the server gives them (synced ones as LRC); nil when there are none.
    func lyrics(for location: String) -> LyricsSource?
}
