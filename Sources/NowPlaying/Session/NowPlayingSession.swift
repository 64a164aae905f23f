import Playback

/// A Now Playing session over a primary player and, optionally, a second player for
/// interstitials (MPNowPlayingSession). It keeps the Now Playing info right by itself
/// from player events and publishes a snapshot only when something really changed.
public final class NowPlayingSession {
    /// The player of the queue's items.
    public let primary: PlayerDriving
    /// The player interstitial events play on; without it they are not played.
    public let interstitialPlayer: PlayerDriving?
    /// Where snapshots go while this session is active.
    public let infoCenter: NowPlayingInfoCenter
    /// This session's commands.
    public let remoteCommandCenter = RemoteCommandCenter()
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
    public var onInterstitial: ((InterstitialNotification) -> Void)?

    /// The queue, in play order.
    public internal(set) var queue: [MediaItem] = []
    /// The index of the item playing or loading.
    public internal(set) var currentIndex: Int?
    /// What happens when an item or the queue ends.
    public internal(set) var repeatMode = RepeatMode.none
    /// Where shuffled orders come from; tests seed it.
    public var shuffleGenerator: any RandomNumberGenerator = SystemRandomNumberGenerator()
    /// The current item's artwork, if it has any.
    public internal(set) var artwork: MediaItemArtwork?
    var item = ItemState()
    var player = PlayerState()
    var presenting: PresentedInterstitial?
    let clock: SessionClock
    var artworkCounter = 0
    /// Decodes artwork off the loop.
    let artworkLoader = ArtworkLoader()
    /// The player's picture asked for, and the artwork search that waits for it.
    var awaitedScreenshot: (ticket: UInt64, request: ArtworkRequest)?
    var screenshotTicket: UInt64 = 0
    var order = PlayOrder()
    /// Titles learnt while items played, by URL, for the queue's list.
    var knownTitles: [String: String] = [:]
    /// Titles read from queued files' tags, by URL, for the queue's list (sanitized); those
    /// learnt while playing win.
    var taggedTitles: [String: String] = [:]
    /// Reads those tags off the loop; tests give it a reader of their own.
    var titleLoader = QueueTitleLoader()
    /// Counts edits of the queue and of its titles, published so that a list of it knows to
    /// redraw.
    var queueRevision = 0
    /// Items that failed one after another: once the whole queue has, repeating stops.
    var failuresInARow = 0

    /// Creates a session; it publishes once it has handlers and becomes active.
    public init(primary: PlayerDriving, interstitialPlayer: PlayerDriving? = nil,
                infoCenter: NowPlayingInfoCenter, clock: SessionClock = .system) {
        self.primary = primary
        self.interstitialPlayer = interstitialPlayer
        self.infoCenter = infoCenter
        self.clock = clock
        remoteCommandCenter.changePlaybackRate.supportedPlaybackRates = speeds.speeds.map(\.rate)
    }

    /// The properties a session needs observed on its players.
    public static let observedProperties: [Property] = [
        .duration, .pause, .speed, .volume, .mute, .metadata, .mediaTitle, .chapterList, .chapter,
        .trackList, .seekable, .pausedForCache, .cacheBufferingState, .demuxerViaNetwork, .fileFormat, .idleActive,
    ]

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

    /// The item playing or loading.
    public var currentItem: MediaItem? { currentIndex.map { queue[$0] } }

    // MARK: Queue

    /// Replaces the queue and starts its first item (or `index`).
    public func play(items: [MediaItem], startingAt index: Int = 0) {
        queue = items
        queueRevision += 1
        failuresInARow = 0
        guard queue.indices.contains(index) else { return finishQueue() }
        if order.isShuffled { order.shuffle(count: queue.count, current: index, using: &shuffleGenerator) }
        start(index)
    }

    /// Adds items at the end of the queue.
    public func append(_ items: [MediaItem]) {
        guard !items.isEmpty else { return }
        let first = queue.count
        queue += items
        queueRevision += 1
        order.appended(first..<queue.count, current: currentIndex, using: &shuffleGenerator)
        if currentIndex == nil { start(first) }
    }

    func start(_ index: Int) {
        guard queue.indices.contains(index) else { return finishQueue() }
        dismissInterstitial()
        currentIndex = index
        item = ItemState()
        forgetArtwork()
        item.loading = true
        let entry = queue[index]
        do {
            // mpv reads "start" when it opens a file, so the first picture is already there.
            try primary.setOption("start", entry.startTime.map { String($0) } ?? "none")
            try showCoverInPlayer(for: entry)
            // A new item plays at the selected speed, never silently at 1×.
            try setPrimarySpeed(speeds.selectedSpeed.rate)
            try primary.setPaused(startsPaused)
            player.paused = startsPaused
            try primary.load(entry.url)
        } catch {
            fail(entry, .cannotPlay(error))
        }
    }

    /// Goes to the next item in play order; past the last, around again under repeat queue.
    func advance() {
        guard let index = currentIndex else { return }
        let next = order.index(after: index, count: queue.count, wrap: repeatMode == .queue)
        if let next, failuresInARow < queue.count { start(next) } else { finishQueue() }
    }

    /// The item played to its end: again under repeat track, else the next one.
    func itemDidEnd() {
        if repeatMode == .track, let index = currentIndex { start(index) } else { advance() }
    }

    func finishQueue() {
        dismissInterstitial()
        currentIndex = nil
        item = ItemState()
        try? primary.stop()
        publish(force: true)
        onQueueEnded?()
    }

