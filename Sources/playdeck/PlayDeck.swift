import ArgumentParser
import Playback
import Remote

@main
struct PlayDeck: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playdeck",
        abstract: "A terminal media player: a Now Playing tile over libmpv.",
        version: "0.1.0",
        subcommands: [Play.self, AttachSubcommand.self, ControlSubcommand.self, ConfigCommand.self, RemoteSubcommand.self,
                      StatusSubcommand.self, TrimCommand.self, LibrarySubcommand.self, ScrobbleCommand.self, ServerCommand.self],
        defaultSubcommand: Play.self
    )

    /// Starts loading libmpv (about 80 ms of libraries, on its own thread) before ArgumentParser
    /// parses the arguments, when they ask to play: its reflection takes about 5 ms, which the
    /// load no longer waits for (traced: the loader thread starts 13–16 ms after exec instead
    /// of 18–22). The other subcommands, help and the version never load libmpv.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if ["--help", "-h", "help"].contains(arguments.first ?? ""), arguments.count == 1 {
            print(overview())
            return
        }
        if asksToPlay(arguments) {
            // `--server` asks the server before the player starts: libcurl first on the loader
            // thread, else its dlopen waited for libmpv's (glibc's loader lock; traced: the first
            // request 110–200 ms after exec, not 30).
            if arguments.contains(where: { $0 == "--server" || $0.hasPrefix("--server=") }) {
                Player.preloadLibrary(after: CurlSubsonicTransport.libraryLoader)
            } else {
                Player.preloadLibrary()
            }
        }
        main(nil)
    }

    /// `playdeck --help`: what playing takes (the default, and what a newcomer is after), then
    /// the other subcommands.
    static func overview() -> String {
        var play = Play.helpMessage(includeHidden: false, columns: nil)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .drop { !$0.hasPrefix("USAGE:") }
            .map { $0.hasPrefix("USAGE: play ") ? "USAGE: playdeck " + $0.dropFirst(12) + "\n       playdeck <subcommand>" : String($0) }
            .joined(separator: "\n")
        while play.last == "\n" { play.removeLast() }
        let others = [AttachSubcommand.self, ControlSubcommand.self, ConfigCommand.self, RemoteSubcommand.self, StatusSubcommand.self,
                      TrimCommand.self, LibrarySubcommand.self, ScrobbleCommand.self]
            as [any ParsableCommand.Type]
        let lines = others.map { command in
            let name = command.configuration.commandName ?? ""
            return "  " + name + String(repeating: " ", count: max(1, 22 - name.count)) + command.configuration.abstract
        }
        return configuration.abstract + "\n\n" + play + "\n\nSUBCOMMANDS:\n" + lines.joined(separator: "\n")
            + "\n\n  See 'playdeck help <subcommand>' for detailed help."
    }

    /// Whether `arguments` run the default subcommand, play, as far as a glance can tell.
    /// `--add` and `--replace` most likely send the items to a running player: a load under way
    /// holds the exit back until it is done (glibc's exit waits for the loader's lock; traced:
    /// the adding process's write, then 40 libraries loaded, then exit_group).
    static func asksToPlay(_ arguments: [String]) -> Bool {
        let others: Set = ["attach", "control", "config", "remote", "status", "trim", "library", "scrobble", "help", "-h", "--help", "--version",
                           "--generate-completion-script"]
        guard let first = arguments.first else { return false }
        return !others.contains(first) && !arguments.contains { ["--help", "-h", "--add", "--replace"].contains($0) }
    }
}
