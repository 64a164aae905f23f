import ArgumentParser
import Library
import Settings

/// `playdeck scrobble logout lastfm`: removes the session key `login` kept. What the person
/// wrote in the config (a ListenBrainz token, a Last.fm `session`) PlayDeck never rewrites: it
/// says where to remove it.
struct ScrobbleLogout: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "logout",
        abstract: "Forget the Last.fm session key `scrobble login lastfm` kept (ListenBrainz's token lives only in config.toml).")

    @Argument(help: "The service: lastfm or listenbrainz.")
    var service: String

    @Option(help: "The config file (default: the one PlayDeck would read).")
    var config: String?

    func validate() throws {
        guard ["lastfm", "listenbrainz"].contains(service) else { throw ValidationError("the services are lastfm and listenbrainz") }
    }

    func run() throws {
        let location = ConfigLocation.find(explicit: config, environment: ConfigLocation.processEnvironment())
        let settings = try Config.loadForRun(location).scrobble
        let configFile = location?.path ?? "config.toml"
        guard service == "lastfm" else {
            guard settings.listenBrainz != nil else {
                Output.line("listenbrainz: no token is set up")
                return
            }
            printError("listenbrainz: the token lives only in \(configFile) ([scrobble] listenbrainz): remove it there "
                       + "(a running PlayDeck reloads the config as it is saved)")
            throw ExitCode(1)
        }
        let file = LastFMSessionFile(directory: try ScrobbleCommand.folder())
        let removed: Bool
        do {
            removed = try file.remove()
        } catch {
            printError("cannot remove \(file.path): \(error)")
            throw ExitCode(1)
        }
        Output.line(removed ? "lastfm: logged out (the session key kept in \(file.path) is removed)" : "lastfm: no session key was kept")
        if settings.lastFM?.session != nil {
            printError("lastfm: a session key is also written in \(configFile) ([scrobble] lastfm session): remove it there")
            throw ExitCode(1)
        }
    }
}
