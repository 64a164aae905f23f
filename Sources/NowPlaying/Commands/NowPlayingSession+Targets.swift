import Playback

extension NowPlayingSession {
    /// Sends a command through this session's command center, with enabled states fresh for now.
    public func perform(_ event: RemoteCommandEvent) -> RemoteCommandStatus {
        updateCommandStates(makeSnapshot())
        let status = remoteCommandCenter.perform(event)
        publish()
        return status
    }

    /// Registers the handlers that drive the session's players: what a full player supports.
    public func installPlayerTargets() {
        let center = remoteCommandCenter
        for kind in RemoteCommandKind.allCases where kind != .seekBackward {
            center.command(kind).addTarget { [unowned self] event in self.run(event) }
        }
    }

    private func run(_ event: RemoteCommandEvent) -> RemoteCommandStatus {
        do {
            switch event {
            case .play: return try resume()
            case .pause: return try setPaused(true)
            case .togglePlayPause:
                return try currentItem == nil || state == .paused || state == .stopped ? resume() : setPaused(true)
            case .stop:
                finishQueue()
            case let .skipForward(interval): return try seekContent(by: interval)
            case let .skipBackward(interval): return try seekContent(by: -interval)
            case let .changePlaybackPosition(position): return try seekContent(to: position)
            case let .changePlaybackRate(rate): return try changeRate(rate)
            case .nextTrack: advance()
            case .previousTrack: try previous()
            case let .seekForward(phase): try setPrimarySpeed(speeds.selectedSpeed.rate * (phase == .begin ? 4 : 1))
            case .seekBackward: return .unsupported
            case .nextChapter: return try chapter(step: 1)
            case .previousChapter: return try chapter(step: -1)
            case let .changeVolume(volume):
                guard volume.isFinite else { return .commandFailed("The volume must be a number") }
                try primary.setVolume(min(max(volume, 0), 130))
                player.volume = min(max(volume, 0), 130)
            case .toggleMute:
                try primary.setMuted(!player.muted)
                player.muted.toggle()
            case .skipInterstitial: return try skipAd()
            case .contextualAction: return try pressAction()
            case .playFromBeginning:
                try seekPrimary(to: 0)
                return try resume()
            case let .changeRepeatMode(mode): setRepeatMode(mode)
            case let .changeShuffleMode(shuffled): setShuffled(shuffled)
            case let .playItem(index): return playItem(at: index)
            case let .removeItem(index): return removeItem(at: index)
            case let .moveItem(from, to): return moveItem(from: from, to: to)
            case let .changeAudioTrack(id): return try selectAudioTrack(id)
            case let .changeSubtitleTrack(id): return try selectSubtitleTrack(id)
            case let .changeSecondarySubtitleTrack(id): return try selectSecondarySubtitleTrack(id)
            }
            return .success
        } catch {
            return .commandFailed(error.description)
        }
    }

    private func resume() throws(MPVError) -> RemoteCommandStatus {
        guard currentItem != nil else {
            guard !queue.isEmpty else { return .noActionableNowPlayingItem }
            order.first(count: queue.count).map(start)
            return .success
        }
        if presenting != nil { return try setPaused(false) }
        // play() resumes at the selected speed, never silently at 1×.
        try setPrimarySpeed(speeds.selectedSpeed.rate)
        return try setPaused(false)
    }

    // The session's own state follows each command at once, so the snapshot published right
    // after it is already right; mpv's change event then confirms it without a second one.
    private func setPaused(_ paused: Bool) throws(MPVError) -> RemoteCommandStatus {
        guard currentItem != nil else { return .noActionableNowPlayingItem }
        if presenting != nil {
            try interstitialPlayer?.setPaused(paused)
            presenting?.isPaused = paused
        } else {
            try primary.setPaused(paused)
            player.paused = paused
        }
        return .success
    }

    private func currentContentTime() -> Double? {
        guard let entry = currentItem, let media = primary.timePosition else { return nil }
        return entry.timeline.contentTime(atMedia: media)
    }

    private func seekContent(by offset: Double) throws(MPVError) -> RemoteCommandStatus {
        guard let now = currentContentTime() else { return .noActionableNowPlayingItem }
        return try seekContent(to: max(0, now + offset))
    }

    private func seekContent(to position: Double) throws(MPVError) -> RemoteCommandStatus {
        guard let entry = currentItem, let media = primary.timePosition else { return .noActionableNowPlayingItem }
        let target = entry.timeline.mediaTime(atContent: max(0, position))
        // Inside an ad a person may go back, but not forward past it: that is what Skip Ad is for.
        if entry.timeline.ad(atMedia: media) != nil, target > media {
            return .disabled(Self.adSkipReason)
        }
        if let index = constrainingInterstitial(from: media, to: target) {
            present(index, pendingSeek: target)
            return .success
        }
        if let duration = item.mediaDuration, target >= duration {
            advance()
            return .success
        }
        try seekPrimary(to: target)
        return .success
    }

    private func changeRate(_ rate: Double) throws(MPVError) -> RemoteCommandStatus {
        guard rate.isFinite, rate > 0 else { return .commandFailed("The speed must be a positive number") }
        // The player first: if it refuses the rate, the selection stays as it was.
        if let shown = presenting {
            // Under requiresPlaybackAtPreferredRate the command is disabled; the selection waits anyway.
            if !shown.event.restrictions.contains(.requiresPlaybackAtPreferredRate) {
                try interstitialPlayer?.setSpeed(rate)
                presenting?.rate = rate
            }
        } else {
            try setPrimarySpeed(rate)
        }
        speeds.selectSpeed(PlaybackSpeed(rate: rate))
        return .success
    }

    private func previous() throws(MPVError) {
        guard let index = currentIndex else { return start(max(0, queue.count - 1)) }
        let before = order.index(before: index, count: queue.count, wrap: repeatMode == .queue)
        if let now = currentContentTime(), now > 3 || before == nil {
            try seekPrimary(to: 0)
        } else if let before {
            start(before)
        }
    }

    private func chapter(step: Int) throws(MPVError) -> RemoteCommandStatus {
        guard let media = primary.timePosition, !item.chapters.isEmpty else { return .noSuchContent }
        let starts = item.chapters.map(\.time)
        let current = starts.lastIndex { $0 <= media + 0.01 } ?? -1
        // Going back from well inside a chapter returns to its start first, as players do.
        let stepBack = current >= 0 && media - starts[current] > 3 ? 0 : -1
        let target = step > 0 ? current + 1 : current + stepBack
        if target >= starts.count { advance(); return .success }
        try seekPrimary(to: starts[max(0, target)])
        return .success
    }

    private func skipAd() throws(MPVError) -> RemoteCommandStatus {
        if presenting != nil {
            finishInterstitial(skipped: true)
            return .success
        }
        guard let media = primary.timePosition, let ad = currentItem?.timeline.ad(atMedia: media) else {
            return .noSuchContent
        }
        try seekPrimary(to: ad.end)
        return .success
    }

    private func pressAction() throws(MPVError) -> RemoteCommandStatus {
        guard let media = primary.timePosition, let action = item.actions.first(where: { $0.isVisible(atMedia: media) })
        else { return .noSuchContent }
        if let duration = item.mediaDuration, action.end >= duration - 0.05 {
            advance()
        } else {
            try seekPrimary(to: action.end)
        }
        return .success
    }
}
