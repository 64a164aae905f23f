import Commands
import EventLoop
import NowPlaying
import Playback

/// `--multiview`: the other views' players (view 1 is the main session's), following it, and
/// the drift check that keeps them in step, armed on the loop while playing.
final class MultiviewStage {
    let pictures: [StagePicture]
    let multiview: Multiview
    private let loop: EventLoop
    private static let checkKey = "multiview-check"
    /// Each correction's drifts, for `--trace-latency`.
    var onDrift: (([Double]) -> Void)?

    /// A player for each view after the first, in `main`'s session.
    init(items: [MediaItem], main: NowPlayingSession, factory: PlayerFactory, loop: EventLoop) throws {
        var pictures: [StagePicture] = []
        for _ in items.dropFirst() { pictures.append(try factory.make(.view)) }
        self.pictures = pictures
        self.loop = loop
        let names = items.map { Sanitized.line(String($0.url.split(separator: "/").last ?? Substring($0.url))) }
        multiview = Multiview(session: main, followers: pictures.map(\.player), names: names)
        for player in pictures.map(\.player) {
            loop.watchWakeup(player.wakeupDescriptor) { [unowned player] in _ = player.nextEvents() }
        }
    }

    /// Starts every view: view 1 in the session, the others following it.
    func play(_ items: [MediaItem]) throws {
        guard let first = items.first else { return }
        try multiview.play(first: first, others: items.dropFirst().map(\.url))
    }

    /// View 1's player had events: the others follow, and the drift check is armed while playing.
    func primaryDidChange(_ events: [PlayerEvent]) {
        multiview.primaryDidChange(events)
        scheduleCheck()
    }

    private func scheduleCheck() {
        guard let after = multiview.nextCheck else { return loop.cancel(Self.checkKey) }
        loop.schedule(Self.checkKey, after: after) { [unowned self] in
            multiview.correctDrift()
            onDrift?(multiview.drifts)
            scheduleCheck()
        }
    }

    /// `view N` and `view-enlarge`.
    func perform(_ command: Command) -> RemoteCommandStatus {
        if case let .view(n) = command { return multiview.setFocus(n - 1) }
        multiview.toggleEnlarged()
        return .success
    }

    /// Lets the other views' players go.
    func close() {
        loop.cancel(Self.checkKey)
        for player in pictures.map(\.player) {
            loop.unwatch(player.wakeupDescriptor)
            player.close()
        }
    }
}
