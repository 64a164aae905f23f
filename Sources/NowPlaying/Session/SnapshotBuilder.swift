/// Makes a snapshot from a `SnapshotInput`: a pure function, so the same state always gives
/// the same snapshot, and building one changes nothing.
enum SnapshotBuilder {
    static func snapshot(_ input: SnapshotInput) -> NowPlayingInfo {
        var info = NowPlayingInfo()
        info.uptime = input.uptime
        info.timestamp = input.timestamp
        info.queueIndex = input.queue.currentIndex
        info.queueItemID = input.queue.currentIndex.map { input.queue.ids[$0] }
        info.queueCount = input.queue.count
        info.queueRevision = input.queue.revision
        info.hasNextItem = input.queue.next != nil
        let stopped = input.stops.stoppedIndex(in: input.queue)
        info.stoppedQueueItemID = stopped.map { input.queue.ids[$0] }
        // Stopped, what plays after the stopped item once `play` starts it again.
        info.nextQueueIndex = input.queue.currentIndex == nil ? stopped.flatMap(input.queue.afterEnd(of:)) : input.queue.afterEnd
        info.hasPreviousItem = input.queue.previous != nil
        info.speeds = input.speeds
        info.defaultRate = input.speeds.selectedSpeed.rate
        info.volume = input.player.volume
        info.isMuted = input.player.muted
        info.audioDevices = input.player.audioDevices.map(AudioDeviceInfo.init)
        info.audioDevice = Sanitized.line(input.player.audioDevice)
        info.error = input.item.error ?? input.stops.failure
        info.repeatMode = input.queue.repeatMode
        info.stopAfter = input.stops.stopAfter
        info.isShuffled = input.queue.isShuffled
        info.skipIntervals = input.skipIntervals
        info.adSkipAfter = input.adSkipAfter
        info.trim = input.trim
        info.sleepTimer = input.sleepTimer
        info.bookmarks = input.bookmarks
        if let entry = input.queue.current { describe(entry, input, into: &info) }
        info.commands = CommandRules.availability(input, info)
        return info
    }

    private static func describe(_ entry: MediaItem, _ input: SnapshotInput, into info: inout NowPlayingInfo) {
        let item = input.item, timeline = entry.timeline
        info.path = Sanitized.line(entry.url)
        info.isStarred = entry.starred
        info.metadata = metadata(entry, item: item, own: input.ownMetadata, preferred: input.preferredLanguages)
        info.timeline = timeline
        info.isLive = item.isLive
        info.duration = info.isLive ? nil : item.mediaDuration.map { timeline.contentDuration(mediaDuration: $0) }
        info.buffering = item.pausedForCache ? item.cacheBuffering ?? 0 : nil
        info.mediaElapsed = input.presenting.map { $0.event.time } ?? item.landing ?? (item.loaded ? input.mediaTime : nil)
        info.state = state(hasItem: true, item: item, player: input.player, presenting: input.presenting)
        // While an interstitial plays the primary's time stands still.
        info.rate = info.state == .playing && input.presenting == nil ? input.player.speed : 0
        info.mediaType = item.hasVideo ? .video : .audio
        info.chapters = item.chapters.map {
            ChapterInfo(title: $0.title.map(Sanitized.line), start: timeline.contentTime(atMedia: $0.time))
        }
        info.chapterIndex = item.chapterIndex
        info.artworkID = input.artwork?.id
        info.artworkSize = input.artwork?.bounds
        (info.audioTracks, info.subtitleTracks) = item.publishedTracks()
        if let media = info.mediaElapsed, input.presenting == nil {
            let timed = TimedFacets(entry: entry, actions: item.actions, media: media, adSkipAfter: input.adSkipAfter,
                                    lyrics: input.lyrics)
            info.ad = timed.ad
            info.actions = timed.actions
        }
        info.lyrics = input.lyrics?.state(atMedia: input.presenting == nil ? info.mediaElapsed : nil)
        info.interstitial = input.interstitial
        info.interstitialTimes = input.interstitialTimes
        info.infoActions = info.isLive ? [] : ["Play from Beginning"]
        info.mediaDetailsID = input.mediaDetailsID
    }

