import Commands
import ControlCenter
import NowPlaying
import Settings

extension App {
    /// Opens the Control Center tile on the terminal, on the loop. Without a terminal (stdout
    /// piped, an unknown TERM) it says why and falls back to the status line.
    func attachTile(_ config: Config) {
        let tile: Tile
        do {
            tile = try Tile(config: config, environment: Environment.current, target: TileTarget(app: self))
        } catch {
            printError("\(error.description); showing the status line instead")
            attachOutput()
            return
        }
        tile.artworkProvider = { [unowned self] in session.artwork }
        if let videoRenderer {
            tile.video = tile.makeVideoPicture(source: RendererFrameSource(renderer: videoRenderer, player: player))
        }
        if let path = options.traceLatency {
            tile.latencyTrace = LatencyTrace(path: path, processStart: processStartTime)
            if tile.latencyTrace == nil { printError("--trace-latency: cannot write '\(Sanitized.line(path))'") }
        }
        tile.onQuit = { [unowned self] in loop.stop() }
        notice = { [weak tile] message in tile?.say(message) }
        tile.attach(to: loop, infoCenter: infoCenter)
        self.tile = tile
    }

    /// Gives the terminal back as it was: normal screen, cursor, tty modes; then replays
    /// what was written to standard error while the tile was up.
    func detachTile() {
        tile?.close()
        tile = nil
        notice = { printError($0) }
    }
}

/// The tile's commands: reload-config is the app's, everything else the session's.
private final class TileTarget: TileCommandTarget {
    unowned let app: App

    init(app: App) {
        self.app = app
    }

    func perform(_ command: ControlCommand) -> RemoteCommandStatus {
        if case .reloadConfig = command {
            return app.reloadConfig() ? .success : .commandFailed("the config has errors and was not reloaded")
        }
        return app.session.perform(command)
    }

    var skipIntervals: SkipIntervals { app.session.skipIntervals }
    var interstitialTimes: [Double] { app.session.interstitialTimes }
    var queueListing: QueueListing? { app.session }
}
