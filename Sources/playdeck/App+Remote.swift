import NowPlaying
import Remote
import Settings

extension App {
    /// Opens the control socket and joins the session bus (MPRIS), both on the loop.
    /// What cannot start is said once on standard error when headless; the tile owns the
    /// terminal, so there it is skipped silently. Everything else works either way.
    func attachRemote(_ config: Config) {
        let mpris = config.remote.mpris && !options.noMpris
        let remote = RemoteControl(loop: loop, session: session, infoCenter: infoCenter, mpris: mpris) { [unowned self] in
            loop.stop()
        }
        remote.responder.reloadConfig = { [unowned self] in
            reloadConfig() ? .success : .commandFailed("the config has errors and was not reloaded")
        }
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
