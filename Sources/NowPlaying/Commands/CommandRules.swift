/// Which commands are enabled for a snapshot, and why not: one place decides, for every input.
/// A pure function of the snapshot and what it was made from.
enum CommandRules {
    /// Why skipping forward is refused while an ad or interstitial plays.
    static let adSkipReason = "Skipping is unavailable during an ad"

    static func availability(_ input: SnapshotInput, _ info: NowPlayingInfo) -> CommandAvailability {
        var availability = CommandAvailability()
        let queue = input.queue, item = input.item
        func set(_ kind: RemoteCommandKind, _ reason: String?) {
            guard input.supported.contains(kind) else { return }
            availability.states[kind] = reason.map { .disabled($0) } ?? .enabled
        }
        for kind in RemoteCommandKind.allCases {
            if let reason = queueReason(kind, queue) { set(kind, reason) }
        }
        let nothing: String? = queue.current == nil ? "Nothing is playing" : nil
        let inAd = info.ad != nil || info.interstitial != nil
        let adReason = inAd ? adSkipReason : nil
        let cannotSeek = item.seekable || !item.loaded ? nil
            : item.placement.stream != nil ? TranscodedStream.cannotSeek : "This stream cannot seek"
        // Inside an ad range a position change may still go back; the handler refuses forward ones.
        let positionReason = nothing ?? (info.interstitial != nil ? adSkipReason : nil) ?? cannotSeek
        // A live stream plays at its edge: nothing lies ahead to skip to, seekable or not.
        let liveEdge = info.isLive && isAtLiveEdge(item, info) ? "Already at the live edge" : nil
        set(.skipForward, nothing ?? adReason ?? liveEdge ?? cannotSeek)
        set(.skipBackward, positionReason)
        set(.changePlaybackPosition, positionReason)
        set(.changePlaybackRate, input.speeds.isMenuAvailable ? fixedRateReason(input) : "No speeds are configured")
        let chapters = item.chapters.isEmpty ? "This item has no chapters" : nil
        set(.nextChapter, nothing ?? chapters ?? adReason)
        set(.previousChapter, nothing ?? chapters)
        set(.skipInterstitial, skipAdReason(info))
        set(.contextualAction, info.actions.isEmpty ? "No action is available now" : nil)
        set(.playFromBeginning, nothing ?? (info.isLive ? "A live stream has no beginning" : nil))
        set(.clearError, info.error == nil ? "No error to clear" : nil)
        set(.changeAudioTrack, nothing ?? (info.audioTracks.count < 2 ? "This item has one audio track" : nil))
        set(.changeSubtitleTrack, nothing ?? (info.subtitleTracks.isEmpty ? "This item has no subtitles" : nil))
        set(.changeSecondarySubtitleTrack,
            nothing ?? (info.subtitleTracks.count < 2 ? "A secondary subtitle needs two subtitle tracks" : nil))
        // An empty list is one not read yet (read when asked for): the choice reads it then.
        set(.changeAudioDevice, info.audioDevices.count == 1 ? "No other audio output is available" : nil)
        set(.changeLoop, nothing ?? (info.isLive ? "A live stream cannot loop" : nil) ?? cannotSeek)
        set(.trim, info.trim != nil ? "A trim is being written" : nothing ?? trimReason(queue.current, info))
        set(.cancelTrim, info.trim == nil ? "No trim is being written" : nil)
        let noBookmarks = info.bookmarks.isEmpty ? "This item has no bookmarks" : nil
        set(.editBookmarks, nothing ?? (input.keepsBookmarks ? nil : "Bookmarks are not kept here")
            ?? (info.isLive ? "A live stream has no place to keep" : nil))
        set(.goToBookmark, nothing ?? noBookmarks ?? positionReason)
        return availability
    }

    /// The state of a command that follows from the queue alone (`.some(nil)`: enabled), or nil
    /// for one that needs the rest of a snapshot: a command center can be brought up to date for
    /// such a command without making one.
    static func queueReason(_ kind: RemoteCommandKind, _ queue: PlayQueue) -> String?? {
        // Asked for every kind of each snapshot: the queue is looked at only for those it decides.
        var empty: String? { queue.count == 0 ? "The queue is empty" : nil }
        switch kind {
        case .play, .togglePlayPause, .nextTrack, .previousTrack, .playItem, .removeItem: return .some(empty)
        case .pause, .stop: return .some(queue.current == nil ? "Nothing is playing" : nil)
        case .moveItem: return .some(empty ?? (queue.count == 1 ? "The queue has only one item" : nil))
        case .changeVolume, .toggleMute, .changeRepeatMode, .changeShuffleMode, .addItem, .editQueue, .playlists,
             .changeSleepTimer:
            return .some(nil)
        default: return nil
        }
    }

    /// The state of `kind` alone when the queue decides it, else nil: a pause or a queue edit
    /// needs no snapshot made only to be thrown away (its metadata, a round trip to mpv's thread).
    static func queueAvailability(of kind: RemoteCommandKind, _ queue: PlayQueue) -> CommandAvailability? {
        guard let reason = queueReason(kind, queue) else { return nil }
        var availability = CommandAvailability()
        availability.states[kind] = reason.map { .disabled($0) } ?? .enabled
        return availability
    }

    /// Only a file on this machine can be cut, and only once its length is known.
    private static func trimReason(_ entry: MediaItem?, _ info: NowPlayingInfo) -> String? {
        guard let entry, SessionTrim.isLocalFile(entry.url) else { return "Only a local file can be trimmed" }
        if info.isLive { return "A live stream cannot be trimmed" }
        return info.duration == nil ? "The length of this item is not known yet" : nil
    }

    private static func fixedRateReason(_ input: SnapshotInput) -> String? {
        guard let shown = input.presenting, shown.event.restrictions.contains(.requiresPlaybackAtPreferredRate) else {
            return nil
        }
        return "The speed is fixed while this ad plays"
    }

    /// A live stream that cannot seek is always at its edge; one that can is within 10 s of the
    /// furthest time mpv has (which it reports as the duration).
    private static func isAtLiveEdge(_ item: ItemState, _ info: NowPlayingInfo) -> Bool {
        guard item.seekable, let end = item.mediaDuration, let t = info.mediaElapsed else { return true }
        return end - t < 10
    }

    /// "Skip Ad" works once the ad or interstitial has played long enough.
    private static func skipAdReason(_ info: NowPlayingInfo) -> String? {
        if let shown = info.interstitial {
            return shown.skippableAfter - shown.elapsed > 0 ? "This ad cannot be skipped yet" : nil
        }
        if let ad = info.ad {
            return min(info.adSkipAfter, ad.range.duration) - ad.elapsed > 0 ? "This ad cannot be skipped yet" : nil
        }
        return "No ad is playing"
    }
}
