/// MPD's Output commands. (Placeholder: filled by the MPD server's work.)
enum MPDOutputCommands {
    static var commands: [MPDCommand] { [] }
}
