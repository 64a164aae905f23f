import Commands
import Locations

/// The one server-side `NowPlayingSource`: what the info center's active session publishes,
/// its commands (through that session's command center, which also holds the program's own
/// commands) and the answers to intents. Every client is served by it: the in-process tile
/// through the protocol, the control socket and MPRIS through `perform` and `answer`, which
/// answer at once, on the loop, but for a server's library lists, which come later
/// (`answer(_:later:)`).
public final class SessionSource: NowPlayingSource {
    /// Where the values come from.
    public let infoCenter: NowPlayingInfoCenter
    private let performer: (Command) -> RemoteCommandStatus
    private let answerer: ((NowPlayingIntent) -> IntentAnswer)?
    private var observers: [(token: Int, body: (NowPlayingValue) -> Void)] = []
    private var nextToken = 0
    private var centerToken: Int?
    private var noticeToken: Int?
    private var feedbackToken: Int?
    private var libraryToken: Int?
    private var starToken: Int?
    private var search = QueueSearchCache()
    /// Answers the Library panel's lists; nil: this player has no library.
    public var library: ((LibraryListQuery) -> LibraryList)?
    /// Answers the lists of the Subsonic servers the panel browses beside the library; nil: none.
    public var serverLibrary: (any ServerLibraryAnswering)?
    /// Answers the History tab from the listening history held in memory (never read from
    /// disk here); nil: this player publishes no listens.
    public var listens: ((Int) -> ListenList?)?

    /// A source over `infoCenter`'s active session; `perform` and `answer` replace its command
    /// center and its answers (tests of a protocol, which need no session behind it).
    public init(infoCenter: NowPlayingInfoCenter, perform: ((Command) -> RemoteCommandStatus)? = nil,
                answer: ((NowPlayingIntent) -> IntentAnswer)? = nil) {
        self.infoCenter = infoCenter
        answerer = answer
        performer = perform ?? { [unowned infoCenter] command in
            infoCenter.activeSession?.perform(command) ?? .commandFailed("the player is starting")
        }
    }

    deinit {
        if let centerToken { infoCenter.removeObserver(centerToken) }
        if let noticeToken { infoCenter.removeObserver(noticeToken) }
        if let feedbackToken { infoCenter.removeObserver(feedbackToken) }
        if let libraryToken { infoCenter.removeObserver(libraryToken) }
        if let starToken { infoCenter.removeObserver(starToken) }
    }

    public func subscribe(_ observer: @escaping (NowPlayingValue) -> Void) -> Int {
        if centerToken == nil {
            centerToken = infoCenter.addObserver { [weak self] info in self?.send(.nowPlaying(info)) }
            noticeToken = infoCenter.addNoticeObserver { [weak self] notice in self?.send(.notice(notice)) }
            feedbackToken = infoCenter.addFeedbackObserver { [weak self] line in self?.send(.feedback(line)) }
            libraryToken = infoCenter.addLibraryObserver { [weak self] in self?.send(.libraryChanged) }
            starToken = infoCenter.addStarObserver { [weak self] star in self?.send(.serverStar(star)) }
        }
        nextToken += 1
        observers.append((nextToken, observer))
        if let info = infoCenter.nowPlayingInfo { observer(.nowPlaying(info)) }
        return nextToken
    }

    public func unsubscribe(_ token: Int) {
        observers.removeAll { $0.token == token }
    }

    /// None are counted: this source answers at once, but for a server's lists, which a view
    /// waits for as it waits for any list (it shows that it is reading).
    public var requestsSent: Int { 0 }
    public var requestsAnswered: Int { 0 }

    public func send(_ command: Command, reply: @escaping (RemoteCommandStatus) -> Void) {
        reply(perform(command))
    }

    public func request(_ intent: NowPlayingIntent) {
        let now = answer(intent) { [weak self] later in
            if case let .value(value) = later { self?.send(value) }
        }
        if case let .value(value)? = now { send(value) }
    }

    /// The answer to an intent now, or nil when it comes later: a server's list, which `later`
    /// gets exactly once on the loop (`.absent` when a newer request superseded it).
    public func answer(_ intent: NowPlayingIntent, later: @escaping (IntentAnswer) -> Void) -> IntentAnswer? {
        guard answerer == nil, case let .library(.server(name, query)) = intent else { return answer(intent) }
        guard let serverLibrary else { return .value(.library(.unavailable(.server(name, query)))) }
        let servers = serverLibrary.servers
        func tagged(_ list: LibraryList) -> IntentAnswer {
            var list = list
            list.servers = servers
            return .value(.library(list))
        }
        if let list = serverLibrary.list(name, query, later: { later($0.map(tagged) ?? .absent("A newer list was asked for")) }) {
            return tagged(list)
        }
        return nil
    }

