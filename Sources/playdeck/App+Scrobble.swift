import EventLoop
import Library
import Remote
import Settings

extension App {
    /// Publishes listens as `[scrobble]` says: nothing without an account. A history that cannot
    /// be read is said once and nothing is published (its listens are not overwritten).
    func attachScrobbler(_ config: Config) {
        scrobbleSettings = config.scrobble
        let services = Self.scrobbleServices(config.scrobble)
        guard !services.isEmpty else { return }
        let environment = ProcessEnvironment.current
        guard let folder = ListeningHistory.standardDirectory(environment: environment) else { return }
        do {
            let history = try ListeningHistory(directory: folder, services: services.map(\.name))
            let exclusions = ScrobbleExclusions(genres: config.scrobble.excludeGenres, paths: config.scrobble.excludePaths,
                                                home: environment["HOME"])
            let scrobbler = Scrobbler(loop: loop, infoCenter: infoCenter, history: history, services: services, exclusions: exclusions)
            scrobbler.onNotice = { [unowned self] in notice("scrobble: " + $0) }
            self.scrobbler = scrobbler
        } catch {
            notice("scrobble: cannot read the listening history in \(folder): \(error); nothing is published", keep: true)
        }
    }

    /// The services `[scrobble]` names an account for.
    static func scrobbleServices(_ settings: ScrobbleSettings) -> [any ScrobbleService] {
        var services: [any ScrobbleService] = []
        if let account = settings.listenBrainz { services.append(ListenBrainzService(token: account.token, root: account.apiRoot)) }
        if let account = settings.lastFM {
            services.append(LastFMService(apiKey: account.apiKey, secret: account.secret, session: account.session))
        }
        return services
    }

    /// A reloaded config's `[scrobble]`, when it changed: the scrobbler starts over with it (a
    /// fixed token sends what a refused one kept; a send under way is sent again, one by one).
    func applyScrobble(_ config: Config) {
        guard config.scrobble != scrobbleSettings else { return }
        scrobbler?.close()
        scrobbler = nil
        attachScrobbler(config)
    }
}
