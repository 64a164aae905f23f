import Commands
import EventLoop
import ControlCenter
import NowPlaying
import Settings

extension App {
    /// Opens the Control Center tile before any player exists and paints the first item (its
    /// name and place in the queue) while libmpv is still loading. Without a terminal (stdout
    /// piped, an unknown TERM) it says why and returns nil: the status line is shown instead.
    static func openTile(_ config: Config, options: Play, plan: QueuePlan, target: TileTarget,
                         trace: LatencyTrace?) -> Tile? {
        let tile: Tile
        do {
            tile = try Tile(config: config, environment: Environment.current, target: target)
        } catch {
            printError("\(error.description); showing the status line instead")
            return nil
        }
        tile.latencyTrace = trace
        if let first = plan.items.first {
            tile.show(.loading(first, queueIndex: 0, queueCount: plan.items.count, uptime: EventLoop.now()))
        }
        return tile
    }

    /// Puts the opened tile on the loop, where it shows every snapshot and takes input.
    func attachTile(_ tile: Tile) {
        tile.artworkProvider = { [unowned self] in session.artwork }
        if let videoRenderer {
            tile.video = tile.makeVideoPicture(source: RendererFrameSource(renderer: videoRenderer, player: player))
        }
        tile.onQuit = { [unowned self] in loop.stop() }
        notice = { [weak tile] message in tile?.say(message) }
        tile.attach(to: loop, infoCenter: infoCenter)
    }

    /// Gives the terminal back as it was: normal screen, cursor, tty modes; then replays
    /// what was written to standard error while the tile was up.
    func detachTile() {
        tile?.close()
        tile = nil
        notice = { printError($0) }
    }
}

/// The tile's commands: reload-config is the app's, everything else the session's. It exists
/// before the app (the tile paints while libmpv loads) and takes no input until attached.
final class TileTarget: TileCommandTarget {
    weak var app: App?
    private let config: Config

    init(config: Config) {
        self.config = config
    }

    func perform(_ command: ControlCommand) -> RemoteCommandStatus {
        guard let app else { return .commandFailed("the player is starting") }
        if case .reloadConfig = command {
            return app.reloadConfig() ? .success : .commandFailed("the config has errors and was not reloaded")
        }
        return app.session.perform(command)
    }

    var skipIntervals: SkipIntervals {
        app?.session.skipIntervals
            ?? SkipIntervals(backward: config.skip.backward.first ?? 10, forward: config.skip.forward.first ?? 15)
    }

    var interstitialTimes: [Double] { app?.session.interstitialTimes ?? [] }
    var queueListing: QueueListing? { app?.session }
}
