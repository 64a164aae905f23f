import Commands
import NowPlaying

/// Which track menu is open.
public enum TrackMenuKind: Equatable, Sendable {
    case audio, subtitles
    /// The subtitle track shown besides the main one (mpv's secondary-sid).
    case secondarySubtitles

    /// The menu's title.
    var title: String {
        switch self {
        case .audio: "Audio"
        case .subtitles: "Subtitles"
        case .secondarySubtitles: "Secondary subtitles"
        }
    }

    /// The command that opens (and closes) the menu.
    var command: TileCommand {
        switch self {
        case .audio: .audioMenu
        case .subtitles: .subtitleMenu
        case .secondarySubtitles: .secondarySubtitleMenu
        }
    }
}

/// One entry of a track menu: a track, or "Off" for subtitles.
struct TrackMenuEntry: Equatable {
    /// What is shown.
    var label: String
    /// Whether it plays (or shows) now.
    var isSelected: Bool
    /// The command choosing it.
    var command: Command
    /// Shown in the other subtitle menu's place, so not a choice here (the session says why).
    var isTaken = false

    /// The menu's entries for a snapshot: the audio tracks, or "Off" and the subtitle tracks.
    static func entries(_ kind: TrackMenuKind, info: NowPlayingInfo?) -> [TrackMenuEntry] {
        guard let info else { return [] }
        switch kind {
        case .audio:
            return info.audioTracks.map { TrackMenuEntry(label: $0.label, isSelected: $0.isSelected,
                                                         command: .audioTrack($0.id)) }
        case .subtitles:
            let off = TrackMenuEntry(label: "Off", isSelected: info.selectedSubtitleTrack == nil, command: .subtitleTrack(0))
            return [off] + info.subtitleTracks.map {
                TrackMenuEntry(label: $0.isSecondary ? $0.label + " (secondary)" : $0.label, isSelected: $0.isSelected,
                               command: .subtitleTrack($0.id), isTaken: $0.isSecondary)
            }
        case .secondarySubtitles:
            let off = TrackMenuEntry(label: "Off", isSelected: info.secondarySubtitleTrack == nil,
                                     command: .secondarySubtitleTrack(0))
            return [off] + info.subtitleTracks.map {
                TrackMenuEntry(label: $0.isSelected ? $0.label + " (main)" : $0.label, isSelected: $0.isSecondary,
                               command: .secondarySubtitleTrack($0.id), isTaken: $0.isSelected)
            }
        }
    }
}
