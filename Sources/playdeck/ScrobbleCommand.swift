import ArgumentParser
import EventLoop
import JSONCoding
import Library
import MediaFiles
import Remote
import Settings

/// `playdeck scrobble status|history|flush|login|logout`: the listening history as kept on disk,
/// read without a player, and what the services have yet to take.
struct ScrobbleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scrobble",
        abstract: "Show the listening history and what ListenBrainz and Last.fm have yet to take.",
        subcommands: [Status.self, History.self, ScrobbleFlush.self, Login.self, ScrobbleLogout.self])

    /// The folder of this user's listening history (and of the Last.fm session key kept).
    static func folder() throws -> String {
        guard let folder = ListeningHistory.standardDirectory(environment: ProcessEnvironment.current) else {
            throw ValidationError("neither XDG_STATE_HOME nor HOME is set: there is no listening history")
        }
        return folder
    }

    /// The history of this user, for the services the config names.
    static func history(services: [String]) throws -> ListeningHistory {
        let folder = try folder()
        do {
            return try ListeningHistory(directory: folder, services: services)
        } catch {
            printError("cannot read the listening history in \(folder): \(error)")
            throw ExitCode(1)
        }
    }

    struct Status: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Say which services are set up and how many listens each has yet to take.")

        @Option(help: "The config file (default: the one PlayDeck would read).")
        var config: String?

        @Flag(help: "One JSON object.")
        var json = false

        func run() throws {
            let location = ConfigLocation.find(explicit: config, environment: ConfigLocation.processEnvironment())
            let settings = try Config.loadForRun(location).scrobble
            let history = try ScrobbleCommand.history(services: ["listenbrainz", "lastfm"])
            if json {
                let service = settings.listenBrainz.map {
                    StatusLine.Service(apiRoot: $0.apiRoot, pending: history.pendingCount(for: "listenbrainz"),
                                       acknowledged: history.acknowledged(by: "listenbrainz"))
                }
                let lastfm = settings.lastFM.map { _ in
                    StatusLine.Service(apiRoot: LastFMService.defaultRoot, pending: history.pendingCount(for: "lastfm"),
                                       acknowledged: history.acknowledged(by: "lastfm"))
                }
                let line = StatusLine(listens: history.listens.count, damagedLines: history.damagedLines, listenbrainz: service, lastfm: lastfm)
                Output.line((try? JSONEncoder(outputFormatting: .sortedKeys).encode(line)) ?? "{}")
                return
            }
            Output.line("listens kept: \(history.listens.count)" + (history.damagedLines > 0 ? " (\(history.damagedLines) damaged lines skipped)" : ""))
            if let account = settings.listenBrainz {
                let pending = history.pendingCount(for: "listenbrainz")
                Output.line("listenbrainz (\(Sanitized.line(account.apiRoot))): \(pending) to send, taken through listen "
                            + "\(history.acknowledged(by: "listenbrainz"))")
            } else {
                Output.line("listenbrainz: not set up ([scrobble] listenbrainz = { token = … })")
            }
            if let account = settings.lastFM {
                let loggedIn = account.session != nil || LastFMSessionFile(directory: history.directory).read() != nil
                Output.line("lastfm: \(history.pendingCount(for: "lastfm")) to send, taken through listen \(history.acknowledged(by: "lastfm"))"
                            + (loggedIn ? "" : " (not logged in: playdeck scrobble login lastfm)"))
            }
        }
    }

    struct Login: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Get a Last.fm session key: open the page it prints, allow PlayDeck, press Enter.")

        @Argument(help: "The service: lastfm.")
        var service: String

        @Option(help: "The API key of your Last.fm API account.")
        var apiKey: String

        @Option(help: "That API account's shared secret.")
        var secret: String

        @Option(help: ArgumentHelp("Last.fm's API root (for tests).", visibility: .hidden))
        var root = LastFMService.defaultRoot

        func run() throws {
            guard service == "lastfm" else { throw ValidationError("only lastfm needs a login (ListenBrainz takes the token from its settings page)") }
            let login = LastFMLogin(apiKey: apiKey, secret: secret, root: root)
            let token: String
            switch login.token() {
            case let .success(value): token = value
            case let .failure(failure):
                printError(failure.description)
                throw ExitCode(1)
            }
            Output.line("Open \(login.authorizationURL(token: token)) , allow PlayDeck, then press Enter.")
            _ = readLine()
            switch login.session(token: token) {
            case let .success(session):
                let file = LastFMSessionFile(directory: try ScrobbleCommand.folder())
                do {
                    try file.write(session.key)
                } catch {
                    printError("cannot keep the session key in \(file.path): \(error)")
                    throw ExitCode(1)
                }
                Output.line("Logged in as \(Sanitized.line(session.name)); the session key is kept in \(file.path) (PlayDeck started from now on "
                            + "sends to Last.fm with lastfm = { api_key = \"…\", secret = \"…\" } in [scrobble] of config.toml).")
            case let .failure(failure):
                printError(failure.description)
                throw ExitCode(1)
            }
        }
    }

    struct History: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print the last listens, newest first.")

        @Option(help: "How many listens.")
        var count = 20

        @Flag(help: "One JSON object per listen.")
        var json = false

        func run() throws {
            let history = try ScrobbleCommand.history(services: [])
            for listen in history.listens.suffix(max(0, count)).reversed() {
                if json {
                    let line = (try? JSONEncoder(outputFormatting: .sortedKeys).encode(HistoryLine(listen))) ?? "{}"
                    guard Output.line(line) else { return }
                } else {
                    let when = ProcessEnvironment.localTime(listen.listenedAt)
                    let album = listen.track.album.map { " (\(Sanitized.line($0)))" } ?? ""
                    guard Output.line("\(when)  \(Sanitized.line(listen.track.artist)) — \(Sanitized.line(listen.track.title))\(album)") else { return }
                }
            }
        }
    }

    /// What `status --json` writes: no token, ever.
    struct StatusLine: Encodable {
        struct Service: Encodable {
            let apiRoot: String
            let pending: Int
            let acknowledged: Int
        }

        let listens: Int
        let damagedLines: Int
        let listenbrainz: Service?
        let lastfm: Service?
    }

    /// A listen as `history --json` writes it.
    struct HistoryLine: Encodable {
        let id: Int
        let listenedAt: Int
        let artist: String
        let title: String
        let album: String?
        let duration: Int?
        let path: String?

        init(_ listen: Listen) {
            id = listen.id
            listenedAt = listen.listenedAt
            artist = listen.track.artist
            title = listen.track.title
            album = listen.track.album
            duration = listen.track.duration
            path = listen.track.path
        }
    }
}
