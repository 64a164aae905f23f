import Commands
import EventLoop
import ControlCenter
import NowPlaying
import Settings
import Stage

extension App {
    /// Opens the Control Center tile before any player exists and paints the first item (its
    /// name and place in the queue), or with nothing named the Library panel, while libmpv is
    /// still loading. Without a terminal (stdout piped, an unknown TERM) it says why and returns
    /// nil: the status line is shown instead.
    static func openTile(_ config: Config, options: Play, plan: QueuePlan, source: NowPlayingSource,
                         trace: LatencyTrace?) -> Tile? {
        let tile: Tile
        do {
            tile = try Tile(config: config, environment: ProcessEnvironment.current, source: source)
        } catch {
            printError("\(error.description); showing the status line instead")
            return nil
        }
        tile.latencyTrace = trace
        // A restored session opens on its current item, Now Playing rather than the Library panel.
        let index = plan.restored.map { $0.current ?? 0 } ?? 0
        if plan.items.indices.contains(index) {
            tile.show(.nowPlaying(.loading(plan.items[index], queueIndex: index, queueCount: plan.items.count,
                                           uptime: EventLoop.now())))
        } else if plan.startsEmpty {
            // Nothing named: the first frame is the library's list, the choice of what to play.
            tile.openLibrary()
        }
        return tile
    }

    /// Puts the opened tile on the loop, where it shows what the source publishes and takes
    /// input. A terminal that goes away ends the player, as SIGHUP does.
    func attachTile(_ tile: Tile) {
        // The tile's Output menu lists them; a player without a tile does not pay for them.
        session.outputs.watch()
        if let frames = RendererFrameSource(stage.main) {
            // Multiview's views share the picture area: all in symbols.
            tile.video = options.multiview ? tile.makeViewPicture(source: frames) : tile.makeVideoPicture(source: frames)
        }
        tile.multiviewVideos = stage.multiviewPictures.compactMap(RendererFrameSource.init).map(tile.makeViewPicture(source:))
        stage.display = tile
        tile.onHangUp = { [unowned self] in
            if !terminalClosed() { stop(because: "its terminal closed") }
        }
        tile.onDetach = { [unowned self] in handover.start() }
        attachPlayers(tile)
        tile.attach(to: loop)
    }

    /// The terminal went away (SIGHUP, or the tile read its end): with `keep_playing_on_hangup`
    /// and a tile here, the queue goes on in the background; true when it does.
    func terminalClosed() -> Bool {
        guard keepPlayingOnHangup, !options.isHeadless else { return false }
        detachTile()
        return handover.start()
    }

    /// Gives the terminal back as it was: normal screen, cursor, tty modes; then replays
    /// what was written to standard error while the tile was up.
    func detachTile() {
        tile?.close()
        tile = nil
        for line in keptNotices { printError(line) }
        keptNotices = []
    }
}
