import EventLoop
import NowPlaying
import Settings

/// The Library panel's lists of the Subsonic servers the store keeps, answered on the player's
/// side for every tile: each list read on a worker thread (the loop never waits for a server)
/// and handed back through a wake-up the loop watches; kept in memory per server and query, so
/// going back to a list seen makes no request. A search goes to the server at once when none is
/// under way; one typed while a search is under way waits for its answer (which is kept, its
/// asker told it is superseded), and only the last typed goes then: one search at a time on
/// the server, none sent that typing has passed, and no fixed wait (a pause of 250 ms on the
/// loop's timer was most of what a search took: `make bench`, case 26). The songs listed can
/// then be queued by their `subsonic://` path. A star or unstar goes on a worker too; once the
/// server takes it, the lists kept mark it, and the server's starred albums are asked anew.
public final class SubsonicLibraryAnswers: ServerLibraryAnswering {
    /// The most lists kept; the oldest go first.
    static let cacheLimit = 256

    private let loop: EventLoop
    private let store: SubsonicServerStore?
    private let settings: SubsonicSettings
    private let transport: any SubsonicTransport
    private let wakeup = try? Wakeup()
    /// Lists read by workers, by the ticket they were asked with.
    private let finished: WorkerResults<(ticket: Int, server: String, outcome: SubsonicLibraryFetch.Outcome)>
    private var waiting: [Int: (LibraryList?) -> Void] = [:]
    private var ticket = 0
    private var cache: [LibraryListQuery: LibraryList] = [:]
    private var cached: [LibraryListQuery] = []
    private var connections: [String: SubsonicConnection] = [:]
    private var songs: [String: SubsonicSong] = [:]
    /// Songs asked for by path (`item(for:later:)`), read by workers: done, and waited for.
    private let songsRead: WorkerResults<(location: String, server: String, connection: SubsonicConnection?,
                                          song: Result<SubsonicSong, ServerItemFailure>)>
    private var songWaiters: [String: [(Result<MediaItem, ServerItemFailure>) -> Void]] = [:]
    /// Stars and unstars sent by workers, answered; and their askers, by ticket.
    private let starsTaken: WorkerResults<(ticket: Int, star: ServerStar, connection: SubsonicConnection?,
                                           taken: Result<Void, ServerItemFailure>)>
    private var starring: [Int: (Result<Void, ServerItemFailure>) -> Void] = [:]
    /// The last stars the servers took, each with the last ticket given out then: a list asked
    /// for before (read perhaps before the star) is marked with them as it comes.
    private var starsSince: [(ticket: Int, star: ServerStar)] = []
    /// The search under way (its request stopped only when these answers go).
    private var search: (ticket: Int, cancellation: SubsonicCancellation)?
    /// The search typed since, waiting for the one under way to be answered.
    private var nextSearch: (ticket: Int, server: String, query: ServerLibraryQuery)?

    /// Answers for the servers `store` keeps; queue items stream as `settings` says.
    public init(loop: EventLoop, store: SubsonicServerStore?, settings: SubsonicSettings,
                transport: any SubsonicTransport = CurlSubsonicTransport()) {
        self.loop = loop
        self.store = store
        self.settings = settings
        self.transport = transport
        finished = WorkerResults(wakeup: wakeup)
        songsRead = WorkerResults(wakeup: wakeup)
        starsTaken = WorkerResults(wakeup: wakeup)
        if let wakeup { loop.watchWakeup(wakeup.descriptor) { [weak self] in self?.deliver() } }
    }

    deinit {
        if let wakeup { loop.unwatch(wakeup.descriptor) }
        search?.cancellation.cancel()
    }

    /// The names the store keeps, read again each time (a server added while the player runs
    /// shows at the next list; the file is a few lines).
    public var servers: [String] { ((try? store?.servers()) ?? []).map(\.name) }

    public func list(_ server: String, _ query: ServerLibraryQuery, later: @escaping (LibraryList?) -> Void) -> LibraryList? {
        let asked = LibraryListQuery.server(server, query)
        // Any search, kept or not, supersedes those asked before (typing back to a search seen).
        if case .search = query { supersedeSearches() }
        if let list = cache[asked] { return list }
        if case let .search(text) = query {
            if text.allSatisfy(\.isWhitespace) { return LibraryList(query: asked, rows: .tracks([])) }
            ticket += 1
            if search != nil {
                nextSearch = (ticket, server, query)
            } else if let failed = startSearch(ticket, server, query) {
                return failed
            }
            waiting[ticket] = later
            return nil
        }
        ticket += 1
        if let failed = start(ticket, server, query, cancellation: nil) { return failed }
        waiting[ticket] = later
        return nil
    }

    public func item(for location: String) -> MediaItem? {
        guard let (server, _) = SubsonicSong.parse(location: location), let song = songs[location],
              let connection = connections[server] else { return nil }
        return song.mediaItem(server: server, connection: connection, settings: settings)
    }

    public func item(for location: String, later: @escaping (Result<MediaItem, ServerItemFailure>) -> Void) {
        if let item = item(for: location) { return later(.success(item)) }
        guard let (server, id) = SubsonicSong.parse(location: location) else {
            return later(.failure(ServerItemFailure(line: "not a server's song")))
        }
        // Asked again before the first answer: one request, both told.
        guard songWaiters[location] == nil else { return songWaiters[location, default: []].append(later) }
        songWaiters[location] = [later]
        let fetch = SubsonicLibraryFetch(server: server, store: store, connection: connections[server], transport: transport)
        let read = songsRead.run {
            let (connection, song) = fetch.song(id)
            return (location, server, connection, song)
        }
        if !read {
            songWaiters[location] = nil
            later(.failure(ServerItemFailure(line: "no thread to ask the server on")))
        }
    }

