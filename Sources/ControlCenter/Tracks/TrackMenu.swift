import Commands
import NowPlaying

/// Which track menu is open.
public enum TrackMenuKind: Equatable, Sendable {
    case audio, subtitles
}

/// One entry of a track menu: a track, or "Off" for subtitles.
struct TrackMenuEntry: Equatable {
    /// What is shown.
    var label: String
    /// Whether it plays (or shows) now.
    var isSelected: Bool
    /// The command choosing it.
    var command: ControlCommand

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
                TrackMenuEntry(label: $0.label, isSelected: $0.isSelected, command: .subtitleTrack($0.id))
            }
        }
    }
}
