import Commands

/// Every command a session can receive (MPRemoteCommandCenter's commands, plus PlayDeck's own);
/// each has its handlers and its enabled state.
public enum RemoteCommandKind: String, Sendable, CaseIterable, Codable, CodingKeyRepresentable {
    case play, pause, togglePlayPause, stop
    case skipForward, skipBackward
    case changePlaybackRate, changePlaybackPosition
    case nextTrack, previousTrack
    case nextChapter, previousChapter
    case changeVolume, toggleMute
    case skipInterstitial, contextualAction, playFromBeginning
    case changeRepeatMode, changeShuffleMode
    /// Forgetting the error of the item that could not be played.
    case clearError
    case playItem, removeItem, moveItem, addItem
    /// Clear, crop, undo: the queue's edits beyond one item.
    case editQueue
    case changeAudioTrack, changeSubtitleTrack, changeSecondarySubtitleTrack
    case changeAudioDevice
    case changeLoop, trim, cancelTrim
    case changeSleepTimer
    case editBookmarks, goToBookmark
    /// The program's own (MPRemoteCommandCenter has no such commands: an app handles them
    /// itself). The stage adds their handlers to every session it plays, so that they too go
    /// through the one command center: quit, reload the config, picture in picture, multiview's
    /// views, tracks from the library at the end of the queue, a folder into the library, what a
    /// path names into the queue (a folder's media, a playlist's entries), saved playlists, and
    /// the Syncplay room, the listens waiting for the scrobbling services, sent now, and a
    /// server's song, album or artist starred (MPRemoteCommandCenter's likeCommand, on the server).
    case quit, reloadConfig, pictureInPicture, changeView, addFromLibrary, scanLibrary, playlists, together, flushListens, star

    /// The program's commands, whose handlers the stage adds; a session's players handle the rest.
    public static let programKinds: Set<RemoteCommandKind> = [.quit, .reloadConfig, .pictureInPicture, .changeView, .addFromLibrary,
                                                              .scanLibrary, .addItem, .playlists, .together, .flushListens, .star]
}

extension Command {
    /// The command center's command this is.
    public var kind: RemoteCommandKind {
        switch self {
        case .play: .play
        case .pause: .pause
        case .togglePause: .togglePlayPause
        case .stop: .stop
        case .skipForward: .skipForward
        case .skipBackward: .skipBackward
        case .seek, .seekPercent: .changePlaybackPosition
        case .setSpeed, .speedNext, .speedPrevious, .speedReset: .changePlaybackRate
        case .setVolume, .volumeUp, .volumeDown: .changeVolume
        case .toggleMute: .toggleMute
        case .nextTrack: .nextTrack
        case .previousTrack: .previousTrack
        case .nextChapter: .nextChapter
        case .previousChapter: .previousChapter
        case .skipAd: .skipInterstitial
        case .pressAction: .contextualAction
        case .playFromBeginning: .playFromBeginning
        case .shuffle: .changeShuffleMode
        case .repeatMode, .stopAfter: .changeRepeatMode
        case .clearError: .clearError
        case .playIndex: .playItem
        case .remove: .removeItem
        case .move, .shuffleItems: .moveItem
        case .open, .add: .addItem
        case .clear, .crop, .undo, .priority: .editQueue
        case .save, .load, .playlists: .playlists
        case .audioTrack: .changeAudioTrack
        case .subtitleTrack: .changeSubtitleTrack
        case .secondarySubtitleTrack: .changeSecondarySubtitleTrack
        case .audioDevice: .changeAudioDevice
        case .abLoop, .abLoopOff: .changeLoop
        case .trim: .trim
        case .trimCancel: .cancelTrim
        case .sleep: .changeSleepTimer
        case .bookmarkAdd, .bookmarkRemove, .bookmarkRename: .editBookmarks
        case .bookmarkGo: .goToBookmark
        case .quit: .quit
        case .reloadConfig: .reloadConfig
        case .flushListens: .flushListens
        case .pip, .pipSwap, .pipClose: .pictureInPicture
        case .view, .viewEnlarge: .changeView
        case .libraryAdd: .addFromLibrary
        case .libraryScan: .scanLibrary
        case .star: .star
        case .together: .together
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

/// A kind is hashed and compared by its case's place among the cases. The standard library's
/// default for an enum backed by strings hashes and compares its name, and every snapshot hashes
/// every kind several times (the enabled states, made, applied and compared): a tenth of the
/// loop's time on a pause. A case without payload is stored as its place, one byte for up to
/// 256 cases (a test holds the two to each other).
extension RemoteCommandKind: Hashable {
    var ordinal: UInt8 { withUnsafeBytes(of: self) { $0[0] } }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.ordinal == rhs.ordinal }

    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }
}
