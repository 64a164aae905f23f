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
    private let client: SubsonicClient

    /// The service of the server called `server`, reached with `client`.
    public init(server: String, client: SubsonicClient) {
        name = "subsonic-" + server
        self.server = server
        self.client = client
    }

    /// A service for each server `store` keeps with its password (a damaged store gives none:
    /// `playdeck server list` says why).
    public static func services(in store: SubsonicServerStore) -> [SubsonicScrobbleService] {
        ((try? store.servers()) ?? []).compactMap { entry in
            guard let (entry, password) = try? store.server(named: entry.name) else { return nil }
            return SubsonicScrobbleService(server: entry.name,
                                           client: SubsonicClient(root: entry.url, credentials: .init(user: entry.user, password: password)))
        }
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
        let connection: SubsonicConnection
        switch client.connect() {
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
