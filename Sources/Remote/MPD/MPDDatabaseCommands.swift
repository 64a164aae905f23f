/// MPD's Database commands. (Placeholder: filled by the MPD server's work.)
enum MPDDatabaseCommands {
    static var commands: [MPDCommand] { [] }
}
