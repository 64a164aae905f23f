import NowPlaying
import Remote
import Settings

extension App {
    /// Opens the control socket and joins the session bus (MPRIS), both on the loop.
    /// What cannot start is said once on standard error when headless; the tile owns the
    /// terminal, so there it is skipped silently. Everything else works either way.
    func attachRemote(_ config: Config) {
        let mpris = config.remote.mpris && !options.noMpris
        mprisWanted = mpris
        let remote = RemoteControl(loop: loop, source: stage.source, mpris: mpris)
        if options.isHeadless {
            for notice in remote.notices { printError(notice) }
        }
        self.remote = remote
    }

    /// Closes the control socket (removing its file; attached tiles are told why) and leaves the bus.
    func detachRemote() {
        remote?.close(farewell: endReason)
        remote = nil
    }
}
