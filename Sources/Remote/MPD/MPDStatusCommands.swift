/// MPD's Status commands. (Placeholder: filled by the MPD server's work.)
enum MPDStatusCommands {
    static var commands: [MPDCommand] { [] }
}
