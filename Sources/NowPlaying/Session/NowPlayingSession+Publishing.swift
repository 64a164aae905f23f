import Playback

extension NowPlayingSession {
    /// A snapshot of now, built from what the session has observed and the player's clock.
    public func makeSnapshot() -> NowPlayingInfo {
        var info = NowPlayingInfo()
        info.uptime = clock.monotonic()
        info.timestamp = clock.unix()
        info.queueIndex = currentIndex
        info.queueCount = queue.count
        info.queueRevision = queueRevision
        info.speeds = speeds
        info.defaultRate = speeds.selectedSpeed.rate
        info.volume = player.volume
        info.isMuted = player.muted
        info.error = item.error
        info.repeatMode = repeatMode
        info.isShuffled = isShuffled
        guard let entry = currentItem else {
            updateCommandStates(info)
            info.commands = remoteCommandCenter.availability
            return info
        }
        let timeline = entry.timeline
        info.path = Sanitized.line(entry.url)
        info.metadata = resolvedMetadata(entry)
        info.timeline = timeline
        info.isLive = item.isLive
        info.duration = info.isLive ? nil : item.mediaDuration.map { timeline.contentDuration(mediaDuration: $0) }
        info.buffering = item.pausedForCache ? item.cacheBuffering ?? 0 : nil
        info.mediaElapsed = presenting.map { $0.event.time } ?? item.landing ?? (item.loaded ? primary.timePosition : nil)
        info.state = state
        // While an interstitial plays the primary's time stands still.
        info.rate = info.state == .playing && presenting == nil ? player.speed : 0
        info.mediaType = item.hasVideo ? .video : .audio
        info.chapters = item.chapters.map { ChapterInfo(title: $0.title.map(Sanitized.line), start: timeline.contentTime(atMedia: $0.time)) }
        info.chapterIndex = item.chapterIndex
        info.artworkID = item.artworkID
        (info.audioTracks, info.subtitleTracks) = publishedTracks()
        if let media = info.mediaElapsed, presenting == nil {
            info.ad = timeline.ad(atMedia: media).map { AdProgress(range: $0, elapsed: media - $0.start) }
            info.actions = item.actions.filter { $0.isVisible(atMedia: media) }.map(\.title)
        }
        info.interstitial = interstitialProgress()
        info.infoActions = info.isLive ? [] : ["Play from Beginning"]
        updateCommandStates(info)
        info.commands = remoteCommandCenter.availability
        return info
    }

    var state: PlaybackState {
        guard currentItem != nil, item.error == nil else { return .stopped }
        if item.loading || item.pausedForCache { return .interrupted }
        if let presenting {
            guard presenting.startedAt != nil else { return .interrupted }
            return presenting.isPaused ? .paused : .playing
        }
        if player.idle { return .stopped }
        return player.paused ? .paused : .playing
    }

    /// Publishes a snapshot if anything changed outside player events (new settings applied).
    public func publishChanges() {
        publish()
    }

    /// Publishes a snapshot if this session is active and it differs from the last one by more
    /// than the passing of time. `force` publishes even an unchanged one. Nothing is published
    /// while an item loads or a seek is under way: the snapshot comes once playback restarts.
    func publish(force: Bool = false) {
        guard isActive, automaticallyPublishesNowPlayingInfo, !(item.loading || isSettling) || force else { return }
        let info = makeSnapshot()
        rememberTitle(info)
        // Playing without a position is mpv unloading the item (its end-file is on the way):
        // nothing a reader could show, so the end is published instead (see isUnpublished).
        if !force, !isUnpublished(info) { return }
        notePosition(info)
        infoCenter.publish(info)
    }

    /// Whether `publish()` would publish `info`: this session publishes, nothing is loading or
    /// settling, `info` has a position to show, and it says more than the last snapshot does.
    func isUnpublished(_ info: NowPlayingInfo) -> Bool {
        guard isActive, automaticallyPublishesNowPlayingInfo, !(item.loading || isSettling),
              !(info.state == .playing && info.mediaElapsed == nil)
        else { return false }
        guard let last = infoCenter.nowPlayingInfo else { return true }
        return Self.isDiscontinuity(from: last, to: info)
    }

