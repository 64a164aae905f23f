import Library

/// A Subsonic server as a scrobbling service: what plays from it (`subsonic://NAME/ID`) is its
/// "Now Playing" (`scrobble submission=false`) and, once the listening rules count a play (half
/// its length or 4 minutes), a play (`submission=true`). The scrobbler keeps each listen on
/// disk before this hears of it and sends it again until taken, so one the server did not
/// answer goes later, after a crash too. Listens of anything else are not this server's and
/// are passed over. One listen a request: a failure never sends one twice.
public struct SubsonicScrobbleService: ScrobbleService {
    /// "subsonic-NAME".
    public let name: String
    /// One: a batch half taken would be sent again whole.
    public let batchLimit = 1
    private let server: String
    private let store: SubsonicServerStore

    /// The service of the server `store` keeps as `server`.
    public init(server: String, store: SubsonicServerStore) {
        name = "subsonic-" + server
        self.server = server
        self.store = store
    }

    /// A service for each server `store` keeps (a damaged store gives none: `playdeck server list`
    /// says why). Their passwords are read when a listen is sent, on the worker: the Secret
    /// Service is asked there, never on the loop.
    public static func services(in store: SubsonicServerStore) -> [SubsonicScrobbleService] {
        ((try? store.servers()) ?? []).map { SubsonicScrobbleService(server: $0.name, store: store) }
    }

    /// The song id of `path` when it is one of this server's items.
    func songID(_ path: String?) -> String? {
        let prefix = "subsonic://" + server + "/"
        guard let path, path.hasPrefix(prefix), path.count > prefix.count else { return nil }
        return String(path.dropFirst(prefix.count))
    }

    /// Sends `submission` (blocks: on a worker).
    public func send(_ submission: ScrobbleSubmission) -> ScrobbleOutcome {
        let calls: [(id: String, time: Int, submission: Bool)] = switch submission {
        case let .playingNow(track): songID(track.path).map { [($0, 0, false)] } ?? []
        case let .listens(listens): listens.compactMap { listen in songID(listen.track.path).map { ($0, listen.listenedAt, true) } }
        }
        guard !calls.isEmpty else { return .accepted }
        let client: SubsonicClient
        do {
            guard let (entry, password) = try store.server(named: server) else {
                return .refused(status: 0, reason: "no server is called \(server) any more")
            }
            client = SubsonicClient(root: entry.url, credentials: .init(user: entry.user, password: password))
        } catch {
            // A keyring still locked, a password file being fixed: the listen waits on disk.
            return .retry(after: nil, reason: error.description)
        }
        let connection: SubsonicConnection
        switch store.learned.connect(client, server: server) {
        case let .success(connected): connection = connected
        case let .failure(failure): return Self.outcome(failure)
        }
        for call in calls {
            // "Now Playing" is now: the server's clock says when.
            let request: SubsonicRequest<Void> = call.submission ? .scrobble(call.id, time: call.time, submission: true)
                : .nowPlaying(call.id)
            if case let .failure(failure) = connection.perform(request) { return Self.outcome(failure) }
        }
        return .accepted
    }

    static func outcome(_ failure: SubsonicFailure) -> ScrobbleOutcome {
        if failure.isTransient { return .retry(after: nil, reason: failure.description) }
        if case let .server(code, _) = failure { return .refused(status: code, reason: failure.description) }
        return .refused(status: 0, reason: failure.description)
    }
}