    public func star(_ star: ServerStar, later: @escaping (Result<Void, ServerItemFailure>) -> Void) {
        ticket += 1
        let ticket = ticket
        starring[ticket] = later
        let fetch = SubsonicLibraryFetch(server: star.server, store: store, connection: connections[star.server], transport: transport)
        let sent = starsTaken.run {
            let (connection, taken) = fetch.star(star)
            return (ticket, star, connection, taken)
        }
        if !sent {
            starring[ticket] = nil
            later(.failure(ServerItemFailure(line: "no thread to ask the server on")))
        }
    }

    public func title(of star: ServerStar) -> String? {
        if star.kind == .song, let song = songs[star.location] { return song.title }
        return cached.lazy.compactMap { self.cache[$0]?.title(of: star) }.first
    }

    /// Tells the askers what the server said of their stars, once the lists kept mark those it took.
    private func deliverStars() {
        for (ticket, star, connection, taken) in starsTaken.take() {
            if let connection { connections[star.server] = connection }
            if case .success = taken {
                mark(star)
                starsSince.append((self.ticket, star))
                if starsSince.count > Self.cacheLimit { starsSince.removeFirst() }
            }
            starring.removeValue(forKey: ticket)?(taken)
        }
    }

    /// The lists kept of `star`'s server mark it (going back to one shows it without a
    /// request); its starred albums are no longer kept, so that they are asked anew.
    private func mark(_ star: ServerStar) {
        for query in cached {
            guard case .server(star.server, let asked) = query, let list = cache[query] else { continue }
            if case .albumList(SubsonicAlbumListType.starred.rawValue, _) = asked {
                cache[query] = nil
            } else {
                cache[query] = list.marking(star)
            }
        }
        cached.removeAll { cache[$0] == nil }
    }

    /// Hands the songs the workers read to whoever asked for them.
    private func deliverSongs() {
        for (location, server, connection, song) in songsRead.take() {
            if let connection { connections[server] = connection }
            let answer = song.flatMap { song -> Result<MediaItem, ServerItemFailure> in
                songs[location] = song
                guard let made = item(for: location) else { return .failure(ServerItemFailure(line: "the server cannot be reached")) }
                return .success(made)
            }
            for waiter in songWaiters.removeValue(forKey: location) ?? [] { waiter(answer) }
        }
    }

    /// The searches asked before are no longer wanted: their askers are told. The one under way
    /// goes on (its answer is kept); the one waiting for it is never sent.
    private func supersedeSearches() {
        if let search { waiting.removeValue(forKey: search.ticket)?(nil) }
        if let next = nextSearch {
            nextSearch = nil
            waiting.removeValue(forKey: next.ticket)?(nil)
        }
    }

    /// Sends a search; nil once under way, else the list saying why it cannot be.
    private func startSearch(_ ticket: Int, _ server: String, _ query: ServerLibraryQuery) -> LibraryList? {
        let cancellation = SubsonicCancellation()
        if let failed = start(ticket, server, query, cancellation: cancellation) { return failed }
        search = (ticket, cancellation)
        return nil
    }

    /// The search typed while the one just answered was under way, sent now.
    private func startNextSearch() {
        guard let next = nextSearch else { return }
        nextSearch = nil
        if let failed = startSearch(next.ticket, next.server, next.query) { answer(next.ticket, failed) }
    }

    /// Reads the list on a worker; nil once under way, else the list saying why it cannot be.
    private func start(_ ticket: Int, _ server: String, _ query: ServerLibraryQuery, cancellation: SubsonicCancellation?) -> LibraryList? {
        let fetch = SubsonicLibraryFetch(server: server, store: store, connection: connections[server], transport: transport)
        // No thread to be had (the process is at its limit): the list says so rather than the loop waiting.
        if finished.run({ (ticket, server, fetch.run(query, cancellation: cancellation)) }) { return nil }
        return LibraryList(query: .server(server, query), rows: .tracks([]), problem: .unreadable("no thread to ask the server on"))
    }

    /// Takes the lists the workers read: each is kept and handed to whoever asked.
    private func deliver() {
        deliverSongs()
        deliverStars()
        for (ticket, server, outcome) in finished.take() {
            connections[server] = outcome.connection
            for song in outcome.songs { songs[SubsonicSong.location(server: server, id: song.id)] = song }
            var list = outcome.list
            let taken = starsSince.filter { $0.ticket >= ticket && $0.star.server == server }.map(\.star)
            for star in taken { list = list.marking(star) }
            // Starred albums read before a star may lack it or hold it still: shown, not kept.
            let starredAlbums = if case .server(_, .albumList(SubsonicAlbumListType.starred.rawValue, _)) = list.query { true } else { false }
            if list.problem == nil, !(starredAlbums && !taken.isEmpty) { keep(list) }
            answer(ticket, list)
            if search?.ticket == ticket {
                search = nil
                startNextSearch()
            }
        }
    }

    private func answer(_ ticket: Int, _ list: LibraryList) {
        waiting.removeValue(forKey: ticket)?(list)
    }

    private func keep(_ list: LibraryList) {
        // Random albums are new ones each time they are opened.
        if case .server(_, .albumList(SubsonicAlbumListType.random.rawValue, _)) = list.query { return }
        if cache.updateValue(list, forKey: list.query) == nil { cached.append(list.query) }
        while cached.count > Self.cacheLimit { cache[cached.removeFirst()] = nil }
    }
}
