import Commands

/// What a command that changes a mode or stores something did, in the words a toast shows
/// ("Shuffle on", "Volume 85%"). The session says it once the command is done, wherever the
/// command came from (a key, another terminal, MPRIS): every view of Now Playing shows the
/// same line, as mpv's OSD answers a change. Moves through time say nothing: the scrubber shows them.
public enum CommandNotice {
    /// The line for a command `session` has just carried out; nil for one that needs none.
    static func text(after command: Command, in session: NowPlayingSession) -> String? {
        let state = session.playback.state
        switch command {
        case .shuffle: return session.queue.isShuffled ? "Shuffle on" : "Shuffle off"
        case .repeatMode: return repeatText(session.queue.repeatMode)
        case .stopAfter: return stopAfterText(session.stopAfter)
        case .toggleMute: return state.muted ? "Muted" : "Unmuted"
        case .setVolume, .volumeUp, .volumeDown: return volumeText(state.volume, muted: state.muted)
        case .setSpeed, .speedNext, .speedPrevious, .speedReset:
            return "Speed \(PlaybackSpeed(rate: session.speeds.selectedSpeed.rate).localizedNumericName)"
        case .bookmarkAdd: return session.itemBookmarks.lastAdded.map { "Bookmark '\($0)' added" }
        case .bookmarkRemove: return "Bookmark removed"
        case let .bookmarkRename(_, name): return "Bookmark renamed '\(Sanitized.line(name))'"
        case let .abLoop(from, to): return "Loop \(ClockTime.text(from))–\(ClockTime.text(to))"
        case .abLoopOff: return "Loop off"
        case let .sleep(request): return sleepText(request)
        default: return nil
        }
    }

    /// "Repeat off", "Repeat track", "Repeat queue".
    static func repeatText(_ mode: RepeatMode) -> String {
        mode == .none ? "Repeat off" : "Repeat \(mode.rawValue)"
    }

    /// "Stop after each item", "Stop after this item", "Stop after off".
    static func stopAfterText(_ mode: StopAfter) -> String {
        switch mode {
        case .off: "Stop after off"
        case .on: "Stop after each item"
        case .once: "Stop after this item"
        }
    }

    /// "Volume 85%", with "(muted)" while nothing is heard.
    static func volumeText(_ volume: Double, muted: Bool) -> String {
        "Volume \(Int(volume.rounded()))%" + (muted ? " (muted)" : "")
    }

    /// "Sleep in 30:00", "Sleep at the end of the item", "Sleep timer off": the badge on the
    /// tile's edge then counts down.
    static func sleepText(_ request: SleepTimerRequest) -> String {
        switch request {
        case let .after(seconds): "Sleep in \(ClockTime.text(seconds.rounded()))"
        case .endOfItem: "Sleep at the end of the item"
        case .endOfChapter: "Sleep at the end of the chapter"
        case .off: "Sleep timer off"
        }
    }

    /// "Added 12 tracks to the queue", "2 tracks play next", "Playing Wind (2 tracks)": what
    /// adding tracks from the library did, as the Library panel and `library-add` say it.
    /// `name`: what replaced the queue (an album, a search).
    public static func addedText(_ count: Int, _ placement: QueuePlacement = .end, name: String? = nil) -> String {
        let tracks = count == 1 ? "1 track" : "\(count) tracks"
        switch placement {
        case .end: return count == 1 ? "Added a track to the queue" : "Added \(tracks) to the queue"
        case .next: return count == 1 ? "1 track plays next" : "\(tracks) play next"
        case let .at(position): return "Added \(tracks) at \(position)"
        case .replace: return "Playing " + (name.map { "\($0) (\(tracks))" } ?? tracks)
        }
    }
}
