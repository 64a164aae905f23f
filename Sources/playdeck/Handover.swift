import Commands
import EventLoop
import Glibc
import NowPlaying
import Remote
import Stage

/// `d` in this process's tile (and a closed terminal with `[ui] keep_playing_on_hangup`): this
/// process is bound to its terminal, so the queue is handed to a background player started for
/// it. The new player loads the item at this position, paused; once it says it is ready this
/// one pauses, tells it where it got to and to play, and ends. The music stops for the time
/// the new player takes to seek: tens of milliseconds for a local file.
final class Handover {
    private unowned let app: App
    /// The background player being started, until it is ready.
    private var launch: BackgroundLaunch.Launch?
    /// The queue went to a background player: this process ends without an error.
    private(set) var isDone = false

    init(app: App) {
        self.app = app
    }

    /// Starts the handover; false (with a notice) when it cannot start. The tile stays up
    /// until the new player is ready, and says why if it fails.
    @discardableResult
    func start() -> Bool {
        guard launch == nil, !isDone else { return true }
        // The main session's queue goes, whichever session is active (picture in picture goes with it).
        let session = app.session, info = session.makeSnapshot()
        guard let index = info.queueIndex, session.queue.items.indices.contains(index) else {
            app.notice("nothing plays to keep playing in the background")
            return false
        }
        if app.plan.demoTune != nil {
            app.notice("the demo plays only in its own terminal: 'playdeck --background --demo' plays it in the background")
            return false
        }
        // The new player takes the plain MPRIS name once this one has let it go.
        app.remote?.leaveSessionBus()
        do {
            let launch = try BackgroundLaunch.Launch(arguments: arguments(info, index: index))
            self.launch = launch
            launch.watch(on: app.loop) { [unowned self] in progressed($0) }
            app.notice("moving to the background…")
            return true
        } catch {
            app.remote?.rejoinSessionBus()
            app.notice("cannot keep playing in the background: \(error.line)")
            return false
        }
    }

    private func progressed(_ state: BackgroundLaunch.Launch.State) {
        switch state {
        case .waiting:
            return
        case let .failed(error):
            self.launch = nil
            app.remote?.rejoinSessionBus()
            let line = "cannot keep playing in the background: \(error.line)"
            app.notice(line)
            // With its terminal gone this player plays on where it is ('playdeck attach' finds
            // it); the log is where the reason can still be read.
            if app.tile == nil { BackgroundLaunch.log(line + "; playing on in pid \(getpid())") }
        case let .ready(started):
            self.launch = nil
            finish(to: started)
        }
    }

    /// The new player is ready, paused where this one was when it started: this one pauses,
    /// and the new one goes to where this one got to, and plays if this one played.
    private func finish(to started: BackgroundLaunch.Started) {
        let main = app.session.makeSnapshot()
        let wasPlaying = app.stage.ownState(of: app.session)?.playing ?? (main.state == .playing)
        if main.state == .playing { _ = app.session.perform(.pause) }
        let now = EventLoop.now()
        let position = main.isLive ? nil : main.elapsed(at: now)
        var commands: [Command] = position.map { [.seek(to: $0)] } ?? []
        if wasPlaying { commands.append(.play) }
        // The new player starts with its main session active; picture in picture swapped in here is there too.
        if app.stage.pictureInPictureSession != nil, app.stage.activeSession !== app.session { commands.append(.pipSwap) }
        if let client = try? ControlClient(path: started.socket) {
            for command in commands { _ = try? client.request(["command": command.text], timeout: 2) }
        }
        app.keptNotices.append("playing in the background: pid \(started.pid); 'playdeck attach' shows it")
        isDone = true
        app.stop(because: "moved to the background (pid \(started.pid))")
    }

    /// This program's arguments for the new player: the options it was started with, the
    /// queue as it is now, where to start and how the queue plays.
    private func arguments(_ info: NowPlayingInfo, index: Int) -> [String] {
        var arguments = app.options.forwardedOptions
        let position = info.isLive ? nil : info.mediaElapsed(at: EventLoop.now())
        if let position { arguments += ["--start", String(position)] }
        arguments += ["--pause", "--handoff-index", String(index), "--speed", String(info.defaultRate),
                      "--volume", String(info.volume), "--handoff-repeat", info.repeatMode.rawValue]
        if info.isShuffled { arguments.append("--handoff-shuffle") }
        if info.stopAfter != .off { arguments += ["--handoff-stop-after", info.stopAfter.rawValue] }
        let own = app.stage.ownState(of: app.session)
        if own?.muted ?? info.isMuted { arguments.append("--handoff-mute") }
        arguments += pictureInPictureArguments()
        let items = app.session.queue.items
        // The index goes first: a title starting with "-" must not read as an option.
        for (index, item) in items.enumerated() {
            if let title = item.playlistTitle { arguments += ["--handoff-title", "\(index):\(title)"] }
        }
        return arguments + HandoffItems.arguments(items) + ["--"] + items.map(\.url)
    }

    /// Picture in picture's item, where it got to, and whether it was paused, for the new player.
    private func pictureInPictureArguments() -> [String] {
        guard let pip = app.stage.pictureInPictureSession, let item = pip.currentItem else { return [] }
        let info = pip.makeSnapshot()
        var arguments = ["--pip", item.url]
        if !info.isLive, let elapsed = info.mediaElapsed(at: EventLoop.now()) { arguments += ["--pip-start", String(elapsed)] }
        if app.stage.ownState(of: pip)?.playing == false { arguments.append("--handoff-pip-paused") }
        return arguments
    }

    /// The playlists' titles of a handed-over queue, by item index.
    static func titles(_ options: Play) -> [Int: String] {
        var titles: [Int: String] = [:]
        for argument in options.handoff.titles {
            let parts = argument.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            if parts.count == 2, let index = Int(parts[0]), !parts[1].isEmpty { titles[index] = String(parts[1]) }
        }
        return titles
    }

    /// How a handed-over queue plays, in the new player: set once it has started.
    static func applyModes(_ options: Play, to session: NowPlayingSession) {
        if let mode = options.handoff.repeatMode.flatMap(RepeatMode.init(rawValue:)), mode != .none {
            _ = session.perform(.repeatMode(mode))
        }
        if options.handoff.shuffle { _ = session.perform(.shuffle(true)) }
        if let mode = options.handoff.stopAfter.flatMap(StopAfter.init(rawValue:)), mode != .off {
            _ = session.perform(.stopAfter(mode))
        }
        if options.handoff.mute { _ = session.perform(.toggleMute) }
    }
}

extension BackgroundLaunchError {
    /// The error on one line, for a notice.
    var line: String {
        switch self {
        case let .failed(why): why
        case let .logged(text): Sanitized.line(text.split(separator: "\n").last.map(String.init) ?? text)
        }
    }
}
