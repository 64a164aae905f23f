/// MPD's Connection commands. (Placeholder: filled by the MPD server's work.)
enum MPDConnectionCommands {
    static var commands: [MPDCommand] { [] }
}
