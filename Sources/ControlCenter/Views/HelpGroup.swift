import Commands
import NowPlaying

/// The groups the help overlay sorts the keys into, in the order it shows them. Every command
/// belongs to one (the switches are exhaustive: a new command must choose its group).
enum HelpGroup: String, CaseIterable {
    case playback = "Playback"
    case seek = "Seek & bookmarks"
    case volume = "Volume & speed"
    case queue = "Queue & library"
    case panels = "Panels"
    case picture = "Picture & subtitles"
    case program = "Program"

    /// The group of an instruction of the key map.
    static func of(_ instruction: Instruction) -> HelpGroup {
        switch instruction {
        case let .player(command): of(command.kind)
        case let .tile(command): of(command)
        }
    }

    private static func of(_ kind: RemoteCommandKind) -> HelpGroup {
        switch kind {
        case .play, .pause, .togglePlayPause, .stop, .nextTrack, .previousTrack, .nextChapter, .previousChapter,
             .skipInterstitial, .contextualAction, .playFromBeginning, .changeSleepTimer, .clearError: .playback
        case .skipForward, .skipBackward, .changePlaybackPosition, .changeLoop, .trim, .cancelTrim, .editBookmarks,
             .goToBookmark: .seek
        case .changePlaybackRate, .changeVolume, .toggleMute, .changeAudioTrack, .changeAudioDevice: .volume
        case .changeRepeatMode, .changeShuffleMode, .playItem, .removeItem, .moveItem, .addItem, .editQueue, .playlists, .addFromLibrary,
             .scanLibrary, .star: .queue
        case .changeSubtitleTrack, .changeSecondarySubtitleTrack, .pictureInPicture, .changeView: .picture
        case .quit, .reloadConfig, .together, .flushListens: .program
        }
    }

    private static func of(_ command: TileCommand) -> HelpGroup {
        switch command {
        case .sleepMenu: .playback
        case .goTo, .trimMode, .bookmarks: .seek
        case .speedMenu, .audioMenu, .audioDevices: .volume
        case .queue, .library, .moveUp, .moveDown, .saveQueue: .queue
        case .infoPanel, .help, .players, .fullscreen, .room: .panels
        case .subtitleMenu, .secondarySubtitleMenu, .fitFill, .liveText: .picture
        case .detach: .program
        }
    }
}
