import CLinux
import ControlCenter
import EventLoop
import Library
import Glibc
import MusicLibrary
import NowPlaying
import Playback
import Remote
import Settings
import Stage

/// The wiring: one loop, the stage (what plays), the tile, the remotes and the outputs.
final class App {
    let options: Play
    let loop: EventLoop
    private let signals: SignalSource?
    /// What plays: the sessions, their players, the one server-side source.
    let stage: Stage
    let plan: QueuePlan
    var infoCenter: NowPlayingInfoCenter { stage.infoCenter }
    var session: NowPlayingSession { stage.session }
    /// What the tile shows and sends its commands to: this process's session, or another
    /// player chosen in its Players list (App+Players).
    let source: PlayerSwitchSource
    /// The session-bus connection the Players list follows the other players on, from the
    /// first time it is opened.
    var playersClient: BusClient?
    /// Whether MPRIS was asked for (not `--no-mpris`, nor `[remote] mpris = false`).
    var mprisWanted = false
    var failed = false
    var keepOpenAtEnd = false
    /// Where the config came from, for reloading; nil when the defaults apply.
    var configLocation: ConfigLocation?
    var configWatcher: FileWatcher?
    /// The library's folders, watched while the player runs (App+Library).
    var libraryWatcher: LibraryWatcher?
    /// The control socket and MPRIS, while attached (App+Remote).
    var remote: RemoteControl?
    /// The Syncplay room and the scrobblers, as the config names them.
    private(set) lazy var network = NetworkRemotes(
        loop: loop, source: stage.source, infoCenter: infoCenter,
        notice: { [unowned self] message, keep in notice(message, keep: keep) },
        roomLine: { [unowned self] line in if tile == nil { printError(line) } })
    /// Desktop notifications of item changes (App+Notifications).
    var notifier: DesktopNotifier?
    /// The Control Center tile, from start-up to `detachTile` (App+Tile).
    var tile: Tile?
    /// Notices to print once the tile has given the terminal back.
    var keptNotices: [String] = []
    /// Why the player ends, for the tiles attached ("quit", "the queue ended").
    var endReason = "quit"
    /// Tells `playdeck --background` that this player plays (started by it), once.
    var readySignal: ReadySignal? = nil
    /// `d` in this process's tile: the queue handed to a background player.
    private(set) lazy var handover = Handover(app: self)
    /// `[ui] keep_playing_on_hangup`: a closed terminal hands the queue over instead of ending it.
    var keepPlayingOnHangup = false
    private var exitSignal: Int32?
    /// `--trace-latency`: the tile's key and paint times, and here the start of playback.
    let latencyTrace: LatencyTrace?

    /// Blocks the signals PlayDeck handles on the loop; first thing, before the tile or any
    /// thread starts, so that every thread inherits the blocked mask. A background player has
    /// no terminal to close: it ignores SIGHUP, and drops one sent to it while it was started
    /// from a terminal that was closing.
    static func catchSignals(background: Bool) -> SignalSource? {
        signal(SIGPIPE, SIG_IGN)
        if background { _ = pd_ignore_hangup() }
        return SignalSource(signals: background ? [SIGINT, SIGTERM, SIGQUIT] : [SIGINT, SIGTERM, SIGHUP, SIGQUIT])
    }

    /// `signals`: from `catchSignals(background:)`; `tile`: the tile opened early (`App.openTile`), or nil
    /// for the status line.
    init(options: Play, config: Config, configLocation: ConfigLocation?, plan: QueuePlan, signals: SignalSource?,
         wiring: (loop: EventLoop, infoCenter: NowPlayingInfoCenter, source: PlayerSwitchSource, home: SessionSource),
         tile: Tile?, latencyTrace: LatencyTrace?) throws {
        self.options = options
        (loop, source) = (wiring.loop, wiring.source)
        self.latencyTrace = latencyTrace
        self.tile = tile
        self.configLocation = configLocation
        self.plan = plan
        self.signals = signals
        let video = VideoOutput.choose(vo: options.vo, headless: options.isHeadless, environment: ProcessEnvironment.current)
        let factory = PlayerFactory(audioOutput: options.ao, video: video, mpvOptions: config.mpv.map { ($0.name, $0.value) })
        stage = try Stage(loop: loop, infoCenter: wiring.infoCenter, factory: factory, source: wiring.home,
                          interstitials: plan.needsInterstitialPlayer)
        for (name, error) in stage.main.player.rejectedOptions {
            printError("config [mpv]: mpv rejected '\(Sanitized.line(name))': \(error)")
        }
        session.preferredLanguages = LanguageResolver.preferredLanguages(environment: ProcessEnvironment.current)
        stage.libraryPath = LibraryLocation.database(environment: ProcessEnvironment.current)
        stage.playlistsFolder = PlaylistFolder.path(environment: ProcessEnvironment.current)
        // The songs the Library panel listed from a server are what `add subsonic://NAME/ID` queues.
        stage.serverItem = { [weak home = wiring.home] in home?.serverLibrary?.item(for: $0) }
        stage.serverItemLater = { [weak home = wiring.home] location, later in
            guard let library = home?.serverLibrary else { return later(.failure(ServerItemFailure(line: "no server here"))) }
            library.item(for: location, later: later)
        }
        // A server's songs show its covers and lyrics, fetched on the session's workers.
        session.features.serverResources = SubsonicItemResources(store: SubsonicServerStore.standard(environment: ProcessEnvironment.current),
                                                        covers: SubsonicCoverCache.standard())
    }

