import EventLoop
import Glibc
import NowPlaying
import Playback
import Remote

/// One thing the person asked to play.
enum QueueEntry {
    case file(String)
    case demo
    /// An argument that yields nothing playable, and why.
    case problem(String, String)
}

/// The wiring: one loop, the players, the session, and the outputs. Nothing else.
final class App {
    let options: Play
    let loop = EventLoop()
    private let signals: SignalSource?
    let player: Player
    let infoCenter = NowPlayingInfoCenter()
    let session: NowPlayingSession
    var failed = false
    private var exitSignal: Int32?

    init(options: Play) throws {
        self.options = options
        signal(SIGPIPE, SIG_IGN)
        // Before libmpv starts its threads, so that they inherit the blocked mask.
        signals = SignalSource(signals: [SIGINT, SIGTERM, SIGHUP, SIGQUIT])
        let playerOptions = PlayerOptions(audioOutput: options.ao, videoOutput: options.vo ?? "null")
        player = try Player(options: playerOptions)
        try player.observe(NowPlayingSession.observedProperties)
        session = NowPlayingSession(primary: player, infoCenter: infoCenter)
        session.preferredLanguages = LanguageResolver.preferredLanguages(environment: Environment.current)
        session.installPlayerTargets()
        session.becomeActiveIfPossible()
    }

    /// Plays the queue to its end (or until a signal) and returns the exit status.
    func run(queue entries: [QueueEntry]) -> Int32 {
        let items = mediaItems(entries)
        guard !items.isEmpty else { return 1 }
        configureSession()
        watchSources()
        if options.headless { attachOutput() } else { attachTile() }
        attachRemote()
        session.play(items: items)
        loop.run()
        detachTile()
        detachRemote()
        player.close()
        if let exitSignal { return 128 + exitSignal }
        return failed ? 1 : 0
    }

    private func mediaItems(_ entries: [QueueEntry]) -> [MediaItem] {
        var items: [MediaItem] = []
        for entry in entries {
            switch entry {
            case let .file(path): items.append(MediaItem(url: path))
            case .demo: items.append(Demo.item)
            case let .problem(argument, reason):
                printError("\(Sanitized.line(argument)): \(reason) (skipped)")
                failed = true
            }
        }
        if let start = options.start, !items.isEmpty { items[0].startTime = start }
        return items
    }

    private func configureSession() {
        if let speed = options.speed {
            _ = session.perform(.changePlaybackRate(speed))
        }
        if let volume = options.volume {
            _ = session.perform(.changeVolume(volume))
        }
        session.onItemFailed = { [unowned self] item, error in
            printError("\(Sanitized.line(item.url)): cannot play: \(Sanitized.line(error.description)) (skipped)")
            failed = true
        }
        session.onQueueEnded = { [unowned self] in
            if !options.headless || options.exitAtEnd { loop.stop() }
        }
    }

    private func watchSources() {
        loop.watch(player.wakeupDescriptor) { [unowned self] in
            session.handle(player.nextEvents())
            scheduleSessionDeadline()
        }
        if let signals {
            loop.watch(signals.descriptor) { [unowned self] in
                if let signal = signals.pending().first {
                    exitSignal = signal
                    loop.stop()
                }
            }
        }
    }

    private func scheduleSessionDeadline() {
        guard let deadline = session.nextDeadline() else { return loop.cancel("session") }
        loop.schedule("session", after: deadline - EventLoop.now()) { [unowned self] in
            session.timeDidPass()
            scheduleSessionDeadline()
        }
    }

    func attachOutput() {
        let json = options.json
        infoCenter.addObserver { info in
            let line = json ? StatusJSON(info).line() : StatusLine.text(info)
            Output.line(line)
        }
    }
}
