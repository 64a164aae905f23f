import EventLoop
import NowPlaying

/// `playdeck status --player NAME`: an MPRIS player's snapshot, once or on every change; while
/// it plays, once a second more, worked out here from its position and rate (never asked again).
public struct MPRISStatusFollower {
    let target: MPRISTarget
    let render: (StatusJSON) -> String

    /// Follows `target`'s player, each snapshot shown as `render` makes it.
    public init(target: MPRISTarget, render: @escaping (StatusJSON) -> String) {
        self.target = target
        self.render = render
    }

    /// Writes the snapshot of now; with `follow`, every change until the player leaves.
    public func run(follow: Bool, write: @escaping (String) -> Void) {
        guard follow else {
            if let info = target.source.latest { write(render(StatusJSON(info, extrapolatedTo: EventLoop.now()))) }
            return
        }
        let loop = target.loop, source = target.source, render = render
        var printed: String?
        func show() {
            guard let info = source.latest else { return }
            let status = StatusJSON(info, extrapolatedTo: EventLoop.now())
            let text = render(status)
            if text != printed {
                write(text)
                printed = text
            }
            if let next = status.secondsUntilNextWholeSecond(fromUnix: status.timestamp) {
                loop.schedule("status-second", after: next + 0.002) { show() }
            } else {
                loop.cancel("status-second")
            }
        }
        let token = source.subscribe { value in
            if case .nowPlaying = value { show() }
        }
        defer { source.unsubscribe(token) }
        // The player leaving ends following it, as a PlayDeck ending does.
        source.onClose = { [unowned loop] _ in loop.stop() }
        target.client.onLost = { [unowned loop] in loop.stop() }
        loop.run()
    }
}
