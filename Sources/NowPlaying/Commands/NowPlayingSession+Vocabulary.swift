import Commands

extension NowPlayingSession {
    /// Turns a command of PlayDeck's vocabulary into a remote command event and performs it.
    /// Commands that only concern a user interface (menus, help, quit) are not the session's.
    // Disfavoured so that `perform(.play)`, spelt the same in both enums, means the event.
    @_disfavoredOverload
    public func perform(_ command: ControlCommand) -> RemoteCommandStatus {
        guard let event = event(for: command) else {
            if case .speedNext = command { return speedLimitStatus(faster: true) }
            if case .speedPrevious = command { return speedLimitStatus(faster: false) }
            return .unsupported
        }
        return perform(event)
    }

    /// The event a command stands for, with defaults filled in from the session's state.
    public func event(for command: ControlCommand) -> RemoteCommandEvent? {
        let center = remoteCommandCenter
        switch command {
        case .play: return .play
        case .pause: return .pause
        case .togglePause: return .togglePlayPause
        case .stop: return .stop
        case let .skipForward(s): return .skipForward(interval: s ?? center.skipForward.preferredIntervals.first ?? 15)
        case let .skipBackward(s): return .skipBackward(interval: s ?? center.skipBackward.preferredIntervals.first ?? 10)
        case let .seek(to): return .changePlaybackPosition(to)
        case let .setSpeed(rate): return .changePlaybackRate(rate)
        case .speedNext: return speeds.next().map { .changePlaybackRate($0.rate) }
        case .speedPrevious: return speeds.previous().map { .changePlaybackRate($0.rate) }
        case .speedReset: return .changePlaybackRate(speeds.defaultSpeed.rate)
        case let .setVolume(v): return .changeVolume(v)
        case let .volumeUp(d): return .changeVolume(player.volume + (d ?? 5))
        case let .volumeDown(d): return .changeVolume(player.volume - (d ?? 5))
        case .toggleMute: return .toggleMute
        case .nextTrack: return .nextTrack
        case .previousTrack: return .previousTrack
        case .nextChapter: return .nextChapter
        case .previousChapter: return .previousChapter
        case .skipAd: return .skipInterstitial
        case .pressAction: return .contextualAction
        case .playFromBeginning: return .playFromBeginning
        case .toggleShuffle: return .changeShuffleMode(!isShuffled)
        case .cycleRepeat: return .changeRepeatMode(repeatMode.next)
        case let .playIndex(n): return .playItem(n - 1)
        case let .remove(n): return .removeItem(n - 1)
        case let .move(from, to): return .moveItem(from: from - 1, to: to - 1)
        case let .audioTrack(id): return .changeAudioTrack(id)
        case let .subtitleTrack(id): return .changeSubtitleTrack(id == 0 ? nil : id)
        case let .secondarySubtitleTrack(id): return .changeSecondarySubtitleTrack(id == 0 ? nil : id)
        case .speedMenu, .infoPanel, .help, .queue, .toggleFit, .reloadConfig, .quit, .audioMenu, .subtitleMenu,
             .secondarySubtitleMenu, .moveUp, .moveDown:
            return nil
        }
    }

    /// At either end of the speed list there is nothing to change to; with no list, rates are disabled.
    private func speedLimitStatus(faster: Bool) -> RemoteCommandStatus {
        guard speeds.isMenuAvailable else { return .disabled("No speeds are configured") }
        return .commandFailed(faster ? "Already at the fastest speed" : "Already at the slowest speed")
    }
}
