import Commands
import EventLoop
import Glibc
import Library
import NowPlaying
import Remote
import Settings

/// The remotes beyond this machine that the config names: a Syncplay room (`[together]`,
/// `--together`) and the scrobblers (`[scrobble]`). Each is one more client of the stage's
/// source; leaving them never touches playback.
final class NetworkRemotes {
    private let loop: EventLoop
    private let source: SessionSource
    private let infoCenter: NowPlayingInfoCenter
    /// Tells a person something (`keep`: again once the tile has given the terminal back).
    private let notice: (String, _ keep: Bool) -> Void
    /// A room's line, where the person sees it (standard error without a tile).
    private let roomLine: (String) -> Void
    /// The Syncplay room, while in one.
    private(set) var together: SyncplayPeer?
    /// Publishes listens, when `[scrobble]` names an account.
    private var scrobbler: Scrobbler?
    /// The `[scrobble]` the scrobbler was started with.
    private var scrobbleSettings: ScrobbleSettings?
    /// The room `together join` joins without a server: `[together]` with the options given.
    private var togetherSettings = TogetherSettings()

    init(loop: EventLoop, source: SessionSource, infoCenter: NowPlayingInfoCenter,
         notice: @escaping (String, _ keep: Bool) -> Void, roomLine: @escaping (String) -> Void) {
        self.loop = loop
        self.source = source
        self.infoCenter = infoCenter
        self.notice = notice
        self.roomLine = roomLine
    }

    /// Joins the room and starts the scrobblers the config (and the options) ask for.
    func attach(_ config: Config, together options: TogetherOptions) {
        togetherSettings = options.applied(to: config.together)
        joinRoom(togetherSettings)
        attachScrobbler(config.scrobble)
    }

    /// A reloaded config's `[scrobble]`, when it changed: the scrobbler starts over with it (a
    /// fixed token sends what a refused one kept; a send under way is sent again, one by one).
    func apply(_ config: Config) {
        // A reloaded room is for the next `together join`: the room joined now is left alone.
        togetherSettings = TogetherSettings(server: config.together.server, room: config.together.room, name: config.together.name,
                                            password: config.together.password, join: togetherSettings.join,
                                            filename: config.together.filename, filesize: config.together.filesize)
        guard config.scrobble != scrobbleSettings else { return }
        scrobbler?.close()
        scrobbler = nil
        attachScrobbler(config.scrobble)
    }

    /// `scrobble-flush`: every service is sent what waits for it now; `done` hears the report.
    func flushListens(_ done: @escaping (ScrobbleFlushReport) -> Void) -> RemoteCommandStatus {
        guard let scrobbler else {
            return .commandFailed("no scrobbling service is set up ([scrobble] listenbrainz or lastfm in config.toml)")
        }
        scrobbler.flush(done)
        return .success
    }

    /// The History tab's listens; nil when no service is set up (nothing is kept then).
    func listenList(_ count: Int) -> ListenList? {
        scrobbler?.listenList(count)
    }

    /// Leaves the room and stops the scrobblers; playback is not touched.
    func close() {
        together?.leave()
        together = nil
        scrobbler?.close()
        scrobbler = nil
    }

    /// `together …` from any remote, through the command center.
    func perform(_ request: TogetherRequest) -> RemoteCommandStatus {
        switch request {
        case .toggle:
            return perform(together?.isJoining == true ? .leave : .join(nil))
        case .leave:
            guard let together, together.isJoining else { return .commandFailed("not in a Syncplay room") }
            together.leave()
            self.together = nil
            return .success
        case let .join(target):
            var settings = togetherSettings
            if let target {
                guard let server = TogetherSettings.Server.parse(target.server) else {
                    return .commandFailed("together join takes host or host:port (syncplay.pl:8999), not '\(target.server)'")
                }
                settings.server = server
                settings.room = target.room
                if let name = target.name { settings.name = name }
                if let password = target.password { settings.password = password }
            }
            guard settings.server != nil, settings.room != nil else {
                return .commandFailed("no room to join: give HOST[:PORT] --room ROOM, or set [together] server and room")
            }
            together?.leave()
            together = nil
            settings.join = true
            joinRoom(settings)
            return .success
        case let .ready(isReady):
            guard let together, together.isJoining else { return .commandFailed("not in a Syncplay room") }
            return together.setReady(isReady)
        case let .chat(line):
            guard let together, together.isJoining else { return .commandFailed("not in a Syncplay room") }
            return together.chat(line)
        }
    }

