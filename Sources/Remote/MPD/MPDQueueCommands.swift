/// MPD's Queue commands. (Placeholder: filled by the MPD server's work.)
enum MPDQueueCommands {
    static var commands: [MPDCommand] { [] }
}
