import ArgumentParser

@main
struct PlayDeck: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playdeck",
        abstract: "A terminal media player: a Now Playing tile over libmpv.",
        version: "0.1.0",
        subcommands: [Play.self, ConfigCommand.self, RemoteSubcommand.self, StatusSubcommand.self],
        defaultSubcommand: Play.self
    )
}