    /// Joins the Syncplay room of `settings`, when one is asked for.
    private func joinRoom(_ settings: TogetherSettings) {
        guard settings.join else { return }
        guard let server = settings.server, let room = settings.room else {
            notice("together: no room joined: [together] join needs server and room (or --together HOST --room ROOM)", true)
            return
        }
        let configuration = SyncplayPeer.Configuration(
            host: server.host, port: server.port, room: room, name: settings.name ?? Self.loginName(),
            password: settings.password,
            filenamePrivacy: SyncplayPrivacy(rawValue: settings.filename.rawValue) ?? .raw,
            filesizePrivacy: SyncplayPrivacy(rawValue: settings.filesize.rawValue) ?? .raw,
            tls: SyncplayTLSMode(rawValue: settings.tls.rawValue) ?? .prefer,
            caFile: settings.caFile.map(Self.expandingHome)
        )
        let peer = SyncplayPeer(loop: loop, source: source, configuration: configuration)
        peer.onLine = { [roomLine] line in roomLine("together: \(line)") }
        together = peer
    }

    /// Publishes listens as `settings` say: nothing without an account. A history that cannot
    /// be read is said once and nothing is published (its listens are not overwritten).
    private func attachScrobbler(_ settings: ScrobbleSettings) {
        scrobbleSettings = settings
        let environment = ProcessEnvironment.current
        guard let folder = ListeningHistory.standardDirectory(environment: environment) else { return }
        let services = Self.scrobbleServices(settings, folder: folder)
        if settings.lastFM != nil, !services.contains(where: { $0.name == "lastfm" }) {
            notice("scrobble: lastfm: not logged in, nothing goes to Last.fm (playdeck scrobble login lastfm --api-key KEY --secret SECRET)", true)
        }
        guard !services.isEmpty else { return }
        do {
            let history = try ListeningHistory(directory: folder, services: services.map(\.name))
            let exclusions = ScrobbleExclusions(genres: settings.excludeGenres, paths: settings.excludePaths,
                                                home: environment["HOME"])
            let scrobbler = Scrobbler(loop: loop, infoCenter: infoCenter, history: history, services: services, exclusions: exclusions)
            scrobbler.onNotice = { [notice] in notice("scrobble: " + $0, false) }
            self.scrobbler = scrobbler
        } catch {
            notice("scrobble: cannot read the listening history in \(folder): \(error); nothing is published", true)
        }
    }

    /// The services `settings` name an account for: Last.fm once logged in (a session key in
    /// the config, or the one `scrobble login lastfm` kept in the history's `folder`), and the
    /// Subsonic servers `playdeck server add` kept.
    static func scrobbleServices(_ settings: ScrobbleSettings, folder: String) -> [any ScrobbleService] {
        var services: [any ScrobbleService] = []
        if let account = settings.listenBrainz { services.append(ListenBrainzService(token: account.token, root: account.apiRoot)) }
        if let account = settings.lastFM, let session = account.session ?? LastFMSessionFile(directory: folder).read() {
            services.append(LastFMService(apiKey: account.apiKey, secret: account.secret, session: session))
        }
        // Each Subsonic server hears what plays from it, kept and sent like any listen.
        if let store = SubsonicServerStore.standard(environment: ProcessEnvironment.current) {
            services += SubsonicScrobbleService.services(in: store) as [any ScrobbleService]
        }
        return services
    }

    /// `~/…` in the home folder.
    private static func expandingHome(_ path: String) -> String {
        guard path.hasPrefix("~/"), let home = getenv("HOME").map({ String(cString: $0) }), !home.isEmpty else { return path }
        return home + path.dropFirst()
    }

    private static func loginName() -> String {
        if let name = getenv("USER").map({ String(cString: $0) }), !name.isEmpty { return name }
        return "PlayDeck"
    }
}
