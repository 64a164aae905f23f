/// Every command the server knows, by name: the groups' lists joined. A name not here is
/// answered as MPD answers an unknown command, and `notcommands` lists none of them (MPD lists
/// only what a client lacks permission for).
public struct MPDCommandTable {
    /// The commands, by name.
    public let commands: [String: MPDCommand]

    /// The table of every group's commands.
    public init() {
        var commands: [String: MPDCommand] = [:]
        let groups = [MPDConnectionCommands.commands, MPDStatusCommands.commands, MPDPlaybackCommands.commands,
                      MPDQueueCommands.commands, MPDStoredPlaylistCommands.commands, MPDOutputCommands.commands,
                      MPDDatabaseCommands.commands, MPDMessageCommands.commands, MPDAbsentPartsCommands.commands]
        for command in groups.joined() { commands[command.name] = command }
        self.commands = commands
    }

    /// The names in MPD's order (sorted, as `commands` lists them).
    public var names: [String] { commands.keys.sorted() }

    /// Commands MPD does not list in `commands` when it lacks their part, as this server lacks it.
    public static let unlisted: Set<String> = ["sticker", "listneighbors"]
}
