import Commands
import EventLoop
import Glibc
import NowPlaying
import Remote

/// `d` in this process's tile (and a closed terminal with `[ui] keep_playing_on_hangup`): this
/// process is bound to its terminal, so the queue is handed to a background player started for
/// it. The new player loads the item at this position, paused; once it says it is ready this
/// one pauses, tells it where it got to and to play, and ends. The music stops for the time
/// the new player takes to seek: tens of milliseconds for a local file.
extension App {
    /// Starts the handover; false (with a notice) when it cannot start. The tile stays up
    /// until the new player is ready, and says why if it fails.
    @discardableResult
    func handOff() -> Bool {
        guard handoff == nil else { return true }
        guard let info = infoCenter.nowPlayingInfo, let index = info.queueIndex,
              session.queue.items.indices.contains(index) else {
            notice("nothing plays to keep playing in the background")
            return false
        }
        if plan.demoTune != nil {
            notice("the demo plays only in its own terminal: 'playdeck --background --demo' plays it in the background")
            return false
        }
        // The new player takes the plain MPRIS name once this one has let it go.
        remote?.leaveSessionBus()
        do {
            let launch = try BackgroundLaunch.Launch(arguments: handoffArguments(info, index: index))
            handoff = launch
            loop.watch(launch.readyDescriptor) { [unowned self] in handoffProgressed(launch) }
            notice("moving to the background…")
            return true
        } catch {
            remote?.rejoinSessionBus()
            notice("cannot keep playing in the background: \(error.line)")
            return false
        }
    }

    private func handoffProgressed(_ launch: BackgroundLaunch.Launch) {
        switch launch.readReady() {
        case .waiting:
            return
        case let .failed(error):
            loop.unwatch(launch.readyDescriptor)
            handoff = nil
            remote?.rejoinSessionBus()
            notice("cannot keep playing in the background: \(error.line)")
        case let .ready(started):
            loop.unwatch(launch.readyDescriptor)
            finishHandoff(to: started)
        }
    }

    /// The new player is ready, paused where this one was when it started: this one pauses,
    /// and the new one goes to where this one got to, and plays if this one played.
    private func finishHandoff(to started: BackgroundLaunch.Started) {
        let wasPlaying = infoCenter.nowPlayingInfo?.state == .playing
        if wasPlaying { _ = session.perform(.pause) }
        let now = EventLoop.now()
        let position = infoCenter.nowPlayingInfo.flatMap { $0.isLive ? nil : $0.elapsed(at: now) }
        var commands: [Command] = position.map { [.seek(to: $0)] } ?? []
        if wasPlaying { commands.append(.play) }
        if let client = try? ControlClient(path: started.socket) {
            for command in commands { _ = try? client.request(["command": command.text], timeout: 2) }
        }
        keptNotices.append("playing in the background: pid \(started.pid); 'playdeck attach' shows it")
        handedOff = true
        stop(because: "moved to the background (pid \(started.pid))")
    }

    /// This program's arguments for the new player: the options it was started with, the
    /// queue as it is now, where to start and how the queue plays.
    private func handoffArguments(_ info: NowPlayingInfo, index: Int) -> [String] {
        var arguments = options.forwardedOptions
        let position = info.isLive ? nil : info.mediaElapsed(at: EventLoop.now())
        if let position { arguments += ["--start", String(position)] }
        arguments += ["--pause", "--handoff-index", String(index), "--speed", String(info.defaultRate),
                      "--volume", String(info.volume), "--handoff-repeat", info.repeatMode.rawValue]
        if info.isShuffled { arguments.append("--handoff-shuffle") }
        if info.isMuted { arguments.append("--handoff-mute") }
        return arguments + ["--"] + session.queue.items.map(\.url)
    }

    /// How the handed-over queue plays: set once it has started.
    func applyHandoffModes() {
        if let mode = options.handoffRepeat.flatMap(RepeatMode.init(rawValue:)), mode != .none {
            _ = session.perform(.repeatMode(mode))
        }
        if options.handoffShuffle { _ = session.perform(.shuffle(true)) }
        if options.handoffMute { _ = session.perform(.toggleMute) }
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
