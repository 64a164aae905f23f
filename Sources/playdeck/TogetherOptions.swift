import ArgumentParser
import Settings

/// `--together HOST[:PORT] --room ROOM [--name NAME] [--password …]`: join a Syncplay room.
struct TogetherOptions: ParsableArguments {
    @Option(name: .customLong("together"), help: ArgumentHelp(
        "Watch together in a Syncplay room on the server at HOST[:PORT] (port 8999 by default); with --room.",
        valueName: "host[:port]"))
    var server: String?

    @Option(help: ArgumentHelp("The Syncplay room to join (also [together] room).", valueName: "room"))
    var room: String?

    @Option(help: ArgumentHelp("The name the room sees (default: [together] name, else your login name).", valueName: "name"))
    var name: String?

    @Option(help: ArgumentHelp("The Syncplay server's password (also [together] password).", valueName: "password"))
    var password: String?

    func validate() throws {
        if let server, TogetherSettings.Server.parse(server) == nil {
            throw ValidationError("--together takes host or host:port (syncplay.pl:8999), not '\(server)'")
        }
        if server == nil, room != nil || name != nil || password != nil {
            throw ValidationError("--room, --name and --password go with --together HOST[:PORT]")
        }
        if let room, room.isEmpty { throw ValidationError("--room needs a name") }
    }

    /// Whether any was given (a player of its own is needed then).
    var isSet: Bool { server != nil }

    /// `settings` with what was given here in their place; `join` when a server was given.
    func applied(to settings: TogetherSettings) -> TogetherSettings {
        var settings = settings
        if let server { settings.server = TogetherSettings.Server.parse(server) }
        if let room { settings.room = room }
        if let name { settings.name = name }
        if let password { settings.password = password }
        if server != nil { settings.join = true }
        return settings
    }
}
