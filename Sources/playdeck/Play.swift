import ArgumentParser
import ControlCenter
import EventLoop
import Glibc
import Library
import MusicLibrary
import NowPlaying
import Playback
import Remote
import Settings
import Stage

/// `playdeck [options] FILE|URL…`: plays the queue.
struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Play files, folders and URLs in order.")

    @Argument(help: "Files, folders or URLs to play, in order; none opens the tile on the music library.")
    var items: [String] = []

    @Option(help: ArgumentHelp("Play the library's tracks matching a query, in album order (e.g. 'artist:Seeds album:Wind').",
                               valueName: "query"))
    var library: String?

    @Option(help: ArgumentHelp("Play the tracks of this Subsonic server (playdeck server add) that match the items, a query "
                               + "('artist:X album:Y').", valueName: "name"))
    var server: String?

    @Flag(help: "Play PlayDeck's built-in demo programme (no media file needed).")
    var demo = false

    @Option(help: ArgumentHelp("Play this file or URL in picture in picture, in a corner beside the main queue.",
                               valueName: "item"))
    var pip: String?

    @Option(name: .customLong("pip-start"), help: ArgumentHelp("Start the picture in picture item at this many seconds.",
                                                               valueName: "seconds"))
    var pipStart: Double?

    @Flag(help: "Play the two to four videos given as views of one event, side by side and in step (one length, each with video).")
    var multiview = false

    @Flag(help: "Run without a terminal interface.")
    var headless = false

    @Flag(help: "With --headless: print one JSON object per line each time what is playing changes.")
    var json = false

    @Flag(help: "With --headless: exit when the last item ends.")
    var exitAtEnd = false

    @Option(help: "mpv audio output driver list (e.g. pulse, alsa, null).")
    var ao: String?

    @Option(help: "mpv video output driver (default: in the tile without a display, else gpu; libmpv: in the tile).")
    var vo: String?

    @Option(help: ArgumentHelp("Append key-press latencies and the times of the first paint and the start of playback to this file.",
                               valueName: "file"))
    var traceLatency: String?

    @Option(help: "Start the first item at this many seconds.")
    var start: Double?

    @Option(help: "Playback speed, 1 being normal.")
    var speed: Double?

    @Option(help: "Volume in percent (0-130).")
    var volume: Double?

    @Option(help: "Config file (default: $XDG_CONFIG_HOME/playdeck/config.toml).")
    var config: String?

    @Option(help: "Sidecar file for the first item (default: ITEM.playdeck.toml beside each file).")
    var sidecar: String?

    @Flag(help: "Stay open when the queue ends; with nothing named, wait for remotes (--headless too).")
    var idle = false

    @Flag(help: "Start every item at its beginning, ignoring remembered positions.")
    var noResume = false

    @Flag(help: "Start empty rather than with the last session (queue, item, place) when nothing is named (also [session] restore = false).")
    var noRestore = false

    @Flag(help: "Start paused.")
    var pause = false

    @Flag(help: "Do not register with MPRIS on the session bus (also [remote] mpris = false).")
    var noMpris = false

    @Flag(help: "Serve MPD clients at [mpd] listen, whatever [mpd] enabled says.")
    var mpd = false

    @Option(name: .customLong("mpd-listen"), help: ArgumentHelp(
        "Serve MPD clients at ADDR (host:port or a socket path; repeat for more), in place of [mpd] listen.",
        valueName: "ADDR"))
    var mpdListen: [String] = []

    @OptionGroup var together: TogetherOptions

    /// `--new`, `--add`, `--replace`: what to do while a player already runs, for this run.
    @Flag(exclusivity: .exclusive)
    var open: OpenChoice?

    @Flag(help: ArgumentHelp("Play with no tile, apart from the terminal: the player goes on when the terminal closes. "
                             + "Prints its pid and socket; 'playdeck attach' shows it, notices go to "
                             + "$XDG_STATE_HOME/playdeck/playdeck.log."))
    var background = false

    /// Set on the player `--background` starts (`BackgroundLaunch`): no terminal, notices to the log.
    @Flag(name: .customLong("background-child"), help: .hidden)
    var backgroundChild = false

    /// What a tile's `d` hands over with the queue (`Handover`).
    @OptionGroup var handoff: HandoffOptions

    func validate() throws {
        if json && !headless { throw ValidationError("--json goes with --headless") }
        if background && (json || traceLatency != nil) {
            throw ValidationError("--background prints nothing once started; follow it with 'playdeck status --follow'")
        }
        if let speed, !(0.01...100).contains(speed) { throw ValidationError("--speed must lie between 0.01 and 100") }
        if let volume, !(0...130).contains(volume) { throw ValidationError("--volume must lie between 0 and 130") }
        if let start, start < 0 { throw ValidationError("--start must be 0 or more") }
        for address in mpdListen {
            guard case .success = MPDSettings.Address.parse(address) else {
                throw ValidationError("--mpd-listen takes host:port (127.0.0.1:6600) or a socket path starting with /, ~/ "
                                      + "or $XDG_RUNTIME_DIR/, not '\(address)'")
            }
        }
        if let open, open != .new, let reason = needsOwnPlayer {
            throw ValidationError("--\(open.rawValue) sends the items to the running player, but \(reason) needs a new one")
        }
    }

    func run() throws {
        if backgroundChild { ErrorLog.isDated.withLock { $0 = true } }
        // Checked here rather than in validate(), which runs before an unknown option is
        // reported: `playdeck --bogus` must say that --bogus is unknown, not that nothing plays.
        // Nothing named opens the tile on the library (and a background player waits for
        // remotes); without a tile (--headless, or no terminal: a script's pipe), waiting with
        // nothing queued would more likely be a mistake, unless --idle says it is meant.
        let withoutTile = headless || isatty(STDIN_FILENO) != 1 || isatty(STDOUT_FILENO) != 1
        if queueRequest.namesNothing && !idle && !background && !backgroundChild && withoutTile {
            throw ValidationError("nothing to play: give files, folders or URLs, --library QUERY, or --demo "
                                  + "(--idle waits for remotes with an empty queue)")
        }
        if multiview, let refusal = MultiviewPlan.refusal(items) {
            printError(refusal)
            throw ExitCode(1)
        }
        if background && !backgroundChild { return try startInBackground() }
        let ready = backgroundChild ? ReadySignal.claim() : nil
        let signals = App.catchSignals(background: backgroundChild)
        let location = ConfigLocation.find(explicit: config, environment: ConfigLocation.processEnvironment())
        let settings = try Config.loadForRun(location)
        let opening = open.map(\.mode) ?? settings.queue.open
        if opening != .new, needsOwnPlayer == nil,
           try OpenInRunningPlayer(mode: opening).open(queueRequest, config: settings, signals: signals) {
            return
        }
        // Usually under way already (PlayDeck.main); not for --add and --replace, which load no libmpv.
        Player.preloadLibrary()
        var request = queueRequest
        if let server {
            request.arguments = []
            request.prepared = try ServerQueue.items(server: server, query: items.joined(separator: " "), settings: settings.subsonic)
        }
        request.restore = settings.session.restore && !noRestore
        request.resumes = settings.resume.enabled && !noResume
        // Multiview's views are no queue to keep, nor is the demo, whose tune is gone once it ends.
        let sessions = multiview || demo ? nil : SessionStore.standard(environment: ProcessEnvironment.current)
        var plan = QueuePlan(request, config: settings, environment: ProcessEnvironment.current, sessions: sessions)
        HandoffItems.apply(handoff.tags, to: &plan.items)
        plan = ServerQueue.resolving(plan, settings: settings.subsonic)
        guard !plan.items.isEmpty || plan.startsEmpty else {
            plan.messages.forEach(printError)
            throw ExitCode(1)
        }
        let trace = openLatencyTrace()
        let infoCenter = NowPlayingInfoCenter(), home = SessionSource(infoCenter: infoCenter)
        // The Library panel's lists, for a tile here and over the socket alike; answered before
        // any player starts, for a tile that opens on them.
        home.library = LibraryLocation.database(environment: ProcessEnvironment.current)
            .map { LibraryAnswers(path: $0, environment: ProcessEnvironment.current).answer }
        let loop = EventLoop()
        home.serverLibrary = SubsonicLibraryAnswers(loop: loop, store: SubsonicServerStore.standard(environment: ProcessEnvironment.current),
                                                    settings: settings.subsonic)
        let source = PlayerSwitchSource(home: home)
        let tile = headless || backgroundChild ? nil : App.openTile(settings, options: self, plan: plan, source: source, trace: trace)
        // Once the tile holds standard error: it shows them as notices, and again when it closes.
        plan.messages.forEach(printError)
        let app: App
        do {
            app = try App(options: self, config: settings, configLocation: location, plan: plan, signals: signals,
                          wiring: (loop, infoCenter, source, home), tile: tile, latencyTrace: trace)
        } catch {
            tile?.close()
            printError("cannot start the player: \(error)")
            throw ExitCode(3)
        }
        app.readySignal = ready
        let status = app.run(config: settings)
        if status != 0 { throw ExitCode(status) }
    }

    /// `--background`: starts the player apart from this terminal, says where it is, and returns.
    private func startInBackground() throws {
        let arguments = CommandLine.arguments.dropFirst().filter { $0 != "--background" }
        do {
            let started = try BackgroundLaunch.start(arguments: Array(arguments))
            let what = queueRequest.namesNothing ? "waiting in the background with an empty queue" : "playing in the background"
            Output.line("\(what): pid \(started.pid), socket \(started.socket)")
            Output.line("'playdeck attach' shows it; notices go to \(started.log)")
        } catch let .failed(why) {
            printError(why)
            throw ExitCode(1)
        } catch let .logged(text) {
            Output.line(text, to: STDERR_FILENO)
            throw ExitCode(1)
        }
    }

    /// The options a handed-over queue keeps playing with (`App+Handoff`).
    var forwardedOptions: [String] {
        var arguments: [String] = []
        if let ao { arguments += ["--ao", ao] }
        if let config { arguments += ["--config", config] }
        if idle { arguments.append("--idle") }
        if noResume { arguments.append("--no-resume") }
        if noMpris { arguments.append("--no-mpris") }
        if mpd { arguments.append("--mpd") }
        for address in mpdListen { arguments += ["--mpd-listen", address] }
        return arguments
    }

    /// Why this run needs a player of its own whatever `[queue] open` says: an option that sets
    /// a player up, standard input, or nothing named; nil when the items may go to a running one.
    var needsOwnPlayer: String? {
        if items.isEmpty && library == nil { return "naming nothing" }
        if items.contains("-") { return "standard input (-)" }
        let options: [(set: Bool, name: String)] = [
            (demo, "--demo"), (server != nil, "--server"), (pip != nil, "--pip"), (pipStart != nil, "--pip-start"), (multiview, "--multiview"),
            (headless, "--headless"), (json, "--json"), (exitAtEnd, "--exit-at-end"), (ao != nil, "--ao"), (vo != nil, "--vo"),
            (traceLatency != nil, "--trace-latency"), (start != nil, "--start"), (speed != nil, "--speed"),
            (volume != nil, "--volume"), (sidecar != nil, "--sidecar"), (idle, "--idle"), (noResume, "--no-resume"),
            (pause, "--pause"), (noMpris, "--no-mpris"), (mpd, "--mpd"), (!mpdListen.isEmpty, "--mpd-listen"), (together.isSet, "--together"), (noRestore, "--no-restore"), (background || backgroundChild || handoff.index != nil, "--background"),
        ]
        return options.first { $0.set }.map(\.name)
    }

    /// Whether this process is the player without a terminal (`--headless`, or started by `--background`).
    var isHeadless: Bool { headless || backgroundChild }

    private func openLatencyTrace() -> LatencyTrace? {
        guard let traceLatency else { return nil }
        let trace = LatencyTrace(path: traceLatency)
        if trace == nil { printError("--trace-latency: cannot write '\(Sanitized.line(traceLatency))'") }
        return trace
    }

    /// What the arguments name to play.
    private var queueRequest: QueueRequest {
        var request = QueueRequest()
        request.arguments = items
        request.demo = demo
        request.library = library
        request.sidecar = sidecar
        request.titles = Handover.titles(self)
        request.firstIndex = handoff.index
        request.start = start
        return request
    }
}
