import Playback

extension NowPlayingSession {
    /// Starts the first unplayed interstitial whose time playback has just crossed. A seek that
    /// jumps over an event does not cross it: playback restarts with the playhead past it.
    func presentDueInterstitial() {
        guard presenting == nil, interstitialPlayer != nil, item.loaded, !item.loading, !isSeeking,
              let entry = currentItem, let media = primary.timePosition else { return }
        let from = min(item.playhead ?? media, media)
        item.playhead = media
        let due = entry.interstitials.indices.first { index in
            let time = entry.interstitials[index].time
            return !item.finishedInterstitials.contains(index) && time >= from - 0.05 && time <= media + 0.05
        }
        if let due { present(due, pendingSeek: nil) }
    }

    /// The first unplayed interstitial that constrains seeking between two media times.
    func constrainingInterstitial(from media: Double, to target: Double) -> Int? {
        guard let entry = currentItem, interstitialPlayer != nil else { return nil }
        return entry.interstitials.indices.first { index in
            let event = entry.interstitials[index]
            return !item.finishedInterstitials.contains(index) && event.restrictions.contains(.constrainsSeekingForward)
                && event.time > media && event.time <= target
        }
    }

    func present(_ index: Int, pendingSeek: Double?) {
        guard let player = interstitialPlayer, let entry = currentItem else { return }
        let event = entry.interstitials[index]
        let rate = event.restrictions.contains(.requiresPlaybackAtPreferredRate) ? 1 : speeds.selectedSpeed.rate
        presenting = PresentedInterstitial(index: index, event: event, pendingSeek: pendingSeek, rate: rate)
        onInterstitial?(.willPresent(event))
        do {
            try primary.setPaused(true)
            try player.setSpeed(rate)
            try player.setPaused(false)
            try player.load(event.url)
        } catch {
            finishInterstitial(skipped: true)
            return
        }
        publish(force: true)
    }

    func applyInterstitial(_ event: PlayerEvent) {
        guard presenting != nil else { return }
        switch event {
        case let .fileStarted(entryID):
            presenting?.entryID = entryID
        case .playbackRestarted:
            if presenting?.startedAt == nil { presenting?.startedAt = clock.monotonic() }
        case let .propertyChanged(.paused(paused)):
            presenting?.isPaused = paused
        case let .propertyChanged(.duration(duration)):
            presenting?.duration = duration
        case let .fileEnded(entryID, reason) where entryID == presenting?.entryID:
            switch reason {
            case .endOfFile, .error: finishInterstitial(skipped: false)
            case .stopped, .quit, .redirect: break
            }
        default:
            break
        }
    }

    /// Ends the interstitial (played out or skipped) and resumes the primary where it belongs,
    /// at the selected speed.
    func finishInterstitial(skipped: Bool) {
        guard let shown = presenting else { return }
        presenting = nil
        item.finishedInterstitials.insert(shown.index)
        try? interstitialPlayer?.stop()
        let target = shown.pendingSeek ?? shown.event.time + shown.event.resumptionOffset
        if let media = primary.timePosition, abs(media - target) > 0.05 { try? seekPrimary(to: target) }
        try? setPrimarySpeed(speeds.selectedSpeed.rate)
        try? primary.setPaused(false)
        player.paused = false
        onInterstitial?(.didEnd(shown.event, skipped: skipped))
        // Leaving the interstitial is a discontinuity; after a seek it is published on landing.
        publish()
    }

    /// Stops an interstitial without resuming the primary, because the item is replaced or stopped.
    func dismissInterstitial() {
        guard let shown = presenting else { return }
        presenting = nil
        try? interstitialPlayer?.stop()
        onInterstitial?(.didEnd(shown.event, skipped: true))
    }

    /// Seconds into the interstitial playing now.
    func interstitialElapsed() -> Double? {
        guard presenting != nil else { return nil }
        return interstitialPlayer?.timePosition ?? 0
    }

    func interstitialProgress() -> InterstitialProgress? {
        guard let shown = presenting else { return nil }
        return InterstitialProgress(url: shown.event.url, elapsed: interstitialElapsed() ?? 0,
                                    duration: shown.duration, skippableAfter: shown.event.skippableAfter)
    }

    /// While an interstitial plays: the moment it becomes skippable, so the button can light up.
    func presentingDeadline() -> Double? {
        guard let shown = presenting, shown.isPlaying, let elapsed = interstitialElapsed() else { return nil }
        let left = shown.event.skippableAfter - elapsed
        // A little after the moment, so that mpv's time-pos (which moves in steps) is past it.
        if left > 0 { return clock.monotonic() + left / max(shown.rate, 0.01) + Self.deadlineMargin }
        // Past it, yet the last snapshot may still say "not yet" (time-pos crossed between the
        // snapshot's rule and now): then it is due at once, as for any unpublished change.
        return isUnpublished(makeSnapshot()) ? clock.monotonic() : nil
    }
}
