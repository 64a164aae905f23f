import Playback

/// The current item's interstitial events (AVPlayerInterstitialEvent) as they play on the
/// second player: which one is due when playback crosses its time, which one a seek must play
/// first, and the one presenting now with its clock. The session pauses and resumes the primary
/// around it, and is told as events begin and end.
final class InterstitialPresentation {
    /// The player events play on; without one they are not played.
    let player: PlayerDriving?
    /// Called as events begin and end.
    var onNotification: ((InterstitialNotification) -> Void)?
    /// The event playing now, if any.
    private(set) var presenting: PresentedInterstitial?
    /// Indexes of the current item's events already played or skipped.
    private(set) var finished: Set<Int> = []

    init(player: PlayerDriving?) {
        self.player = player
    }

    /// A new item starts: none of its events has played.
    func reset() {
        finished = []
    }

    /// The first unplayed event whose time lies between two media times (played through, not
    /// jumped over), with a little slack for the steps time-pos moves in.
    func due(in entry: MediaItem, from: Double, to: Double) -> Int? {
        guard player != nil else { return nil }
        return entry.interstitials.indices.first { index in
            let time = entry.interstitials[index].time
            return !finished.contains(index) && time >= from - 0.05 && time <= to + 0.05
        }
    }

    /// The first unplayed event that a seek from `media` to `target` must play first.
    func constraining(in entry: MediaItem, from media: Double, to target: Double) -> Int? {
        guard player != nil else { return nil }
        return entry.interstitials.indices.first { index in
            let event = entry.interstitials[index]
            return !finished.contains(index) && event.restrictions.contains(.constrainsSeekingForward)
                && event.time > media && event.time <= target
        }
    }

    /// The first unplayed event whose time the primary's playback has just crossed (played through
    /// since the playhead was last noted, not jumped over by a seek); notes the playhead.
    func crossed(in entry: MediaItem, by playback: ItemPlayback) -> Int? {
        let item = playback.item
        // An entry without events reads no clock (a round trip to mpv's thread at every event);
        // one given events later counts from where it is then.
        guard !entry.interstitials.isEmpty else {
            playback.item.playhead = nil
            return nil
        }
        guard item.loaded, !item.loading, !playback.isSeeking, let media = playback.player.timePosition else { return nil }
        let from = min(item.playhead ?? media, media)
        playback.item.playhead = media
        return due(in: entry, from: from, to: media)
    }

    /// The media times of the events that have not played, for the scrubber's marks.
    func pendingTimes(in entry: MediaItem) -> [Double] {
        entry.interstitials.indices.filter { !finished.contains($0) }.map { entry.interstitials[$0].time }
    }

    /// Pauses the primary and starts playing the event at `index` of `entry`; `pendingSeek` is
    /// where the primary goes afterwards when a seek brought it on. False (the primary playing on,
    /// the event counted as played) when a player refuses.
    func present(_ index: Int, of entry: MediaItem, pendingSeek: Double?, pausing primary: ItemPlayback,
                 selectedRate: Double) -> Bool {
        guard let player else { return false }
        let event = entry.interstitials[index]
        let rate = event.restrictions.contains(.requiresPlaybackAtPreferredRate) ? 1 : selectedRate
        do {
            try primary.player.setPaused(true)
            presenting = PresentedInterstitial(index: index, event: event, pendingSeek: pendingSeek, rate: rate)
            try player.setSpeed(rate)
            try player.setPaused(false)
            try player.load(event.url)
            onNotification?(.willPresent(event))
            return true
        } catch {
            presenting = nil
            finished.insert(index)
            try? primary.player.setPaused(false)
            return false
        }
    }

    /// Ends the event presenting (played out or `skipped`) and resumes the primary where it
    /// belongs (the seek that brought it on, else the event's time plus its resumption offset),
    /// at `rate`; false when none was presenting.
    func end(resuming primary: ItemPlayback, at rate: Double, skipped: Bool) -> Bool {
        guard let shown = end() else { return false }
        let target = shown.pendingSeek ?? shown.event.time + shown.event.resumptionOffset
        if let media = primary.player.timePosition, abs(media - target) > 0.05 { try? primary.seek(to: target) }
        try? primary.setSpeed(rate)
        try? primary.setPaused(false)
        onNotification?(.didEnd(shown.event, skipped: skipped))
        return true
    }

    /// Stops the event presenting without resuming the primary, because the item is replaced or
    /// stopped: it counts as skipped.
    func dismiss() {
        guard let shown = end() else { return }
        onNotification?(.didEnd(shown.event, skipped: true))
    }

    /// Takes one of the interstitial player's events; true when the event presenting has ended.
    func apply(_ event: PlayerEvent, now: Double) -> Bool {
        guard presenting != nil else { return false }
        switch event {
        case let .fileStarted(entryID):
            presenting?.entryID = entryID
        case .playbackRestarted:
            if presenting?.startedAt == nil { presenting?.startedAt = now }
        case let .propertyChanged(.paused(paused)):
            presenting?.isPaused = paused
        case let .propertyChanged(.duration(duration)):
            presenting?.duration = duration
        case let .fileEnded(entryID, reason) where entryID == presenting?.entryID:
            switch reason {
            case .endOfFile, .error: return true
            case .stopped, .quit, .redirect: break
            }
        default:
            break
        }
        return false
    }

    /// Ends the event presenting and stops its player; returns it, marked as played.
    private func end() -> PresentedInterstitial? {
        guard let shown = presenting else { return nil }
        presenting = nil
        finished.insert(shown.index)
        try? player?.stop()
        return shown
    }

    /// Pauses or resumes the event presenting.
    func setPaused(_ paused: Bool) throws(MPVError) {
        try player?.setPaused(paused)
        presenting?.isPaused = paused
    }

    /// Plays the event presenting at `rate`, unless it must play at 1×.
    func setRate(_ rate: Double) throws(MPVError) {
        guard let shown = presenting, !shown.event.restrictions.contains(.requiresPlaybackAtPreferredRate) else { return }
        try player?.setSpeed(rate)
        presenting?.rate = rate
    }

    /// The event presenting and how far into it playback is.
    var progress: InterstitialProgress? {
        guard let shown = presenting else { return nil }
        return InterstitialProgress(url: shown.event.url, elapsed: player?.timePosition ?? 0, duration: shown.duration,
                                    skippableAfter: shown.event.skippableAfter)
    }

    /// When the event presenting becomes skippable, a little after the moment so that mpv's
    /// time-pos (which moves in steps) is past it; nil when it is not playing or already is.
    func skippableDeadline(now: Double, margin: Double) -> Double? {
        guard let shown = presenting, shown.isPlaying, let elapsed = player?.timePosition else { return nil }
        let left = shown.event.skippableAfter - elapsed
        return left > 0 ? now + left / max(shown.rate, 0.01) + margin : nil
    }
}
