/// MPD's Playback commands. (Placeholder: filled by the MPD server's work.)
enum MPDPlaybackCommands {
    static var commands: [MPDCommand] { [] }
}
