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
        var mpd = config.mpd
        if options.mpd { mpd.enabled = true }
        let flagged = options.mpdListen.compactMap { try? MPDSettings.Address.parse($0).get() }
        if !flagged.isEmpty {
            mpd.enabled = true
            mpd.listen = flagged
        }
        let remote = RemoteControl(loop: loop, source: stage.source, mpris: mpris, mpd: mpdConfiguration(mpd))
        if options.isHeadless {
            for notice in remote.notices { printError(notice) }
            // A port the system chose is known only now; whoever asked for it needs it.
            if let server = remote.mpd, mpd.listen.contains(where: { if case .tcp(_, 0) = $0 { true } else { false } }) {
                printError("MPD server listening on \(server.boundAddresses.joined(separator: ", "))")
            }
        }
        self.remote = remote
    }

    /// The MPD server's configuration when `[mpd]` enables it: the music library is its
    /// database, the saved queues its stored playlists.
    private func mpdConfiguration(_ settings: MPDSettings) -> MPDServer.Configuration? {
        guard settings.enabled else { return nil }
        let database = stage.libraryPath.map { MPDLibraryDatabase(databasePath: $0) }
        return MPDServer.Configuration(listen: settings.listen, password: settings.password, database: database,
                                       playlistsFolder: stage.playlistsFolder)
    }

    /// Closes the control socket (removing its file; attached tiles are told why) and leaves the bus.
    func detachRemote() {
        remote?.close(farewell: endReason)
        remote = nil
    }
}
