import Commands
import Playback

/// A Now Playing session over a primary player and, optionally, a second player for
/// interstitials (MPNowPlayingSession). It keeps the Now Playing info right by itself from
/// player events and publishes a snapshot only when something really changed. It wires small
/// parts together: the current item on the primary (`ItemPlayback`), the queue and its order
/// (`PlayQueue`), what the queue's list shows (`QueueTitles`), the artwork (`ItemArtwork`), the
/// interstitials (`InterstitialPresentation`), content time (`AdTimeline`), the snapshot
/// (`SnapshotBuilder`, `CommandRules`), the handlers of its commands (`PlayerTargets`), and its
/// features' parts: gapless (`GaplessPreloader`), the sleep timer (`SessionSleep`), bookmarks
/// (`ItemBookmarks`), outputs (`SessionOutputs`), trim (`SessionTrim`), Live Text
/// (`PausedFrameText`), lyrics (`ItemLyrics`) and the info panel's details (`ItemDetails`).
public final class NowPlayingSession {
    /// Where snapshots go while this session is active.
    public let infoCenter: NowPlayingInfoCenter
    /// This session's commands.
    public let remoteCommandCenter = RemoteCommandCenter()
    /// Whether it took something in since it last made a snapshot (`publishIfTakenIn`).
    var tookInSincePublish = true
    /// Keep the info current from player events (automaticallyPublishesNowPlayingInfo).
    public var automaticallyPublishesNowPlayingInfo = true
    /// The user's languages, for metadata in several languages.
    public var preferredLanguages: [String] = []
    /// Which chapter titles earn a "Skip …" action.
    public var chapterActionRules = ChapterActionRules.standard
    /// The speeds offered and the one selected.
    public var speeds = SpeedSelection() {
        didSet { remoteCommandCenter.changePlaybackRate.supportedPlaybackRates = speeds.speeds.map(\.rate) }
    }
    /// Seconds of an ad range that must play before "Skip Ad" works.
    public var adSkipAfter: Double = 5
    /// Whether items start paused until one has loaded (`--pause`): an item that fails to load
    /// passes it on to the next, which then waits too.
    public var startsPaused = false
    /// Called when an item cannot be played or its stream breaks off; the queue goes on.
    public var onItemFailed: ((MediaItem, ItemFailure) -> Void)?
    /// Called when the queue has played out or was stopped.
    public var onQueueEnded: (() -> Void)?
    /// Called as interstitial events begin and end.
    public var onInterstitial: ((InterstitialNotification) -> Void)? {
        get { interstitials.onNotification }
        set { interstitials.onNotification = newValue }
    }
    /// Called when this session changed while another is the active one (picture in picture):
    /// the active one's snapshot shows it in its corner.
    public var onChangeWhileInactive: (() -> Void)?
    /// Called whenever the session has taken in a change (a player's events, a command, a
    /// worker's result, time passing): `nextDeadline()` may say another time now, and the loop
    /// arms it again. Commands change no player state mpv reports back (the sleep timer), so
    /// re-arming after player events alone leaves their deadlines unarmed.
    public var onDeadlineMayChange: (() -> Void)?
    /// Where shuffled orders come from; tests seed it.
    public var shuffleGenerator: any RandomNumberGenerator = SystemRandomNumberGenerator()

    /// The queue, the item playing, and the order they play in.
    public internal(set) var queue = PlayQueue()
    let playback: ItemPlayback
    let interstitials: InterstitialPresentation
    let itemArtwork: ItemArtwork
    let titles: QueueTitles
    let clock: SessionClock
    /// The next item queued in the player ahead of time (gapless).
    let gapless: GaplessPreloader
    /// The sleep timer: a fade, then a pause.
    let sleep: SessionSleep
    /// Where the sound goes: the outputs listed, chosen, remembered.
    public let outputs: SessionOutputs
    /// The A-B loop and the trim being written.
    let trim: SessionTrim
    /// Live Text: the paused frame's text.
    let pausedText = PausedFrameText()
    /// The current item's lyrics.
    let itemLyrics = ItemLyrics()
    /// The current item's bookmarks.
    let itemBookmarks = ItemBookmarks()
    /// The facts of the items' files, read when the info panel asks.
    let itemDetails = ItemDetails()
    /// Stop-after, the item a person stopped at, and the last item's failure.
    var stops = StopState()
    /// The views when this session plays one content over several players (`Multiview`).
    public internal(set) var multiview: MultiviewInfo?