    /// An item can start and end within one wake-up (a 1 s file at 8×), and then nothing of it
    /// was ever published: publish it at its end before the next item replaces it. mpv has
    /// unloaded it by then, so its end is its duration, not mpv's (gone) position.
    func publishIfNeverSeen() {
        guard !item.loading, item.lastTimedSnapshot == nil, !item.viaNetwork, let end = item.mediaDuration else { return }
        item.landing = end
        publish()
    }

    /// A new snapshot is worth publishing when anything but the extrapolated time differs,
    /// or when the time jumped away from where extrapolation puts it (a seek).
    static func isDiscontinuity(from old: NowPlayingInfo, to new: NowPlayingInfo) -> Bool {
        var a = old, b = new
        let expected = old.mediaElapsed(at: new.uptime)
        a.mediaElapsed = nil; b.mediaElapsed = nil
        a.uptime = 0; b.uptime = 0
        a.timestamp = 0; b.timestamp = 0
        a.ad = a.ad.map { AdProgress(range: $0.range, elapsed: 0) }
        b.ad = b.ad.map { AdProgress(range: $0.range, elapsed: 0) }
        a.interstitial = a.interstitial.map { $0.withoutTime }
        b.interstitial = b.interstitial.map { $0.withoutTime }
        if a != b { return true }
        switch (expected, new.mediaElapsed) {
        case (nil, nil): return false
        case let (e?, n?): return abs(e - n) > driftTolerance
        default: return true
        }
    }

    /// When something time-based changes next (an ad, an action or an interstitial begins or
    /// ends), in monotonic seconds; nil while paused or when nothing lies ahead.
    public func nextDeadline() -> Double? {
        guard presenting == nil else { return presentingDeadline() }
        // From this session's own view of now: the info center may hold another session's
        // snapshot, or none when publishing is off, and interstitials must still come on time.
        guard let entry = currentItem, !item.loading else { return nil }
        // Should mpv never confirm a seek or speed change, publishing resumes when the wait expires.
        if isSettling { return settlingExpiry }
        let info = makeSnapshot()
        // mpv's time-pos moves in steps, and can cross a boundary between the snapshot a deadline
        // published and this one: what has changed since is due now, or it would wait for the
        // next event (possibly the item's end).
        if isUnpublished(info) { return clock.monotonic() }
        guard info.rate > 0, let media = info.mediaElapsed else { return nil }
        var boundaries = item.actions.flatMap { [$0.start, $0.end] }
        boundaries += entry.timeline.ranges.flatMap { [$0.start, min($0.end, $0.start + adSkipAfter), $0.end] }
        boundaries += entry.interstitials.indices.filter { !item.finishedInterstitials.contains($0) }
            .map { entry.interstitials[$0].time }
        // A boundary a hair ahead still counts: mpv's time-pos moves in steps and lags the real
        // position, so a boundary dropped as "just passed" would never be published at all.
        guard let next = boundaries.filter({ $0 > media }).min() else { return nil }
        // Waking a little after the boundary finds time-pos past it, instead of spinning on it.
        return info.uptime + (next - media) / info.rate + Self.deadlineMargin
    }

    /// How far extrapolation may drift from the player's clock before a snapshot corrects it.
    static let driftTolerance = 0.25

    /// How long after a boundary the session wakes to publish it.
    static let deadlineMargin = 0.01

    private func resolvedMetadata(_ entry: MediaItem) -> ResolvedMetadata {
        let items = LanguageResolver.merge(sidecar: entry.externalMetadata, embedded: EmbeddedTags.items(from: item.tags))
            .map { MetadataItem($0.identifier, Sanitized.line($0.value), language: $0.extendedLanguageTag) }
        var metadata = LanguageResolver.resolve(items, preferred: preferredLanguages)
        if metadata.title == nil { metadata.title = Sanitized.line(item.mediaTitle ?? Self.fileName(entry.url)) }
        return metadata
    }

    static func fileName(_ url: String) -> String {
        String(url.split(separator: "/").last ?? Substring(url))
    }
}
