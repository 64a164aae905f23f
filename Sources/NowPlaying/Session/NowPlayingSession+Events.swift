import Playback

extension NowPlayingSession {
    /// Takes every event the primary player reported in one wake-up, then publishes once if needed.
    public func handle(_ events: [PlayerEvent]) {
        var logsTaken = false
        var loadFinished = false
        for (index, event) in events.enumerated() {
            outputs.follow(event)
            if case .log = event, logsTaken { continue }
            if case let .fileEnded(entryID, reason) = event {
                if reason == .endOfFile, entryID == playback.item.entryID { publishIfNeverSeen() }
                // libmpv hands out log messages after its other events: those saying why this
                // item ended can follow its end in the same batch, and are its own.
                for later in events[(index + 1)...] { playback.item.noteNetworkLog(later) }
                logsTaken = true
            }
            if apply(event) { loadFinished = true }
        }
        // A loop that drains late gets a load's restart before its track-list, which says whether
        // the file has a cover: the artwork is looked for once the whole batch is in, if the item
        // that loaded is still the one playing (one started since is still loading).
        if loadFinished, !playback.item.loading {
            lookForArtwork()
            itemLyrics.itemStarted()
        }
        presentDueInterstitial()
        followPausedFrame()
        publish()
        playback.item.landing = nil
    }

    /// Takes the interstitial player's events.
    public func handleInterstitial(_ events: [PlayerEvent]) {
        for event in events where interstitials.apply(event, now: clock.monotonic()) {
            finishInterstitial(skipped: false)
        }
        followPausedFrame()
        publish()
    }

    /// Called when a deadline from `nextDeadline` arrives: ads, actions and interstitials begin and
    /// end, and a paused frame is taken for Live Text.
    public func timeDidPass() {
        presentDueInterstitial()
        followPausedFrame()
        pausedText.timeDidPass(now: clock.monotonic(), player: primary)
        publish()
    }

    /// Readable when artwork decoded away from the loop is ready; the loop then calls `artworkDidLoad()`.
    public var artworkDescriptor: Int32 { itemArtwork.descriptor }
    /// Readable when titles read from queued files' tags are ready (`queueTitlesDidLoad()`).
    public var queueTitlesDescriptor: Int32 { titles.descriptor }
    /// Readable when the trim being written moved on or ended (`trimDidProgress()`).
    public var trimDescriptor: Int32 { trim.descriptor }
    /// Readable when a frame's text was read away from the loop (`liveTextDidLoad()`).
    public var liveTextDescriptor: Int32 { pausedText.descriptor }
    /// Readable when an item's lyrics were read away from the loop (`lyricsDidLoad()`).
    public var lyricsDescriptor: Int32 { itemLyrics.descriptor }
    /// Readable when a file's details were read away from the loop (`detailsDidLoad()`).
    public var detailsDescriptor: Int32 { itemDetails.descriptor }

    /// Takes the artwork the worker finished and publishes it, if it is still the current item's.
    public func artworkDidLoad() {
        guard currentIndex != nil, itemArtwork.takeLoaded() else { return }
        publish()
    }

    /// Takes the titles the worker read; when one is new, the queue's list is told to redraw: a
    /// new queue revision, published once for the whole batch.
    public func queueTitlesDidLoad() {
        guard titles.takeLoaded() else { return }
        queue.noteShownChange()
        publish()
    }

    /// Takes what the trim's worker reported: its progress goes into the next snapshot, its end
    /// is told as a notice.
    public func trimDidProgress() {
        if let notice = trim.takeNotice() { infoCenter.post(notice: notice) }
        publish()
    }

    /// Takes the text the worker read and publishes it, if its frame is still the one shown.
    public func liveTextDidLoad() {
        guard pausedText.takeLoaded() else { return }
        publish()
    }

    /// Takes the lyrics the worker read, says once what was odd about them, and publishes.
    public func lyricsDidLoad() {
        guard currentIndex != nil, let loaded = itemLyrics.takeLoaded() else { return }
        if let notice = loaded.notice { infoCenter.post(notice: notice) }
        if loaded.shown { publish() }
    }

