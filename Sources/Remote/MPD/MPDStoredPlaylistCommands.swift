/// MPD's StoredPlaylist commands. (Placeholder: filled by the MPD server's work.)
enum MPDStoredPlaylistCommands {
    static var commands: [MPDCommand] { [] }
}
