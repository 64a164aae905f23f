extension NowPlayingSession {
    /// Sets every command's enabled state from the snapshot: one place decides, for every input.
    func updateCommandStates(_ info: NowPlayingInfo) {
        let center = remoteCommandCenter
        func set(_ kind: RemoteCommandKind, _ reason: String?) {
            center.command(kind).setEnabled(reason == nil, reason: reason)
        }
        let nothing: String? = currentItem == nil ? "Nothing is playing" : nil
        let inAd = info.ad != nil || info.interstitial != nil
        let cannotSeek = item.seekable || !item.loaded ? nil : "This stream cannot seek"
        let seekReason = nothing ?? (inAd ? Self.adSkipReason : nil) ?? cannotSeek
        // Inside an ad range a position change may still go back; the handler refuses forward ones.
        let positionReason = nothing ?? (info.interstitial != nil ? Self.adSkipReason : nil) ?? cannotSeek
        set(.play, queue.isEmpty ? "The queue is empty" : nil)
        set(.pause, nothing)
        set(.togglePlayPause, queue.isEmpty ? "The queue is empty" : nil)
        set(.stop, nothing)
        // A live stream plays at its edge: nothing lies ahead to skip to, seekable or not.
        let liveEdge = info.isLive && isAtLiveEdge(info) ? "Already at the live edge" : nil
        set(.skipForward, nothing ?? (inAd ? Self.adSkipReason : nil) ?? liveEdge ?? cannotSeek)
        set(.skipBackward, positionReason)
        set(.changePlaybackPosition, positionReason)
        set(.seekForward, seekReason)
        set(.seekBackward, seekReason)
        set(.changePlaybackRate, speeds.isMenuAvailable ? fixedRateReason : "No speeds are configured")
        set(.nextTrack, queue.isEmpty ? "The queue is empty" : nil)
        set(.previousTrack, queue.isEmpty ? "The queue is empty" : nil)
        let chapters = item.chapters.isEmpty ? "This item has no chapters" : nil
        set(.nextChapter, nothing ?? chapters ?? (inAd ? Self.adSkipReason : nil))
        set(.previousChapter, nothing ?? chapters)
        set(.changeVolume, nil)
        set(.toggleMute, nil)
        set(.skipInterstitial, skipAdReason(info))
        set(.contextualAction, info.actions.isEmpty ? "No action is available now" : nil)
        set(.playFromBeginning, nothing ?? (info.isLive ? "A live stream has no beginning" : nil))
        set(.changeRepeatMode, nil)
        set(.changeShuffleMode, nil)
        set(.playItem, queue.isEmpty ? "The queue is empty" : nil)
        set(.removeItem, queue.isEmpty ? "The queue is empty" : nil)
        set(.moveItem, queue.isEmpty ? "The queue is empty" : queue.count == 1 ? "The queue has only one item" : nil)
        set(.changeAudioTrack, nothing ?? (info.audioTracks.count < 2 ? "This item has one audio track" : nil))
        set(.changeSubtitleTrack, nothing ?? (info.subtitleTracks.isEmpty ? "This item has no subtitles" : nil))
        set(.changeSecondarySubtitleTrack,
            nothing ?? (info.subtitleTracks.count < 2 ? "A secondary subtitle needs two subtitle tracks" : nil))
    }

    /// Why skipping forward is refused while an ad or interstitial plays.
    static let adSkipReason = "Skipping is unavailable during an ad"

    private var fixedRateReason: String? {
        guard let shown = presenting, shown.event.restrictions.contains(.requiresPlaybackAtPreferredRate) else {
            return nil
        }
        return "The speed is fixed while this ad plays"
    }

    /// A live stream that cannot seek is always at its edge; one that can is within 10 s of the
    /// furthest time mpv has (which it reports as the duration).
    private func isAtLiveEdge(_ info: NowPlayingInfo) -> Bool {
        guard item.seekable, let end = item.mediaDuration, let t = info.mediaElapsed else { return true }
        return end - t < 10
    }

    /// "Skip Ad" works once the ad or interstitial has played long enough.
    private func skipAdReason(_ info: NowPlayingInfo) -> String? {
        if let shown = info.interstitial {
            let left = shown.skippableAfter - shown.elapsed
            return left > 0 ? "This ad cannot be skipped yet" : nil
        }
        if let ad = info.ad {
            let left = min(adSkipAfter, ad.range.duration) - ad.elapsed
            return left > 0 ? "This ad cannot be skipped yet" : nil
        }
        return "No ad is playing"
    }
}