    /// Carries out a command now. One from another program (`origin`) that names a location it
    /// may not (`LocationRule`: no `av://`, no `fdclose://`, no device) fails with the refusal's
    /// line instead of reaching the player.
    public func perform(_ command: Command, from origin: LocationOrigin? = nil) -> RemoteCommandStatus {
        if let origin, let location = command.location, let refusal = LocationRule.check(location, from: origin) {
            return .commandFailed(Sanitized.line(refusal.description))
        }
        infoCenter.activeSession?.noteInput()
        return performer(command)
    }

    /// The answer to an intent now: a value, or why there is none. Queue rows set off reading
    /// the tags of the files they show unless `readingTags` is false: a client that has the tags
    /// already (MPD's, from the library) and lists 100,000 rows would have them all read.
    public func answer(_ intent: NowPlayingIntent, readingTags: Bool = true) -> IntentAnswer {
        if let answerer { return answerer(intent) }
        guard let session = infoCenter.activeSession else {
            // The library and the history are the player's, not a session's: they answer with nothing playing too.
            if case let .library(query) = intent { return .value(.library(libraryList(query))) }
            if case let .listens(count) = intent { return .value(.listens(listenList(count))) }
            return .absent("Nothing is playing")
        }
        switch intent {
        case let .queueRows(indices):
            return .value(.queueRows(SessionReader(session).rows(indices, reading: readingTags)))
        case let .searchQueue(query):
            return .value(.queueSearch(search.result(for: query, in: session)))
        case let .artwork(id, size):
            guard let picture = SessionReader(session).picture(id: id, size: size) else {
                return .absent("Artwork \(id) is no longer the current one")
            }
            return .value(.artwork(picture))
        case let .liveText(id):
            guard let text = session.liveText, text.id == id else { return .absent("Live Text \(id) is no longer the paused frame's") }
            return .value(.liveText(text))
        case let .lyrics(id):
            guard let lyrics = session.lyrics, lyrics.id == id else { return .absent("Lyrics \(id) are no longer the current item's") }
            return .value(.lyrics(lyrics))
        case let .library(query):
            return .value(.library(libraryList(query)))
        case let .mediaDetails(itemID):
            return SessionReader(session).details(itemID: itemID)
        case let .listens(count):
            return .value(.listens(listenList(count)))
        }
    }

    private func listenList(_ count: Int) -> ListenList {
        listens?(min(max(0, count), ListenList.maximumRows))
            ?? ListenList(rows: [], unavailable: "No scrobbling service is set up ([scrobble] in config.toml)")
    }

    private func libraryList(_ query: LibraryListQuery) -> LibraryList {
        // Only `answer(_:later:)` waits for a server.
        if case .server = query { return LibraryList(query: query, rows: .tracks([]), problem: .unreadable("a server's list comes later")) }
        var list = library?(query) ?? .unavailable(query)
        list.servers = serverLibrary?.servers
        return list
    }

    /// Whether the active session is loading an item or waiting for the player to confirm a
    /// seek: its next snapshot will show what the last command did.
    public var isSettling: Bool { infoCenter.activeSession?.isWaiting ?? false }

    /// The active session's artwork, for a remote that hands it out as a file (MPRIS).
    public var artwork: MediaItemArtwork? { infoCenter.activeSession?.artwork }

    /// A remote client's request is about to be answered: what only clients show (the audio
    /// outputs) is followed from then on; before a read of the snapshot (`reading`) it is
    /// published, and a command publishes it with its own snapshot. Not at the connection: the
    /// list read (or mpv's first report of it) would be published there on its own, a snapshot
    /// of the state before the command the client came to send.
    public func willAnswer(reading: Bool) {
        guard let session = infoCenter.activeSession else { return }
        // The list read now is something taken in: the next read publishes it.
        if session.outputs.startWatching() { session.noteInput() }
        if reading { session.publishIfTakenIn() }
    }

    private func send(_ value: NowPlayingValue) {
        for observer in observers { observer.body(value) }
    }
}

/// What a source answers an intent with: a value, or why there is none.
public enum IntentAnswer: Sendable, Equatable {
    /// The value asked for.
    case value(NowPlayingValue)
    /// There is none (the artwork or reading asked for is no longer the current one); the reason is for a person.
    case absent(String)
}
