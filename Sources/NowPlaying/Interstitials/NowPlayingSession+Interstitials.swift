import Playback

extension NowPlayingSession {
    /// Starts the first unplayed interstitial whose time playback has reached.
    func presentDueInterstitial() {
        guard presenting == nil, item.loaded, !item.loading, let entry = currentItem,
              let media = primary.timePosition else { return }
        let due = entry.interstitials.indices.first { index in
            let event = entry.interstitials[index]
            return !item.finishedInterstitials.contains(index) && media >= event.time - 0.05 && media < event.time + 1
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
        presenting = PresentedInterstitial(index: index, event: event, pendingSeek: pendingSeek)
        let fixedRate = event.restrictions.contains(.requiresPlaybackAtPreferredRate)
        do {
            try primary.setPaused(true)
            try player.setSpeed(fixedRate ? 1 : speeds.selectedSpeed.rate)
            try player.setPaused(false)
            try player.load(event.url, mode: .replace)
        } catch {
            finishInterstitial(skipped: true)
            return
        }
        onInterstitial?(.willPresent(event))
        publish(force: true)
    }

    func applyInterstitial(_ event: PlayerEvent) {
        guard presenting != nil else { return }
        switch event {
        case let .fileStarted(entryID):
            presenting?.entryID = entryID
        case .playbackRestarted:
            if presenting?.isPlaying == false { presenting?.startedAt = clock.monotonic() }
            presenting?.isPlaying = true
        case let .propertyChanged(.paused(paused)) where presenting?.startedAt != nil:
            presenting?.isPlaying = !paused
        case let .propertyChanged(.duration(duration)):
            presenting?.duration = duration
        case let .fileEnded(entryID, reason) where entryID == presenting?.entryID:
            if case .error = reason { finishInterstitial(skipped: false) }
            if reason == .endOfFile { finishInterstitial(skipped: false) }
        default:
            break
        }
    }

    /// Ends the interstitial (played out or skipped) and resumes the primary where it belongs.
    func finishInterstitial(skipped: Bool) {
        guard let shown = presenting else { return }
        presenting = nil
        item.finishedInterstitials.insert(shown.index)
        try? interstitialPlayer?.stop()
        let target = shown.pendingSeek ?? shown.event.time + shown.event.resumptionOffset
        if let media = primary.timePosition, abs(media - target) > 0.05 { try? primary.seek(to: target) }
        try? primary.setPaused(false)
        onInterstitial?(.didEnd(shown.event, skipped: skipped))
        publish(force: true)
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
        guard let shown = presenting, let started = shown.startedAt else { return nil }
        let at = started + shown.event.skippableAfter
        return at > clock.monotonic() ? at : nil
    }
}
