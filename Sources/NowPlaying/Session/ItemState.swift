import Playback

/// What the session has observed of the current item, straight from player events.
struct ItemState {
    var entryID: Int64?
    /// Between loading and the first playback restart: nothing is published meanwhile.
    var loading = false
    /// Loading the entry mpv moves on to by itself (gapless), which it has not started yet.
    var followsPlayer = false
    var loaded = false
    /// Monotonic time the current seek began; publishing waits for the playback restart that
    /// completes it (or 2 s, should mpv never restart).
    var seekStartedAt: Double?
    /// Where the session's last seek was asked to land, in media seconds.
    var seekTarget: Double?
    /// For the snapshot taken as a paused seek completes: where it was asked to land. mpv's
    /// position while paused lags the audio it has buffered (0.19 s with ao=null), and a person
    /// who asked for 0:12 should see 0:12; it is only used when within the drift tolerance.
    var landing: Double?
    /// The media time last seen while playing normally; an interstitial is due when playback
    /// crosses its time, not when a seek jumps over it.
    var playhead: Double?
    /// Where the session's load of the item was asked to start, in media seconds, until playback
    /// first starts; nil for an item the player moved on to by itself.
    var startPosition: Double?
    var mediaDuration: Double?
    /// Where the stream the player opened lies in the item (a transcoded stream opened again
    /// at a seek's target starts there).
    var placement = StreamPlacement()
    var tags: [String: String] = [:]
    var mediaTitle: String?
    /// Whether the player reported this item's tags or title: until it does, those carried over
    /// from the item before (`reportedProperties`) may still be the other file's.
    var titleReported = false
    var chapters: [Chapter] = []
    var chapterIndex: Int?
    var tracks: [Track] = []
    var seekable = true
    var pausedForCache = false
    /// mpv's `cache-buffering-state`: how far the cache has filled towards resuming, 0-100.
    var cacheBuffering: Int?
    /// mpv's `demuxer-via-network`: the item comes over the network.
    var viaNetwork = false
    /// The duration changed after loading. mpv gives a stream whose container knows no length
    /// the furthest time demuxed so far as its duration, and that grows as it plays.
    var durationMoved = false
    /// mpv's `file-format`, e.g. "hls".
    var fileFormat: String?
    /// The first message of the network layer while the item loaded: why it could not be opened.
    var loadMessage: String?
    /// The last network error mpv logged while the loaded item played.
    var streamError: String?
    /// The last snapshot published of the item with a position: where it was when it ended.
    var lastTimedSnapshot: NowPlayingInfo?
    var error: String?
    /// The item's own actions plus those its chapter titles earn.
    var actions: [ContextualAction] = []

    /// A stream without a length of its own: none at all, or one that cannot seek and whose
    /// duration only says how much of it has arrived. FFmpeg makes an HLS playlist unseekable
    /// exactly when it is live (no EXT-X-ENDLIST), which tells before the duration first moves.
    var isLive: Bool {
        loaded && (mediaDuration == nil || (!seekable && (durationMoved || fileFormat == "hls")))
    }

    /// Real video, not a still cover image.
    var hasVideo: Bool { tracks.contains { $0.kind == .video && !$0.isAlbumArt } }
    var hasCoverArt: Bool { tracks.contains { $0.kind == .video && $0.isAlbumArt } }

    /// Takes a change of one of the item's observed properties; false for a property that is
    /// not the item's (the player's own, such as pause).
    mutating func apply(_ change: PropertyChange) -> Bool {
        switch change {
        // A stream that reopens at a seek keeps the length the server lists, and counts as
        // seekable: the player's own say the rest of what it opened, and that it cannot seek.
        case let .duration(d): noteDuration(placement.listedDuration ?? placement.media(atStream: d))
        case let .metadata(tags):
            self.tags = tags
            titleReported = true
        case let .mediaTitle(t):
            mediaTitle = t
            titleReported = true
        case let .chapters(c): chapters = c
        case let .chapter(c): chapterIndex = c
        case let .tracks(t): tracks = t
        case let .seekable(s): seekable = s || placement.reopens
        case let .pausedForCache(p): pausedForCache = p
        case let .cacheBuffering(b): cacheBuffering = b
        case let .viaNetwork(v): viaNetwork = v
        case let .fileFormat(f): fileFormat = f
        default: return false
        }
        return true
    }

