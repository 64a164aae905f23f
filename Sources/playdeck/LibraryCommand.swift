import EventLoop
import ArgumentParser
import Glibc
import MusicLibrary

/// `playdeck library add|remove|rescan|stats|search`: the music library's index, kept in
/// `$XDG_DATA_HOME/playdeck/library.db`.
struct LibrarySubcommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "library",
        abstract: "Index music folders; search and see what the library holds.",
        subcommands: [Add.self, Remove.self, Rescan.self, Stats.self, Search.self])

    /// Runs one of `LibraryCommands` on this process's environment and standard output and
    /// error; a failure is its line and exit status 1.
    static func run(_ body: (LibraryCommands) throws(LibraryFailure) -> Void) throws {
        let bar = ScanProgressBar(isTerminal: isatty(STDERR_FILENO) == 1) { Output.line($0, to: STDERR_FILENO, terminator: "") }
        do {
            try body(LibraryCommands(environment: ProcessEnvironment.current, print: { Output.line($0) }, warn: printError, progressBar: bar))
        } catch {
            printError(error.line)
            throw ExitCode(1)
        }
    }

    /// `library add DIR…`: adds folders and scans them.
    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Add folders to the library and index their music (again only what changed).")

        @Argument(help: "Folders of music.")
        var folders: [String]

        func run() throws {
            try LibrarySubcommand.run { library throws(LibraryFailure) in try library.add(folders) }
        }
    }

    /// `library remove DIR…`: forgets folders and their tracks.
    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Remove folders (and their tracks) from the library.")

        @Argument(help: "Folders added before.")
        var folders: [String]

        func run() throws {
            try LibrarySubcommand.run { library throws(LibraryFailure) in try library.remove(folders) }
        }
    }

    /// `library rescan`: brings every folder's index up to date.
    struct Rescan: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Scan every folder again: new and changed files are read, removed ones dropped.")

        func run() throws {
            try LibrarySubcommand.run { library throws(LibraryFailure) in try library.rescan() }
        }
    }

    /// `library stats`: counts.
    struct Stats: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Say what the library holds.")

        func run() throws {
            try LibrarySubcommand.run { library throws(LibraryFailure) in try library.stats() }
        }
    }

    /// `library search QUERY [--json]`: tracks matching a query.
    struct Search: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Find tracks by title, artist or album (words, their starts, artist:X album:Y).")

        @Argument(help: "What to find; several words must all match.")
        var query: [String]

        @Flag(help: "One JSON object per track.")
        var json = false

        @Option(help: "At most this many tracks.")
        var limit = 100

        func run() throws {
            try LibrarySubcommand.run { library throws(LibraryFailure) in try library.search(query.joined(separator: " "), json: json, limit: limit) }
        }
    }
}