    private func fail(_ entry: MediaItem, _ failure: ItemFailure) {
        item.error = Sanitized.line(failure.description)
        failuresInARow += 1
        onItemFailed?(entry, failure)
        publish(force: true)
        advance()
    }

    // MARK: Events

    /// Takes every event the primary player reported in one wake-up, then publishes once if needed.
    public func handle(_ events: [PlayerEvent]) {
        var logsTaken = false
        for (index, event) in events.enumerated() {
            if case .log = event, logsTaken { continue }
            if case let .fileEnded(entryID, reason) = event {
                if reason == .endOfFile, entryID == item.entryID { publishIfNeverSeen() }
                // libmpv hands out log messages after its other events: those saying why this
                // item ended can follow its end in the same batch, and are its own.
                events[(index + 1)...].forEach(noteNetworkLog)
                logsTaken = true
            }
            apply(event)
        }
        presentDueInterstitial()
        publish()
        item.landing = nil
    }

    /// Takes the interstitial player's events.
    public func handleInterstitial(_ events: [PlayerEvent]) {
        for event in events { applyInterstitial(event) }
        publish()
    }

    /// Called when a deadline from `nextDeadline` arrives: ads, actions and interstitials begin and end.
    public func timeDidPass() {
        presentDueInterstitial()
        publish()
    }

    private func apply(_ event: PlayerEvent) {
        switch event {
        case let .fileStarted(entryID):
            item.entryID = entryID
        case .fileLoaded:
            item.loaded = true
            refreshActions()
        case .seeking:
            item.seekStartedAt = clock.monotonic()
        case .playbackRestarted:
            if item.loading { didFinishLoading() }
            item.loading = false
            item.seekStartedAt = nil
            // Where playback (re)starts is where it is: an interstitial jumped over is not due.
            item.playhead = primary.timePosition
            if let target = item.seekTarget, player.paused, let media = item.playhead,
               abs(media - target) <= Self.driftTolerance {
                item.landing = target
            }
            item.seekTarget = nil
        case let .fileEnded(entryID, reason):
            guard entryID == item.entryID, let entry = currentItem else { return }
            switch reason {
            case .endOfFile: if let failure = streamFailure() { fail(entry, failure) } else { itemDidEnd() }
            case let .error(error): fail(entry, .cannotPlay(explained(error)))
            case .stopped, .quit, .redirect: break
            }
        case let .propertyChanged(change):
            apply(change)
        case .log:
            noteNetworkLog(event)
        case let .screenshotTaken(ticket, result):
            screenshotTaken(ticket: ticket, result)
        case .shutdown:
            break
        }
    }

    private func apply(_ change: PropertyChange) {
        switch change {
        case let .duration(d): noteDuration(d); refreshActions()
        case let .paused(p): player.paused = p
        case let .speed(s): player.speed = s; player.speedChangedAt = nil
        case let .volume(v): player.volume = v
        case let .muted(m): player.muted = m
        case let .metadata(tags): item.tags = tags
        case let .mediaTitle(t): item.mediaTitle = t
        case let .chapters(c): item.chapters = c; refreshActions()
        case let .chapter(c): item.chapterIndex = c
        case let .tracks(t): item.tracks = t
        case let .seekable(s): item.seekable = s
        case let .pausedForCache(p): item.pausedForCache = p
        case let .cacheBuffering(b): item.cacheBuffering = b
        case let .viaNetwork(v): item.viaNetwork = v
        case let .fileFormat(f): item.fileFormat = f
        case let .idleActive(i): player.idle = i
        default: break
        }
    }

    /// Seeks the primary; nothing is published until playback restarts at the target.
    func seekPrimary(to media: Double) throws(MPVError) {
        try primary.seek(to: media)
        item.seekStartedAt = clock.monotonic()
        item.seekTarget = media
    }

    /// Sets the primary's speed; a change of a speed the player reports is published once it
    /// reports the new one. A player that reports no speed is not waited for.
    func setPrimarySpeed(_ rate: Double) throws(MPVError) {
        let before = primary.current(.speed)
        try primary.setSpeed(rate)
        if case let .speed(old)? = before, old != rate { player.speedChangedAt = clock.monotonic() }
        player.speed = rate
    }

    /// How long a seek or speed change may go unconfirmed before publishing goes on regardless.
    static let settlingLimit = 2.0

    /// Whether a seek is under way.
    var isSeeking: Bool {
        item.seekStartedAt.map { clock.monotonic() - $0 < Self.settlingLimit } ?? false
    }

    /// Whether the player is still carrying out a seek or a speed change: mpv's clock is not
    /// worth publishing until it has.
    var isSettling: Bool { settlingExpiry.map { clock.monotonic() < $0 } ?? false }

    /// When the current wait for mpv's confirmation gives up.
    var settlingExpiry: Double? {
        [item.seekStartedAt, player.speedChangedAt].compactMap { $0 }.max().map { $0 + Self.settlingLimit }
    }

    private func didFinishLoading() {
        guard let entry = currentItem else { return }
        failuresInARow = 0
        startsPaused = false
        loadArtwork(for: entry)
    }

    private func refreshActions() {
        let chapters = item.chapters.map { (title: $0.title, start: $0.time) }
        item.actions = (currentItem?.contextualActions ?? [])
            + chapterActionRules.actions(chapters: chapters, mediaDuration: item.mediaDuration)
    }
}