    /// Creates a session; it publishes once it has handlers and becomes active.
    public convenience init(primary: PlayerDriving, interstitialPlayer: PlayerDriving? = nil,
                            infoCenter: NowPlayingInfoCenter, clock: SessionClock = .system) {
        self.init(primary: primary, interstitialPlayer: interstitialPlayer, infoCenter: infoCenter, clock: clock,
                  artwork: ItemArtwork(), titles: QueueTitles())
    }

    init(primary: PlayerDriving, interstitialPlayer: PlayerDriving?, infoCenter: NowPlayingInfoCenter,
         clock: SessionClock, artwork: ItemArtwork, titles: QueueTitles) {
        playback = ItemPlayback(player: primary, clock: clock)
        self.infoCenter = infoCenter
        self.clock = clock
        interstitials = InterstitialPresentation(player: interstitialPlayer)
        itemArtwork = artwork
        self.titles = titles
        gapless = GaplessPreloader(player: primary)
        playback.onReopen = { [gapless] in gapless.forget() }
        sleep = SessionSleep(playback: playback, interstitials: interstitials, clock: clock)
        outputs = SessionOutputs(playback: playback, interstitialPlayer: interstitialPlayer)
        trim = SessionTrim(player: primary)
        remoteCommandCenter.changePlaybackRate.supportedPlaybackRates = speeds.speeds.map(\.rate)
        outputs.publish = { [unowned self] in publish() }
    }

    /// The player of the queue's items.
    public var primary: PlayerDriving { playback.player }
    /// The player interstitial events play on, if the session has one.
    public var interstitialPlayer: PlayerDriving? { interstitials.player }

    /// Whether this session publishes and receives remote commands.
    public var isActive: Bool { infoCenter.activeSession === self }

    /// Becomes the Now Playing session, unless it has no command handlers.
    @discardableResult
    public func becomeActiveIfPossible() -> Bool {
        guard remoteCommandCenter.hasAnyTarget else { return false }
        infoCenter.activeSession = self
        publish(force: true)
        return true
    }

    /// The index of the item playing or loading.
    public var currentIndex: Int? { queue.currentIndex }
    /// The item playing or loading.
    public var currentItem: MediaItem? { queue.current }
    /// What happens when an item or the queue ends.
    public var repeatMode: RepeatMode { queue.repeatMode }
    /// Whether playback stops at the end of the item playing.
    public var stopAfter: StopAfter { stops.stopAfter }
    /// Whether the queue plays in a shuffled order.
    public var isShuffled: Bool { queue.isShuffled }
    /// The current item's artwork, if it has any.
    public var artwork: MediaItemArtwork? { itemArtwork.current }
    /// The text of the paused frame, once read; nil while none is read or shown.
    public var liveText: LiveTextResult? { pausedText.result }
    /// The current item's lyrics, once read; nil while none are known.
    public var lyrics: Lyrics? { itemLyrics.current }
    /// The settings of its features a program sets: gapless, Live Text, bookmarks' storage…
    public var features: SessionFeatures { SessionFeatures(session: self) }

    // MARK: Queue

    /// Replaces the queue and starts its first item (or `index`).
    public func play(items: [MediaItem], startingAt index: Int = 0) {
        guard let first = queue.replace(with: items, startingAt: index, using: &shuffleGenerator) else {
            return finishQueue()
        }
        start(first)
    }

    /// Adds items where `placement` says: at the end, next or at a position (playing the first
    /// of them if nothing plays, unless `startsIdle` is false), or in place of the queue,
    /// playing the first.
    public func add(_ items: [MediaItem], _ placement: QueuePlacement = .end, startsIdle: Bool = true) {
        switch placement {
        case .replace: play(items: items)
        default:
            if let first = queue.add(items, placement, using: &shuffleGenerator), startsIdle { start(first) }
        }
    }

