import ArgumentParser
import Commands
import EventLoop
import Remote
import Settings

/// `playdeck scrobble flush`: the listens waiting go now. A running player is asked
/// (`scrobble-flush` through its control socket, answered once every service has answered);
/// with none running, this process sends them itself with the same senders, holding the
/// history's sending lock (flock on `sending.lock` in its folder) as a player does, so that two
/// senders never send the same listens.
struct ScrobbleFlush: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flush",
        abstract: "Send the listens ListenBrainz and Last.fm have yet to take now, and say how many each took.",
        discussion: """
        Asks the most recently started PlayDeck (or the one given with --pid or --socket), paused \
        or not; with no PlayDeck running, sends them from this process. Exit status: 0 when every \
        service took every listen waiting; 1 when one did not (why, and when it is sent again, on \
        standard error); 2 when the PlayDeck asked could not be reached.
        """)

    @OptionGroup var target: InstanceOptions

    @Option(help: "The config file, when no PlayDeck runs (default: the one PlayDeck would read).")
    var config: String?

    /// How long a player may take to answer: every service's requests, each up to 30 s.
    static let answerTimeout = 600.0

    func validate() throws {
        try target.validate()
    }

    func run() throws {
        let client: ControlClient
        do {
            client = try ControlClient.connect(target.target)
        } catch .noRunningInstance(pid: nil) {
            return try flushHere()
        } catch {
            printError("\(error)")
            throw ExitCode(2)
        }
        let reply: ControlReply
        do {
            reply = try ControlClient.reply(client.request(["command": Command.flushListens.text], timeout: Self.answerTimeout))
        } catch {
            printError("\(error)")
            throw ExitCode(2)
        }
        guard reply.isSuccess else {
            printError("scrobble flush: \(reply.reason ?? reply.status)")
            throw ExitCode(1)
        }
        Output.line(reply.message ?? "")
    }

    private func flushHere() throws {
        let location = ConfigLocation.find(explicit: config, environment: ConfigLocation.processEnvironment())
        let services = NetworkRemotes.scrobbleServices(try Config.loadForRun(location).scrobble, folder: try ScrobbleCommand.folder())
        guard !services.isEmpty else {
            printError("scrobble flush: no scrobbling service is set up ([scrobble] listenbrainz or lastfm in config.toml)")
            throw ExitCode(1)
        }
        let history = try ScrobbleCommand.history(services: services.map(\.name))
        let report = Scrobbler.flush(history: history, services: services, on: EventLoop())
        guard report.tookEverything else {
            printError("scrobble flush: \(report.line)")
            throw ExitCode(1)
        }
        Output.line(report.line)
    }
}