    /// Takes where `entry`'s stream lies in it; a stream that reopens at a seek has the length
    /// the server lists from the start.
    mutating func place(_ entry: MediaItem) {
        placement = StreamPlacement(entry)
        guard placement.reopens else { return }
        seekable = true
        if let listed = placement.listedDuration { mediaDuration = listed }
    }

    /// The item's own actions plus those its chapter titles earn under `rules`.
    mutating func refreshActions(of entry: MediaItem?, rules: ChapterActionRules) {
        let titled = chapters.map { (title: $0.title, start: $0.time) }
        actions = (entry?.contextualActions ?? []) + rules.actions(chapters: titled, mediaDuration: mediaDuration)
    }
}

/// The player-wide state that outlives items.
struct PlayerState {
    /// Paused as the session asked, or as mpv last reported when nothing asked is on the way.
    private(set) var paused = false
    var speed = 1.0
    var volume = 100.0
    var muted = false
    var idle = true
    /// The outputs mpv lists, and the one it is asked to play through.
    var audioDevices: [AudioDevice] = []
    var audioDevice = AudioDevice.automatic
    /// Monotonic time the session changed the speed; mpv's clock jumps by the buffered audio
    /// times the change, so publishing waits for mpv to report the new speed (or 2 s).
    var speedChangedAt: Double?

    /// What mpv last reported of its pause, and the pause asked of it since, while mpv's report
    /// of it may still be on the way. mpv reports each change when the loop next drains it: a
    /// play asked and a pause asked right after (MPD's `seek` into another song while paused)
    /// came back as "playing" after the pause was asked, and the session showed it playing.
    private var reportedPaused = false
    private var pauseAsked: Bool?

    /// The session asks mpv to pause or play: it counts as paused or playing at once, and a
    /// report of an earlier value on the way is not taken for mpv's own change.
    mutating func ask(paused asked: Bool) {
        paused = asked
        // mpv reports nothing when it is asked for what it reported last and nothing else is on
        // the way: no report is awaited then.
        pauseAsked = asked == reportedPaused && pauseAsked == nil ? nil : asked
    }

    /// Takes a change of one of the player's own properties; false for an item's.
    mutating func apply(_ change: PropertyChange) -> Bool {
        switch change {
        case let .paused(p):
            reportedPaused = p
            if let asked = pauseAsked {
                guard p == asked else { return true }
                pauseAsked = nil
            }
            paused = p
        case let .speed(s): speed = s; speedChangedAt = nil
        case let .volume(v): volume = v
        case let .muted(m): muted = m
        case let .idleActive(i): idle = i
        case let .audioDevices(list): audioDevices = list
        case let .audioDevice(name): audioDevice = name ?? AudioDevice.automatic
        default: return false
        }
        return true
    }
}

extension ItemState {
    /// A fresh state that keeps only what the player last reported of its properties.
    var reportedProperties: ItemState {
        var fresh = ItemState()
        fresh.mediaDuration = mediaDuration
        fresh.tags = tags
        fresh.mediaTitle = mediaTitle
        fresh.chapters = chapters
        fresh.chapterIndex = chapterIndex
        fresh.tracks = tracks
        fresh.seekable = seekable
        fresh.pausedForCache = pausedForCache
        fresh.cacheBuffering = cacheBuffering
        fresh.viaNetwork = viaNetwork
        fresh.fileFormat = fileFormat
        return fresh
    }
}
