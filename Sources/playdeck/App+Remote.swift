import NowPlaying
import Remote
import Settings

extension App {
    /// Opens the control socket and joins the session bus (MPRIS), both on the loop.
    /// What cannot start is said once on standard error when headless; the tile owns the
    /// terminal, so there it is skipped silently. Everything else works either way.
    func attachRemote(_ config: Config) {
        let mpris = config.remote.mpris && !options.noMpris
        let remote = RemoteControl(loop: loop, infoCenter: infoCenter, mpris: mpris, perform: router.perform) {
            [unowned self] in session.artwork
        }
        remote.responder.reloadConfig = { [router] in router.perform(.reloadConfig) }
        if options.headless {
            for notice in remote.notices { printError(notice) }
        }
        self.remote = remote
    }

    /// Closes the control socket (removing its file) and leaves the bus.
    func detachRemote() {
        remote?.close()
        remote = nil
    }
}
