import Commands
import EventLoop
import NowPlaying
import Playback

/// Multiview's other players (view 1 is the app's own) and what follows them.
final class MultiviewSlot {
    let followers: [Player]
    let renderers: [VideoRenderer]
    let multiview: Multiview

    init(followers: [Player], renderers: [VideoRenderer], multiview: Multiview) {
        self.followers = followers
        self.renderers = renderers
        self.multiview = multiview
    }
}

extension App {
    private static let multiviewCheckKey = "multiview-check"

    /// `--multiview`: a player for each view after the first, drawn in the tile when video is.
    /// Made before the tile attaches, which watches their frames.
    func prepareMultiview(_ items: [MediaItem]) throws {
        let video = VideoOutput.choose(vo: options.vo, headless: options.isHeadless, environment: Environment.current)
        var playerOptions = PlayerOptions(audioOutput: options.ao, videoOutput: video.driver)
        playerOptions.extraOptions = pipOptions.mpv
        var followers: [Player] = [], renderers: [VideoRenderer] = []
        for _ in items.dropFirst() {
            let player = try Player(options: playerOptions)
            if video.inTile {
                try player.setOption("video-timing-offset", "0")
                renderers.append(try player.makeVideoRenderer())
            }
            followers.append(player)
        }
        let names = items.map { Sanitized.line(String($0.url.split(separator: "/").last ?? Substring($0.url))) }
        multiview = MultiviewSlot(followers: followers, renderers: renderers,
                                  multiview: Multiview(session: session, followers: followers, names: names))
        if let tile {
            tile.multiviewVideos = zip(renderers, followers).map { renderer, player in
                tile.makeViewPicture(source: RendererFrameSource(renderer: renderer, player: player))
            }
        }
        for player in followers {
            loop.watchWakeup(player.wakeupDescriptor) { [unowned player] in _ = player.nextEvents() }
        }
    }

    /// Starts every view: view 1 in the session, the others following it.
    func playMultiview(_ items: [MediaItem]) {
        guard let slot = multiview, let first = items.first else { return }
        do {
            try slot.multiview.play(first: first, others: items.dropFirst().map(\.url))
        } catch {
            notice("multiview: \(error)", keep: true)
            stop(because: "multiview could not start")
        }
    }

    /// View 1's player had events: the others follow, and the drift check is armed while playing.
    func multiviewFollow(_ events: [PlayerEvent]) {
        guard let slot = multiview else { return }
        slot.multiview.primaryDidChange(events)
        scheduleMultiviewCheck()
    }

    private func scheduleMultiviewCheck() {
        guard let slot = multiview, let after = slot.multiview.nextCheck else { return loop.cancel(Self.multiviewCheckKey) }
        loop.schedule(Self.multiviewCheckKey, after: after) { [unowned self, unowned slot] in
            slot.multiview.correctDrift()
            latencyTrace?.multiviewDrift(slot.multiview.drifts)
            scheduleMultiviewCheck()
        }
    }

    /// `view N` and `view-enlarge`.
    func multiviewCommand(_ command: Command) -> RemoteCommandStatus {
        guard let slot = multiview else { return .disabled("Only multiview (--multiview) has views") }
        if case let .view(n) = command { return slot.multiview.setFocus(n - 1) }
        slot.multiview.toggleEnlarged()
        return .success
    }

    /// Lets the other views' players go.
    func closeMultiview() {
        guard let slot = multiview else { return }
        multiview = nil
        loop.cancel(Self.multiviewCheckKey)
        for player in slot.followers {
            loop.unwatch(player.wakeupDescriptor)
            player.close()
        }
    }
}
