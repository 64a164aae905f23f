/// Every command a session can receive (MPRemoteCommandCenter's commands, plus PlayDeck's own).
public enum RemoteCommandKind: String, Sendable, CaseIterable {
    case play, pause, togglePlayPause, stop
    case skipForward, skipBackward
    case changePlaybackRate, changePlaybackPosition
    case nextTrack, previousTrack
    case seekForward, seekBackward
    case nextChapter, previousChapter
    case changeVolume, toggleMute
    case skipInterstitial, contextualAction, playFromBeginning
    case changeRepeatMode, changeShuffleMode
    case playItem, removeItem, moveItem
    case changeAudioTrack, changeSubtitleTrack, changeSecondarySubtitleTrack
}

/// Beginning or end of continuous scrubbing (seekForward/seekBackward).
public enum SeekPhase: String, Sendable { case begin, end }

/// One command as it reaches a handler, with what was asked.
public enum RemoteCommandEvent: Sendable, Equatable {
    case play, pause, togglePlayPause, stop
    /// The interval actually asked for, which may differ from the preferred ones.
    case skipForward(interval: Double)
    case skipBackward(interval: Double)
    case changePlaybackRate(Double)
    /// An absolute position in content time.
    case changePlaybackPosition(Double)
    case nextTrack, previousTrack
    case seekForward(SeekPhase), seekBackward(SeekPhase)
    case nextChapter, previousChapter
    case changeVolume(Double)
    case toggleMute
    case skipInterstitial
    case contextualAction
    case playFromBeginning
    case changeRepeatMode(RepeatMode)
    case changeShuffleMode(Bool)
    /// A 0-based index of the queue.
    case playItem(Int)
    /// A 0-based index of the queue.
    case removeItem(Int)
    /// 0-based indices of the queue: the item at `from` ends up at `to`.
    case moveItem(from: Int, to: Int)
    /// mpv's id of an audio track.
    case changeAudioTrack(Int)
    /// mpv's id of a subtitle track; nil turns subtitles off.
    case changeSubtitleTrack(Int?)
    /// mpv's id of a subtitle track shown besides the first; nil turns it off.
    case changeSecondarySubtitleTrack(Int?)

    /// The command this event belongs to.
    public var kind: RemoteCommandKind {
        switch self {
        case .play: .play
        case .pause: .pause
        case .togglePlayPause: .togglePlayPause
        case .stop: .stop
        case .skipForward: .skipForward
        case .skipBackward: .skipBackward
        case .changePlaybackRate: .changePlaybackRate
        case .changePlaybackPosition: .changePlaybackPosition
        case .nextTrack: .nextTrack
        case .previousTrack: .previousTrack
        case .seekForward: .seekForward
        case .seekBackward: .seekBackward
        case .nextChapter: .nextChapter
        case .previousChapter: .previousChapter
        case .changeVolume: .changeVolume
        case .toggleMute: .toggleMute
        case .skipInterstitial: .skipInterstitial
        case .contextualAction: .contextualAction
        case .playFromBeginning: .playFromBeginning
        case .changeRepeatMode: .changeRepeatMode
        case .changeShuffleMode: .changeShuffleMode
        case .playItem: .playItem
        case .removeItem: .removeItem
        case .moveItem: .moveItem
        case .changeAudioTrack: .changeAudioTrack
        case .changeSubtitleTrack: .changeSubtitleTrack
        case .changeSecondarySubtitleTrack: .changeSecondarySubtitleTrack
        }
    }
}

/// What became of a command (MPRemoteCommandHandlerStatus, with reasons).
public enum RemoteCommandStatus: Sendable, Equatable {
    case success
    case noSuchContent
    case noActionableNowPlayingItem
    case commandFailed(String)
    /// The command is disabled now; the reason is a sentence for a person.
    case disabled(String)
    /// Nothing handles this command.
    case unsupported

    /// The status word of the control protocol: "success", "disabled", …
    public var name: String {
        switch self {
        case .success: "success"
        case .noSuchContent: "noSuchContent"
        case .noActionableNowPlayingItem: "noActionableNowPlayingItem"
        case .commandFailed: "commandFailed"
        case .disabled: "disabled"
        case .unsupported: "unsupported"
        }
    }

    /// The reason given with the status, if any.
    public var reason: String? {
        switch self {
        case let .commandFailed(r), let .disabled(r): r
        default: nil
        }
    }
}
