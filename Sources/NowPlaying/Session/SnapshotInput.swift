/// Everything a snapshot is made from, gathered by the session at one moment: its own state,
/// the players' clocks read once, and the settings that shape what is shown.
struct SnapshotInput {
    /// Monotonic and Unix seconds of the moment.
    var uptime: Double
    var timestamp: Double
    var queue: PlayQueue
    var item: ItemState
    var player: PlayerState
    /// The interstitial event presenting, if any, and its progress.
    var presenting: PresentedInterstitial?
    var interstitial: InterstitialProgress?
    /// The primary's time-pos at the moment (what mpv says now, or where a paused seek landed).
    var mediaTime: Double?
    var speeds: SpeedSelection
    var preferredLanguages: [String]
    /// The artwork shown and its size.
    var artwork: (id: Int, bounds: PixelSize)?
    var skipIntervals: SkipIntervals
    var adSkipAfter: Double
    /// Media times of the current item's interstitial events.
    var interstitialTimes: [Double]
    /// The commands with handlers: the only ones offered.
    var supported: Set<RemoteCommandKind>
    /// The trim being written, if any.
    var trim: TrimProgress? = nil
    /// The current item's lyrics, once read.
    var lyrics: Lyrics? = nil
    /// The sleep timer, if one runs.
    var sleepTimer: SleepTimerInfo? = nil
    /// The current item's bookmarks.
    var bookmarks: [BookmarkInfo] = []
    /// Whether bookmarks can be kept (the session has storage for them).
    var keepsBookmarks = false
    /// The id of the current item's details, once they are read.
    var mediaDetailsID: Int? = nil
    /// Stop-after, the item a person stopped at, the last failure.
    var stops = StopState()
    /// The current item's own metadata (`SnapshotBuilder.ownMetadata`), when already made.
    var ownMetadata: ResolvedMetadata? = nil
}

extension SnapshotInput {
    /// What `session` shows now, its players' clocks read once. The moment is the one the
    /// primary's clock was read at (`MediaClockHold`).
    init(_ session: NowPlayingSession) {
        let artwork = session.itemArtwork
        let media = session.playback.mediaReading
        let clock = session.clock
        self.init(
            uptime: media.at, timestamp: clock.unix() - (clock.monotonic() - media.at), queue: session.queue,
            item: session.playback.item, player: session.playback.state, presenting: session.interstitials.presenting,
            interstitial: session.interstitials.progress, mediaTime: media.time, speeds: session.speeds,
            preferredLanguages: session.preferredLanguages,
            artwork: artwork.current.flatMap { picture in artwork.id.map { ($0, picture.bounds) } },
            skipIntervals: session.remoteCommandCenter.skipIntervals, adSkipAfter: session.adSkipAfter,
            interstitialTimes: session.currentItem?.interstitials.map(\.time) ?? [],
            supported: session.remoteCommandCenter.supportedKinds, trim: session.trim.progress,
            lyrics: session.itemLyrics.current, sleepTimer: session.sleep.info(playing: session.state == .playing),
            bookmarks: session.itemBookmarks.published(of: session.currentItem),
            keepsBookmarks: session.itemBookmarks.storage != nil,
            mediaDetailsID: session.currentItem.flatMap { session.itemDetails.readID($0.url) }, stops: session.stops)
        player.audioDevices = session.outputs.offered(player.audioDevices)
        ownMetadata = session.currentItem.map { session.playback.ownMetadata(of: $0, preferred: session.preferredLanguages) }
    }
}
