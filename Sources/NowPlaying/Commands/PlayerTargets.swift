import Commands
import Playback

/// The handlers a full player adds to its session's command center (the targets an app adds
/// to MPRemoteCommandCenter's commands): each command carried out on the session's players and
/// queue. The center has already checked that the command is enabled.
final class PlayerTargets {
    unowned let session: NowPlayingSession

    init(session: NowPlayingSession) {
        self.session = session
    }

    private var playback: ItemPlayback { session.playback }
    private var interstitials: InterstitialPresentation { session.interstitials }
    private var bookmarks: ItemBookmarks { session.itemBookmarks }

    /// Adds a handler to every command of the session's command center but the program's.
    func install() {
        for kind in RemoteCommandKind.allCases where !RemoteCommandKind.programKinds.contains(kind) {
            session.remoteCommandCenter.command(kind).addTarget { [self] command in
                do throws(MPVError) {
                    let status = command.editsQueue ? try QueueEditor(session).recording { () throws(MPVError) in try run(command) }
                        : try run(command)
                    if status == .success, let text = CommandNotice.text(after: command, in: session) {
                        session.infoCenter.post(feedback: text)
                    }
                    return status
                } catch {
                    return .commandFailed(error.description)
                }
            }
        }
    }

    private func run(_ command: Command) throws(MPVError) -> RemoteCommandStatus {
        let intervals = session.remoteCommandCenter.skipIntervals, speeds = session.speeds
        // A change of volume during the sleep timer's fade starts from the volume before it.
        if command.kind == .changeVolume { session.sleep.wake() }
        switch command {
        case .play: return try resume()
        case .pause: return try setPaused(true)
        case .togglePause:
            let state = session.state
            return try session.currentItem == nil || state == .paused || state == .stopped ? resume() : setPaused(true)
        case .stop: session.finishQueue(keepingPlace: true)
        case let .skipForward(s): return try seekContent(by: s ?? intervals.forward)
        case let .skipBackward(s): return try seekContent(by: -(s ?? intervals.backward))
        case let .seek(position): return try seekContent(to: position)
        case let .seekPercent(share): return try seekContent(toPercent: share)
        case let .setSpeed(rate): return try changeRate(rate)
        case .speedNext:
            guard let next = speeds.next() else { return .commandFailed("Already at the fastest speed") }
            return try changeRate(next.rate)
        case .speedPrevious:
            guard let previous = speeds.previous() else { return .commandFailed("Already at the slowest speed") }
            return try changeRate(previous.rate)
        case .speedReset: return try changeRate(speeds.defaultSpeed.rate)
        case let .sleep(request):
            return session.sleep.set(request, hasItem: session.currentItem != nil, playing: session.state == .playing)
        case let .bookmarkAdd(name):
            return bookmarks.add(named: name, at: playback.shownMediaTime, of: session.currentItem, chapters: playback.item.chapters)
        case let .bookmarkRemove(n): return bookmarks.remove(n, of: session.currentItem)
        case let .bookmarkRename(n, name): return bookmarks.rename(n, to: name, of: session.currentItem)
        case let .bookmarkGo(n):
            guard let time = bookmarks.time(n, of: session.currentItem) else { return .noSuchContent }
            return try seekContent(to: time)
        case let .setVolume(volume): return try setVolume(volume)
        case let .volumeUp(step): return try setVolume(playback.state.volume + (step ?? 5))
        case let .volumeDown(step): return try setVolume(playback.state.volume - (step ?? 5))
        case .toggleMute: try playback.toggleMute()
        // Next and previous keep a paused player paused, as a person who paused expects.
        case .nextTrack: session.advance(paused: session.state == .paused)
        case .previousTrack: try previous()
        case .nextChapter: return try chapter(step: 1)
        case .previousChapter: return try chapter(step: -1)
        case .skipAd: return try skipAd()
        case .pressAction: return try pressAction()
        case .playFromBeginning:
            try playback.seek(to: 0)
            return try resume()
        case let .shuffle(on): session.queue.setShuffled(on ?? !session.queue.isShuffled, using: &session.shuffleGenerator)
        case let .repeatMode(mode): session.queue.repeatMode = mode ?? session.queue.repeatMode.next
        case let .stopAfter(mode): session.stops.stopAfter = mode ?? session.stops.stopAfter.next
        case .clearError:
            session.stops.failure = nil
            session.playback.item.error = nil
        case let .playIndex(n, time): return playItem(at: n - 1, from: time)
        case let .remove(n): return removeItem(at: n - 1)
        case let .move(from, to): return moveItem(from: from - 1, to: to - 1)
        case let .shuffleItems(from, to): return shuffleItems(from: from - 1, to: to - 1)
        case let .priority(priority, from, to): return setPriority(priority, from: from - 1, to: to - 1)
        case .clear: return QueueEditor(session).clear()
        case .crop: return QueueEditor(session).crop()
        case .undo: return QueueEditor(session).undo()
        case let .audioTrack(id): return try select(TrackSelection.audio(id, in: playback.item.tracks))
        case let .subtitleTrack(id): return try select(TrackSelection.subtitles(id == 0 ? nil : id, in: playback.item.tracks))
        case let .secondarySubtitleTrack(id):
            return try select(TrackSelection.secondarySubtitles(id == 0 ? nil : id, in: playback.item.tracks))
        case let .audioDevice(name):
            // The list is read (and published) first: a person may choose before anything asked for it.
            session.outputs.watch()
            return try session.outputs.choose(name)
        case let .abLoop(from, to): try session.trim.setLoop(from: from, to: to, in: session.currentItem?.timeline ?? .empty)
        case .abLoopOff: try session.trim.setLoop(from: nil, to: nil, in: .empty)
        case let .trim(from, to): return session.trim.start(session.currentItem, from: from, to: to)
        case .trimCancel: session.trim.cancel()
        // The program's own: the stage handles them (their kinds get no handler here).
        case .pip, .pipSwap, .pipClose, .view, .viewEnlarge, .reloadConfig, .quit, .libraryAdd, .libraryScan, .open, .add, .save,
             .load, .playlists, .together, .flushListens, .star:
            return .unsupported
        }
        return .success
    }