    /// Plays the queue to its end (or until a signal) and returns the exit status.
    func run(config: Config) -> Int32 {
        failed = plan.failed
        var items = plan.items
        let environment = ProcessEnvironment.current
        let positions = config.resume.enabled && !options.noResume ? ResumeStore.standard(environment: environment) : nil
        stage.keep(positions: positions.map { ($0, ResumeRules(config.resume, home: environment["HOME"])) },
                   bookmarks: BookmarkStore.standard(environment: environment),
                   audioDevice: AudioDeviceStore.standard(environment: environment), session: plan.sessions, starting: &items)
        apply(config)
        configureSession()
        watchSources()
        watchConfig()
        watchLibrary()
        if options.multiview {
            do { try stage.prepareMultiview(items) } catch {
                printError("cannot start the players for multiview: \(error)")
                return 3
            }
        }
        if let tile { attachTile(tile) } else if !options.backgroundChild { attachOutput() }
        attachRemote(config)
        attachNotifications(config)
        session.startsPaused = options.pause
        if let restored = plan.restored {
            stage.restore(restored.queue(of: items), current: restored.current)
        } else if items.isEmpty {
            // Nothing named: idle and reachable, the tile on the library to choose from (App+Tile).
            readySignal?.send()
        } else if options.multiview {
            do { try stage.playMultiview(items) } catch {
                notice("multiview: \(error)", keep: true)
                stop(because: "multiview could not start")
            }
        } else {
            session.play(items: items, startingAt: options.handoff.index.flatMap { items.indices.contains($0) ? $0 : nil } ?? 0)
        }
        // Once the first item loads: the room's state, published at once, would otherwise show
        // the item not yet loading as stopped.
        network.attach(config, together: options.together)
        Handover.applyModes(options, to: session)
        if let item = options.pip, let reason = stage.openPictureInPicture(item, start: options.pipStart, paused: options.handoff.pipPaused).reason {
            notice("--pip: \(reason)", keep: true)
        }

        loop.run()
        detachTile()
        detachPlayers()
        network.close()
        detachRemote()
        stage.close()
        notifier?.close()
        plan.demoTune.map(DemoTune.remove)
        if handover.isDone { return 0 }
        if let exitSignal { return 128 + exitSignal }
        return failed ? 1 : 0
    }

    private func configureSession() {
        let rate = options.speed ?? session.speeds.selectedSpeed.rate
        if rate != 1 || options.speed != nil {
            let status = session.perform(.setSpeed(rate))
            if let reason = status.reason { printError("--speed: \(reason)") }
        }
        if let volume = options.volume {
            _ = session.perform(.setVolume(volume))
        }
        session.onItemFailed = { [unowned self] item, failure in
            let reason = Sanitized.line(failure.description)
            if case .cannotPlay = failure {
                notice("\(Sanitized.line(item.url)): cannot play: \(reason) (skipped)", keep: true)
            } else {
                notice("\(Sanitized.line(item.url)): \(reason)", keep: true)
            }
            failed = true
        }
        session.features.onLiveTextUnavailable = { [unowned self] reason in notice(reason) }
        stage.onQueueEnded = { [unowned self] in
            if options.headless ? options.exitAtEnd : !keepOpenAtEnd {
                stop(because: "the queue ended")
            } else {
                // Idle and reachable: a launcher still waiting may return (a failed start ends instead).
                readySignal?.send()
            }
        }
        stage.onQuit = { [unowned self] in stop(because: "quit") }
        stage.onReloadConfig = { [unowned self] in reloadConfig() }
        stage.onTogether = { [unowned self] request in network.perform(request) }
        stage.source.listens = { [unowned self] count in network.listenList(count) }
        stage.onFlushListens = { [unowned self] in
            network.flushListens { [unowned self] report in
                // Every view shows it; the socket's clients that asked get it as their reply.
                infoCenter.post(feedback: "Scrobble: " + report.line)
                remote?.responder.listensFlushed(report)
            }
        }
        stage.onNotice = { [unowned self] line, keep in notice(line, keep: keep) }
        stage.onLibraryChanged = { [unowned self] in
            infoCenter.postLibraryChange()
            // A library made by this scan is watched from now on, as one found at start is.
            if libraryWatcher == nil { watchLibrary() }
        }
        stage.onMultiviewDrift = latencyTrace.map { trace in { trace.multiviewDrift($0) } }
    }

    private func watchSources() {
        stage.onPrimaryEvents = { [unowned self] events in
            if events.contains(.playbackRestarted) {
                latencyTrace?.playbackRestarted()
                readySignal?.send()
            }
        }
        stage.start()
        if let signals {
            signals.watch(on: loop) { [unowned self] signal in
                if signal == SIGHUP, terminalClosed() { return }
                exitSignal = signal
                stop(because: signal == SIGHUP ? "its terminal closed" : "stopped by signal \(signal)")
            }
        }
    }

    /// Ends the loop (and the player), saying why to the tiles attached.
    func stop(because reason: String) {
        endReason = reason
        loop.stop()
    }

    /// Shows a one-line message wherever Now Playing is shown: this process's tile and every
    /// attached one (through the info center), or standard error without a tile here. `keep`:
    /// it is also printed once the tile gives the terminal back (an item that could not play).
    func notice(_ message: String, keep: Bool = false) {
        infoCenter.post(notice: message)
        if tile == nil {
            printError(message)
        } else if keep {
            keptNotices.append(message)
        }
    }

    func attachOutput() {
        StatusOutput.start(loop: loop, infoCenter: infoCenter, json: options.json) { Output.line($0) }
        // Nothing named: nothing changes until a remote queues something, so the line that says
        // so is written now (the session publishes its snapshot again as it becomes active).
        if plan.startsEmpty { session.becomeActiveIfPossible() }
    }
}