    /// The server now has the song at `location` starred (or not): the queue's items of it say
    /// so, and the snapshot shows it when one of them plays.
    public func noteStar(of location: String, starred: Bool) {
        for index in queue.items.indices where queue.items[index].url == location && queue.items[index].starred != starred {
            queue.update(at: index) { $0.starred = starred }
        }
        publish()
    }

    /// Starts the item at `index`, paused when `paused` says so (else as `startsPaused` says).
    func start(_ index: Int, paused: Bool? = nil) {
        guard let entry = enter(index) else { return finishQueue() }
        trim.endLoop()
        gapless.forget()
        do {
            try playback.begin(entry, speed: speeds.selectedSpeed.rate, paused: paused ?? startsPaused)
        } catch {
            fail(entry, .cannotPlay(error))
        }
    }

    /// Makes the item at `index` the current one, the last one's interstitial, artwork and
    /// lyrics gone, its own lyrics looked for; nil when there is no such item.
    private func enter(_ index: Int) -> MediaItem? {
        interstitials.dismiss()
        queue.start(index)
        stops.stoppedItemID = nil
        guard let entry = queue.current else { return nil }
        // A priority asks for an item to play: once it does, it is spent (as MPD resets it).
        if entry.priority != 0 {
            queue.update(at: index) { $0.priority = 0 }
            queue.noteShownChange()
        }
        interstitials.reset()
        itemArtwork.forget()
        itemLyrics.load(forMediaAt: entry.url)
        return entry
    }

    /// The current item played out and the player has moved on to the item queued ahead
    /// (gapless): the session follows it instead of loading it again. False when the player
    /// queued something else.
    func followGaplessNext(_ index: Int) -> Bool {
        guard gapless.take(index, in: queue), let entry = enter(index) else { return false }
        playback.follow(entry)
        return true
    }

    /// mpv went idle where the session expected it to move on: it had settled the current item's
    /// end before the next was queued (an item that plays out within one wake-up). The session
    /// loads the item itself; true when it did.
    func restartMissedGaplessNext() -> Bool {
        guard playback.item.followsPlayer, let index = queue.currentIndex else { return false }
        start(index, paused: playback.state.paused ? true : nil)
        return true
    }

    /// Goes to the next item in play order; past the last, around again under repeat queue.
    func advance(paused: Bool? = nil) {
        if let next = queue.next { start(next, paused: paused) } else { finishQueue() }
    }

    /// Nothing plays any more; `announcing`: the queue ended (a cleared queue waits for more
    /// instead); `keepingPlace`: a person stopped, and `play` starts the item playing again.
    func finishQueue(announcing: Bool = true, keepingPlace: Bool = false) {
        interstitials.dismiss()
        stops.stoppedItemID = keepingPlace ? queue.currentIndex.map { queue.ids[$0] } ?? stops.stoppedItemID : nil
        queue.finish()
        gapless.forget()
        itemLyrics.forget()
        playback.end()
        publish(force: true)
        if announcing { onQueueEnded?() }
    }

    func fail(_ entry: MediaItem, _ failure: ItemFailure) {
        playback.item.error = Sanitized.line(failure.description)
        stops.failure = playback.item.error
        queue.noteFailure()
        onItemFailed?(entry, failure)
        publish(force: true)
        advance()
    }

    /// The current item loaded: the failures in a row are over, and so is `startsPaused`.
    func didFinishLoading() {
        guard currentItem != nil else { return }
        queue.noteSuccess()
        stops.failure = nil
        startsPaused = false
    }

    /// Starts the search for the current item's artwork, which needs its tracks: whether the
    /// player found a cover in it.
    func lookForArtwork() {
        guard let entry = currentItem else { return }
        itemArtwork.load(for: entry, hasCoverArt: playback.item.hasCoverArt, player: primary)
    }
}
