import Commands

/// The in-process `NowPlayingSource`: the values the info center's active session publishes,
/// its queue's rows and its artwork on request, and commands through `perform` (the program's
/// router, which also knows quit and reload-config). Answers come at once, on the loop.
public final class SessionSource: NowPlayingSource {
    private let infoCenter: NowPlayingInfoCenter
    private let perform: (Command) -> RemoteCommandStatus
    private var observers: [(token: Int, body: (NowPlayingValue) -> Void)] = []
    private var nextToken = 0
    private var centerToken: Int?
    private var noticeToken: Int?
    private var search = QueueSearchCache()
    /// Answers the Library panel's lists; nil: this player has no library.
    public var library: ((LibraryListQuery) -> LibraryList)?

    /// A source over `infoCenter`'s active session; `perform` carries out every command.
    public init(infoCenter: NowPlayingInfoCenter, perform: @escaping (Command) -> RemoteCommandStatus) {
        self.infoCenter = infoCenter
        self.perform = perform
    }

    deinit {
        if let centerToken { infoCenter.removeObserver(centerToken) }
        if let noticeToken { infoCenter.removeObserver(noticeToken) }
    }

    public func subscribe(_ observer: @escaping (NowPlayingValue) -> Void) -> Int {
        if centerToken == nil {
            centerToken = infoCenter.addObserver { [weak self] info in self?.send(.nowPlaying(info)) }
            noticeToken = infoCenter.addNoticeObserver { [weak self] notice in self?.send(.notice(notice)) }
        }
        nextToken += 1
        observers.append((nextToken, observer))
        if let info = infoCenter.nowPlayingInfo { observer(.nowPlaying(info)) }
        return nextToken
    }

    public func unsubscribe(_ token: Int) {
        observers.removeAll { $0.token == token }
    }

    /// None are counted: this source answers everything at once.
    public var requestsSent: Int { 0 }
    public var requestsAnswered: Int { 0 }

    public func send(_ command: Command, reply: @escaping (RemoteCommandStatus) -> Void) {
        reply(perform(command))
    }

    public func request(_ intent: NowPlayingIntent) {
        // The library is the player's, not a session's: it answers with nothing playing too.
        if case let .library(query) = intent { return send(.library(library?(query) ?? .unavailable(query))) }
        guard let session = infoCenter.activeSession else { return }
        switch intent {
        case let .queueRows(indices):
            send(.queueRows(SessionReader(session).rows(indices)))
        case let .searchQueue(query):
            send(.queueSearch(search.result(for: query, in: session)))
        case let .artwork(id, size):
            if let picture = SessionReader(session).picture(id: id, size: size) { send(.artwork(picture)) }
        case let .liveText(id):
            if let text = session.liveText, text.id == id { send(.liveText(text)) }
        case let .lyrics(id):
            if let lyrics = session.lyrics, lyrics.id == id { send(.lyrics(lyrics)) }
        case .library:
            break
        }
    }

    private func send(_ value: NowPlayingValue) {
        for observer in observers { observer.body(value) }
    }
}

/// The results of recent searches of one queue revision, so that typing narrows the last
/// result instead of searching the whole queue again, and Backspace finds its answer kept.
public struct QueueSearchCache {
    private var revision = -1
    private var results: [String: [Int]] = [:]

    /// An empty cache.
    public init() {}

    /// The items of `session`'s queue whose titles hold `query`.
    public mutating func result(for query: String, in session: NowPlayingSession) -> QueueSearchResult {
        if revision != session.queue.revision {
            revision = session.queue.revision
            results = [:]
        }
        if let known = results[query] {
            return QueueSearchResult(query: query, revision: revision, indices: known)
        }
        var narrower: [Int]?
        for length in stride(from: query.count - 1, through: 1, by: -1) {
            if let known = results[String(query.prefix(length))] { narrower = known; break }
        }
        let indices = session.titles.indices(in: session.queue.items, matching: query, among: narrower)
        if results.count > 64 { results = [:] }
        results[query] = indices
        return QueueSearchResult(query: query, revision: revision, indices: indices)
    }
}