    /// Takes the facts the worker read of a file; the snapshot then names them, and a view that
    /// asked for them asks again.
    public func detailsDidLoad() {
        if itemDetails.takeLoaded() { publish() }
    }

    /// Tells Live Text which frame is shown: the current item's paused video, not behind an
    /// interstitial.
    func followPausedFrame() {
        let covered = currentItem == nil || interstitials.presenting != nil
        pausedText.follow(PausedFrameText.frame(shownBy: playback, covered: covered), now: clock.monotonic())
    }

    /// Reads a paused frame's text once it has been shown `delay` seconds; nil: never (Live Text off).
    func readPausedFrames(after delay: Double?) {
        guard delay != pausedText.delay else { return }
        pausedText.delay = delay
        pausedText.follow(nil, now: clock.monotonic())
        followPausedFrame()
        publish()
    }

    /// Applies one event; true when it finished the current item's load.
    private func apply(_ event: PlayerEvent) -> Bool {
        if case let .screenshotTaken(ticket, result) = event {
            if PausedFrameText.owns(ticket) {
                pausedText.screenshotTaken(ticket: ticket, result)
            } else {
                itemArtwork.screenshotTaken(ticket: ticket, result)
            }
            return false
        }
        if case let .propertyChanged(.audioDevices(list)) = event { outputs.follow(list) }
        if case .propertyChanged(.idleActive(true)) = event, restartMissedGaplessNext() { return false }
        switch playback.apply(event) {
        case .none: break
        case .actionsChanged: playback.item.refreshActions(of: currentItem, rules: chapterActionRules)
        case .started:
            didFinishLoading()
            return true
        case let .ended(reason):
            guard let entry = currentItem else { return false }
            switch reason {
            case .endOfFile:
                if let failure = playback.item.streamFailure(now: clock.monotonic()) {
                    fail(entry, failure)
                } else if sleep.stopsAtItemEnd || stops.holds(under: queue.repeatMode) {
                    // The timer or stop-after stops here: the next item (if any) is loaded paused.
                    let sleeping = sleep.stopsAtItemEnd
                    if !sleeping { stops.held() }
                    if let next = queue.afterEnd { start(next, paused: true) } else { finishQueue() }
                    if sleeping { sleep.fallAsleep() }
                } else if let next = queue.afterEnd {
                    // A pause that came as the item ended (mpv had reached its end) holds over
                    // the next, as mpv's own pause does from one file to the next.
                    if !followGaplessNext(next) { start(next, paused: playback.state.paused ? true : nil) }
                } else {
                    finishQueue()
                }
            case let .error(error): fail(entry, .cannotPlay(playback.item.explained(error)))
            case .stopped, .quit, .redirect: break
            }
        }
        return false
    }

    // MARK: Interstitials

    /// Starts the first unplayed interstitial whose time playback has just crossed.
    func presentDueInterstitial() {
        guard interstitials.presenting == nil, let entry = currentItem,
              let due = interstitials.crossed(in: entry, by: playback) else { return }
        present(due, pendingSeek: nil)
    }

    /// Pauses the primary and plays the event at `index`; `pendingSeek` is where the primary goes
    /// afterwards when a seek brought it on.
    func present(_ index: Int, pendingSeek: Double?) {
        guard let entry = currentItem,
              interstitials.present(index, of: entry, pendingSeek: pendingSeek, pausing: playback,
                                    selectedRate: speeds.selectedSpeed.rate) else { return }
        publish(force: true)
    }

    /// Ends the interstitial (played out or skipped) and resumes the primary where it belongs,
    /// at the selected speed.
    func finishInterstitial(skipped: Bool) {
        guard interstitials.end(resuming: playback, at: speeds.selectedSpeed.rate, skipped: skipped) else { return }
        // Leaving the interstitial is a discontinuity; after a seek it is published on landing.
        publish()
    }
}