    private func resume() throws(MPVError) -> RemoteCommandStatus {
        guard session.currentItem != nil else {
            // After a stop, the item stopped at plays again.
            guard let first = session.stops.stoppedIndex(in: session.queue) ?? session.queue.first else {
                return .noActionableNowPlayingItem
            }
            session.start(first)
            return .success
        }
        if interstitials.presenting != nil { return try setPaused(false) }
        // play() resumes at the selected speed, never silently at 1×.
        try playback.setSpeed(session.speeds.selectedSpeed.rate)
        return try setPaused(false)
    }

    // The session's own state follows each command at once, so the snapshot published right
    // after it is already right; mpv's change event then confirms it without a second one.
    private func setPaused(_ paused: Bool) throws(MPVError) -> RemoteCommandStatus {
        guard session.currentItem != nil else { return .noActionableNowPlayingItem }
        if interstitials.presenting != nil {
            try interstitials.setPaused(paused)
        } else {
            try playback.setPaused(paused, carryingPublished: session.isActive)
        }
        return .success
    }

    private func setVolume(_ volume: Double) throws(MPVError) -> RemoteCommandStatus {
        guard volume.isFinite else { return .commandFailed("The volume must be a number") }
        try playback.setVolume(volume)
        return .success
    }

    private func changeRate(_ rate: Double) throws(MPVError) -> RemoteCommandStatus {
        guard rate.isFinite, rate > 0 else { return .commandFailed("The speed must be a positive number") }
        // The player first: if it refuses the rate, the selection stays as it was. Under
        // requiresPlaybackAtPreferredRate the command is disabled; the selection waits anyway.
        if interstitials.presenting != nil {
            try interstitials.setRate(rate)
        } else {
            try playback.setSpeed(rate)
        }
        session.speeds.selectSpeed(PlaybackSpeed(rate: rate))
        return .success
    }

    private func select(_ choice: Result<TrackSelection, SelectionRefusal>) throws(MPVError) -> RemoteCommandStatus {
        switch choice {
        case let .failure(refusal): return refusal.status
        case let .success(selection): try playback.select(selection)
        }
        return .success
    }
}
