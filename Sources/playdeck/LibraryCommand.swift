import ArgumentParser
import Glibc
import MusicLibrary
import NowPlaying

/// `playdeck library add|remove|rescan|stats|search`: the music library's index, kept in
/// `$XDG_DATA_HOME/playdeck/library.db`.
struct LibrarySubcommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "library",
        abstract: "Index music folders; search and see what the library holds.",
        subcommands: [Add.self, Remove.self, Rescan.self, Stats.self, Search.self])

    /// `library add DIR…`: adds folders and scans them.
    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Add folders to the library and index their music (again only what changed).")

        @Argument(help: "Folders of music.")
        var folders: [String]

        func run() throws {
            var absolute: [String] = []
            for folder in folders {
                guard let path = LibraryCLI.realFolder(folder) else { throw ExitCode(1) }
                absolute.append(path)
            }
            let index = try LibraryCLI.openIndex()
            try LibraryCLI.attempt { () throws(LibraryError) in
                for folder in absolute { try index.addFolder(folder) }
            }
            try LibraryCLI.scan(index, absolute)
        }
    }

    /// `library remove DIR…`: forgets folders and their tracks.
    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Remove folders (and their tracks) from the library.")

        @Argument(help: "Folders added before.")
        var folders: [String]

        func run() throws {
            let index = try LibraryCLI.openIndex()
            let known = try LibraryCLI.attempt { () throws(LibraryError) in try index.folders() }
            for folder in folders {
                let path = LibraryCLI.absolute(folder)
                guard known.contains(path) else {
                    printError("\(Sanitized.line(path)): not in the library (its folders: 'playdeck library stats')")
                    throw ExitCode(1)
                }
                let count = try LibraryCLI.attempt { () throws(LibraryError) in try index.removeFolder(path) }
                Output.line("removed \(Sanitized.line(path)): \(count) tracks")
            }
        }
    }

    /// `library rescan`: brings every folder's index up to date.
    struct Rescan: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Scan every folder again: new and changed files are read, removed ones dropped.")

        func run() throws {
            let index = try LibraryCLI.openIndex()
            let folders = try LibraryCLI.attempt { () throws(LibraryError) in try index.folders() }
            guard !folders.isEmpty else {
                printError("the library has no folders yet: 'playdeck library add DIR' adds one")
                throw ExitCode(1)
            }
            try LibraryCLI.scan(index, folders)
        }
    }

    /// `library stats`: counts.
    struct Stats: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Say what the library holds.")

        func run() throws {
            let index = try LibraryCLI.openIndex()
            let (numbers, folders) = try LibraryCLI.attempt { () throws(LibraryError) in
                (try index.statistics(), try index.folders())
            }
            let hours = Int(numbers.seconds) / 3600, minutes = Int(numbers.seconds) % 3600 / 60
            Output.line("tracks        \(numbers.tracks)")
            Output.line("artists       \(numbers.artists)")
            Output.line("albums        \(numbers.albums)")
            Output.line("playing time  \(hours) h \(minutes) min")
            Output.line("size          \(LibraryCLI.size(numbers.bytes))")
            Output.line("database      \(Sanitized.line(index.path)) (\(LibraryCLI.size(LibraryCLI.fileSize(index.path))))")
            Output.line("folders       \(folders.isEmpty ? "none: 'playdeck library add DIR' adds one" : "")")
            folders.forEach { Output.line("  \(Sanitized.line($0))") }
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
            let reader = try LibraryCLI.openReader()
            let tracks = try LibraryCLI.attempt { () throws(LibraryError) in
                try reader.search(LibraryQuery(query.joined(separator: " ")), limit: limit)
            }
            for track in tracks { Output.line(json ? LibraryListing.json(track) : LibraryListing.text(track)) }
            if tracks.isEmpty && !json { printError("nothing in the library matches '\(Sanitized.line(query.joined(separator: " ")))'") }
        }
    }
}
