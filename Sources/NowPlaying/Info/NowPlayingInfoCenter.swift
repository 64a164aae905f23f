/// Holds the last published snapshot and tells everyone who shows it (MPNowPlayingInfoCenter).
///
/// Several sessions may exist; only the active one publishes here.
public final class NowPlayingInfoCenter {
    /// The last snapshot, nil before anything was published.
    public private(set) var nowPlayingInfo: NowPlayingInfo?
    /// How many snapshots have been published.
    public private(set) var publishCount = 0
    /// The session that publishes and receives remote commands.
    public internal(set) weak var activeSession: NowPlayingSession?
    /// The last snapshot of the session in picture in picture, which the active one carries.
    public internal(set) var pictureInPicture: NowPlayingInfo?
    /// The session shown in picture in picture, whose artwork a tile asks for too.
    public internal(set) weak var inactiveSession: NowPlayingSession?
    /// The Syncplay room, which the active session's snapshots carry.
    public private(set) var together: TogetherInfo?
    private var observers: [(token: Int, body: (NowPlayingInfo) -> Void)] = []
    private var noticeObservers: [(token: Int, body: (String) -> Void)] = []
    private var feedbackObservers: [(token: Int, body: (String) -> Void)] = []
    private var libraryObservers: [(token: Int, body: () -> Void)] = []
    private var starObservers: [(token: Int, body: (ServerStar) -> Void)] = []
    private var nextToken = 0

    /// Creates an empty center.
    public init() {}

    /// Calls `body` with every snapshot published from now on, after the observers added
    /// before it; `first`: before them (a remote whose clients wait on the change, as an MPD
    /// client idles, hears of it before the others do their slower work).
    @discardableResult
    public func addObserver(first: Bool = false, _ body: @escaping (NowPlayingInfo) -> Void) -> Int {
        nextToken += 1
        observers.insert((nextToken, body), at: first ? 0 : observers.count)
        return nextToken
    }

    /// Calls `body` with every notice posted from now on.
    @discardableResult
    public func addNoticeObserver(_ body: @escaping (String) -> Void) -> Int {
        nextToken += 1
        noticeObservers.append((nextToken, body))
        return nextToken
    }

    /// Calls `body` with every line of feedback posted from now on.
    @discardableResult
    public func addFeedbackObserver(_ body: @escaping (String) -> Void) -> Int {
        nextToken += 1
        feedbackObservers.append((nextToken, body))
        return nextToken
    }

    /// Calls `body` each time the music library may have changed from now on.
    @discardableResult
    public func addLibraryObserver(_ body: @escaping () -> Void) -> Int {
        nextToken += 1
        libraryObservers.append((nextToken, body))
        return nextToken
    }

    /// Calls `body` with each star or unstar a server took from now on.
    @discardableResult
    public func addStarObserver(_ body: @escaping (ServerStar) -> Void) -> Int {
        nextToken += 1
        starObservers.append((nextToken, body))
        return nextToken
    }

    /// Stops calling the observer (of snapshots, notices, feedback, the library or stars) added with `token`.
    public func removeObserver(_ token: Int) {
        observers.removeAll { $0.token == token }
        noticeObservers.removeAll { $0.token == token }
        feedbackObservers.removeAll { $0.token == token }
        libraryObservers.removeAll { $0.token == token }
        starObservers.removeAll { $0.token == token }
    }

    /// Tells everyone who shows a server's lists that the server took `star`, so that they mark it.
    public func post(star: ServerStar) {
        for observer in starObservers { observer.body(star) }
    }

    /// Tells everyone who shows the library that it may have changed (a folder was added and
    /// scanned), so that a list shown is asked for again.
    public func postLibraryChange() {
        for observer in libraryObservers { observer.body() }
    }

    /// Tells everyone who shows Now Playing a one-line notice of the player's (an item that
    /// could not be played), wherever they are: this process's tile, tiles attached over the socket.
    public func post(notice: String) {
        for observer in noticeObservers { observer.body(notice) }
    }

    /// Tells everyone who shows Now Playing what a command just did ("Shuffle on"): unlike a
    /// notice it shows at once, in place of the feedback before it, as an OSD does.
    public func post(feedback: String) {
        for observer in feedbackObservers { observer.body(feedback) }
    }

    /// The room changed (or was left: nil): the active session publishes it at once.
    public func publish(together: TogetherInfo?) {
        guard together != self.together else { return }
        self.together = together
        activeSession?.publishChanges()
    }

    func publish(_ info: NowPlayingInfo) {
        nowPlayingInfo = info
        publishCount += 1
        for observer in observers { observer.body(info) }
    }
}
