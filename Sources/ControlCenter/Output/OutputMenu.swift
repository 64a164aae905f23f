import Commands
import NowPlaying

/// The output menu's rows: every output mpv lists, by what the sound system calls it, the one
/// playing marked; choosing one sends `audio-device NAME`.
enum OutputMenu {
    /// The menu's title.
    static let title = "Output"

    /// The rows for a snapshot, in mpv's order (the default first).
    static func entries(_ info: NowPlayingInfo) -> [TrackMenuEntry] {
        info.audioDevices.map {
            TrackMenuEntry(label: $0.label, isSelected: $0.name == info.audioDevice, command: .audioDevice($0.name))
        }
    }
}
