import ArgumentParser
import Playback

@main
struct PlayDeck: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playdeck",
        abstract: "A terminal media player: a Now Playing tile over libmpv.",
        version: "0.1.0",
        subcommands: [Play.self, ConfigCommand.self, RemoteSubcommand.self, StatusSubcommand.self],
        defaultSubcommand: Play.self
    )

    /// Starts loading libmpv (about 80 ms of libraries, on its own thread) before ArgumentParser
    /// parses the arguments, when they ask to play: its reflection takes about 5 ms, which the
    /// load no longer waits for (traced: the loader thread starts 13–16 ms after exec instead
    /// of 18–22). The other subcommands, help and the version never load libmpv.
    static func main() {
        if asksToPlay(Array(CommandLine.arguments.dropFirst())) { Player.preloadLibrary() }
        main(nil)
    }

    /// Whether `arguments` run the default subcommand, play, as far as a glance can tell.
    static func asksToPlay(_ arguments: [String]) -> Bool {
        let others: Set = ["config", "remote", "status", "help", "-h", "--help", "--version",
                           "--generate-completion-script"]
        guard let first = arguments.first else { return false }
        return !others.contains(first) && !arguments.contains("--help") && !arguments.contains("-h")
    }
}
