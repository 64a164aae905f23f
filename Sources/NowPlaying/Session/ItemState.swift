import Playback

/// What the session has observed of the current item, straight from player events.
struct ItemState {
    var entryID: Int64?
    /// Between loading and the first playback restart: nothing is published meanwhile.
    var loading = false
    var loaded = false
    var mediaDuration: Double?
    var tags: [String: String] = [:]
    var mediaTitle: String?
    var chapters: [Chapter] = []
    var chapterIndex: Int?
    var tracks: [Track] = []
    var seekable = true
    var pausedForCache = false
    var error: String?
    var artworkID: Int?
    /// The item's own actions plus those its chapter titles earn.
    var actions: [ContextualAction] = []
    /// Indexes of the interstitial events already played or skipped.
    var finishedInterstitials: Set<Int> = []

    /// Real video, not a still cover image.
    var hasVideo: Bool { tracks.contains { $0.kind == .video && !$0.isAlbumArt } }
    var hasCoverArt: Bool { tracks.contains { $0.kind == .video && $0.isAlbumArt } }
}

/// The player-wide state that outlives items.
struct PlayerState {
    var paused = false
    var speed = 1.0
    var volume = 100.0
    var muted = false
    var idle = true
}