    /// Playing, paused, stopped or interrupted (loading, buffering, an interstitial loading).
    static func state(hasItem: Bool, item: ItemState, player: PlayerState, presenting: PresentedInterstitial?)
        -> PlaybackState {
        guard hasItem, item.error == nil else { return .stopped }
        if item.loading || item.pausedForCache { return .interrupted }
        if let presenting {
            guard presenting.startedAt != nil else { return .interrupted }
            return presenting.isPaused ? .paused : .playing
        }
        if player.idle { return .stopped }
        return player.paused ? .paused : .playing
    }

    private static func metadata(_ entry: MediaItem, item: ItemState, own: ResolvedMetadata?, preferred: [String]) -> ResolvedMetadata {
        var metadata = own ?? ownMetadata(entry, item: item, preferred: preferred)
        if metadata.title == nil { metadata.title = Sanitized.line(entry.playlistTitle ?? item.mediaTitle ?? fileName(entry.url)) }
        return metadata
    }

    /// What the item says of itself, sanitized: its sidecar over its tags, in the user's
    /// languages, and for want of a title tag the stream's own. The title is nil when none of
    /// them names one; then, as in mpv, the playlist's title comes before the file name.
    static func ownMetadata(_ entry: MediaItem, item: ItemState, preferred: [String]) -> ResolvedMetadata {
        let items = LanguageResolver.merge(sidecar: entry.externalMetadata, embedded: EmbeddedTags.items(from: item.tags))
            .map { MetadataItem($0.identifier, Sanitized.line($0.value), language: $0.extendedLanguageTag) }
        var metadata = LanguageResolver.resolve(items, preferred: preferred)
        if metadata.title == nil { metadata.title = EmbeddedTags.streamTitle(from: item.tags).map(Sanitized.line) }
        return metadata
    }

    static func fileName(_ url: String) -> String {
        String(url.split(separator: "/").last ?? Substring(url))
    }
}

/// What of a snapshot changes with media time alone: the ad playing, the actions visible,
/// whether the ad may be skipped, and the line of synced lyrics sung. The session wakes when one
/// of them is due to change.
struct TimedFacets: Equatable {
    var ad: AdProgress?
    var actions: [String]
    var adSkippable: Bool
    var lyricsLine: Int?

    init(entry: MediaItem, actions: [ContextualAction], media: Double, adSkipAfter: Double, lyrics: Lyrics?) {
        ad = entry.timeline.ad(atMedia: media).map { AdProgress(range: $0, elapsed: media - $0.start) }
        self.actions = actions.filter { $0.isVisible(atMedia: media) }.map(\.title)
        adSkippable = ad.map { min(adSkipAfter, $0.range.duration) - $0.elapsed <= 0 } ?? false
        lyricsLine = lyrics?.lineIndex(atMedia: media)
    }

    /// The facets a published snapshot shows.
    init(_ info: NowPlayingInfo) {
        ad = info.ad
        actions = info.actions
        adSkippable = info.ad.map { min(info.adSkipAfter, $0.range.duration) - $0.elapsed <= 0 } ?? false
        lyricsLine = info.lyrics?.lineIndex
    }

    /// The first moment after media time `media` at which an action, an ad range, an ad's
    /// skippable moment, an unplayed interstitial or a line of synced lyrics begins or ends. A
    /// boundary a hair ahead still counts: mpv's time-pos moves in steps and lags, so one dropped
    /// as "just passed" would never be published at all.
    static func nextBoundary(after media: Double, entry: MediaItem, actions: [ContextualAction], adSkipAfter: Double,
                             interstitials: [Double], lyrics: Lyrics?) -> Double? {
        var boundaries = actions.flatMap { [$0.start, $0.end] }
        boundaries += entry.timeline.ranges.flatMap { [$0.start, min($0.end, $0.start + adSkipAfter), $0.end] }
        boundaries += interstitials
        if let line = lyrics?.nextLineTime(after: media) { boundaries.append(line) }
        return boundaries.filter { $0 > media }.min()
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.ad?.range == rhs.ad?.range && lhs.actions == rhs.actions && lhs.adSkippable == rhs.adSkippable
            && lhs.lyricsLine == rhs.lyricsLine
    }
}
