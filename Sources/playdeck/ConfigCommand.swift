import ArgumentParser
import Settings

/// `playdeck config check [FILE]` and `playdeck config default`.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Check the config file, or print the default one.",
        subcommands: [Check.self, Default.self])

    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Validate a config file without playing: prints ok or every error.")

        @Argument(help: "The file to check (default: the one PlayDeck would read).")
        var file: String?

        func run() throws {
            guard let location = ConfigLocation.find(explicit: file, environment: ConfigLocation.processEnvironment()) else {
                Output.line("ok (no config file; the defaults apply)")
                return
            }
            switch Config.load(from: location) {
            case .success:
                Output.line("ok")
            case let .failure(errors):
                for error in errors.errors { printError(error.description) }
                throw ExitCode(2)
            }
        }
    }

    struct Default: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print the default config file, every key commented.")

        func run() {
            Output.line(Config.defaultFileText, terminator: "")
        }
    }
}

extension Config {
    /// The config PlayDeck runs with: `--config FILE`, else the XDG file, else the defaults.
    /// Every error is printed, and the program exits with status 2 before touching the terminal.
    static func loadForRun(_ location: ConfigLocation?) throws -> Config {
        switch Config.load(from: location) {
        case let .success(config):
            return config
        case let .failure(errors):
            for error in errors.errors { printError(error.description) }
            throw ExitCode(2)
        }
    }
}
