import Commands
import EventLoop
import Glibc
import NowPlaying

/// A `NowPlayingSource` over any MPRIS player on the session bus (a browser, mpv, Spotify,
/// another PlayDeck): what `playdeck control` shows. Its properties come once from GetAll and
/// then from PropertiesChanged; its position from one `Position` read (on subscribing, on a
/// new track, on a change of status or rate) or a `Seeked`, moved on at `Rate`, never polled.
/// Commands become its methods and property writes; every call is answered on the loop.
public final class MPRISSource: NowPlayingSource {
    /// The player's bus name, e.g. `org.mpris.MediaPlayer2.mpv`.
    public let busName: String
    /// The player's `Identity` once it has said it ("mpv Media Player").
    public private(set) var identity: String?
    /// Called once when the player leaves the bus, with a line saying so.
    public var onClose: ((String) -> Void)?
    /// Commands sent to the player.
    public private(set) var requestsSent = 0
    /// Commands the player has answered (or that failed, or timed out).
    public private(set) var requestsAnswered = 0
    /// The last snapshot published.
    public private(set) var latest: NowPlayingInfo?
    /// Whether the player has answered GetAll (or failed to): the snapshot shows what it plays.
    public internal(set) var isLoaded = false

    let client: BusClient
    private let loop: EventLoop
    private let options: MPRISClientOptions
    var owner: String?
    var matches: [BusMatch] = []
    var properties = MPRISProperties()
    var position = MPRISPosition()
    let artwork = MPRISArtwork()
    private var observers: [(token: Int, body: (NowPlayingValue) -> Void)] = []
    private var nextToken = 0
    private var reported: Set<String> = []
    /// Which Position read counts: a newer one supersedes an older still on its way.
    var positionTicket = 0
    private(set) var isOpen = true
    static let playerInterface = "org.mpris.MediaPlayer2.Player"
    static let rootInterface = "org.mpris.MediaPlayer2"

    /// Follows the player called `busName` on `client`'s bus, driven by `loop`.
    public init(client: BusClient, busName: String, loop: EventLoop, options: MPRISClientOptions = MPRISClientOptions()) {
        self.client = client
        self.busName = busName
        self.loop = loop
        self.options = options
        loop.watchWakeup(artwork.descriptor) { [unowned self] in artworkLoaded() }
        client.owner(of: busName) { [weak self] result in
            guard let self, isOpen else { return }
            switch result {
            case let .success(owner): follow(owner)
            case let .failure(failure): end("\(busName) is not on the bus (\(Sanitized.line(failure.description)))")
            }
        }
    }

    deinit { close() }

    /// Stops following the player.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        matches = []
        loop.unwatch(artwork.descriptor)
        requestsAnswered = requestsSent
    }

    public func subscribe(_ observer: @escaping (NowPlayingValue) -> Void) -> Int {
        nextToken += 1
        observers.append((nextToken, observer))
        if let latest { observer(.nowPlaying(latest)) }
        return nextToken
    }

    public func unsubscribe(_ token: Int) {
        observers.removeAll { $0.token == token }
    }

    public func send(_ command: Command, reply: @escaping (RemoteCommandStatus) -> Void) {
        guard isOpen else { return reply(.commandFailed("The player is gone")) }
        let now = EventLoop.now()
        let info = latest ?? NowPlayingInfo()
        let finish: (Result<[BusValue], BusCallFailure>) -> Void = { [weak self] result in
            if let self { requestsAnswered = min(requestsSent, requestsAnswered + 1) }
            switch result {
            case .success: reply(.success)
            case let .failure(failure): reply(.commandFailed(Sanitized.line(failure.description)))
            }
        }
        switch MPRISCommandPlan.plan(command, info: info, trackID: properties.metadata.trackID, now: now) {
        case let .refuse(status):
            reply(status)
        case let .call(member, arguments):
            requestsSent += 1
            client.call(busName, interface: Self.playerInterface, member: member, arguments: arguments, reply: finish)
        case let .set(property, value):
            requestsSent += 1
            client.setProperty(property, of: busName, interface: Self.playerInterface, to: value, reply: finish)
        }
    }

    public func request(_ intent: NowPlayingIntent) {
        switch intent {
        case let .artwork(id, size):
            guard let current = artwork.current, current.id == id else { return }
            let times = current.artwork.decodeTimes.map { DecodeTimes(started: $0.started, decoded: $0.decoded) }
            send(.artwork(ArtworkPicture(artworkID: id, requested: size, image: current.artwork.image(closestTo: size),
                                         decodeTimes: times)))
        case .queueRows:
            // The one track playing is the whole queue a client knows of.
            let row = latest.flatMap { info in
                info.queueIndex.map { _ in QueueRow(index: 0, id: 0, title: info.metadata.title ?? busName,
                                                    artist: info.metadata.artist, isCurrent: true) }
            }
            send(.queueRows(QueueRows(revision: 0, total: row == nil ? 0 : 1, rows: row.map { [$0] } ?? [])))
        case let .searchQueue(query):
            let metadata = latest?.metadata
            let hit = !query.isEmpty && QueueSearch(query).matches(metadata?.title, metadata?.artist, metadata?.album)
            send(.queueSearch(QueueSearchResult(query: query, revision: 0, indices: hit ? [0] : [])))
        case let .library(query):
            send(.library(.unavailable(query)))
        case .listens:
            send(.listens(ListenList(rows: [], unavailable: "Another player's listens are not PlayDeck's to show")))
        default:
            // MPRIS publishes no video frames, no lyrics, nothing else a view may ask for.
            break
        }
    }

    /// Builds the snapshot of now and sends it.
    func publish() {
        guard isOpen else { return }
        let snapshot = artwork.current.map { (id: $0.id, size: $0.artwork.bounds) }
        let info = MPRISSnapshot.info(properties, position: position, artwork: snapshot, options: options,
                                      now: (EventLoop.now(), Self.unixNow()))
        latest = info
        send(.nowPlaying(info))
    }

    /// Says what the player sent of the wrong type, once for each property.
    func reportWrongTypes() {
        for problem in properties.wrongTypes {
            let name = String(problem.prefix { $0 != " " })
            notice(name, "\(playerName) sent \(problem); ignored")
        }
    }

    /// A one-line notice, once for each `key`.
    func notice(_ key: String, _ text: String) {
        guard reported.insert(key).inserted else { return }
        send(.notice(Sanitized.line(text)))
    }

    /// The player is gone: an empty snapshot, and the owner told.
    func end(_ line: String) {
        guard isOpen else { return }
        properties = MPRISProperties()
        publish()
        close()
        onClose?(Sanitized.line(line))
    }

    /// The player's name for notices: its Identity, else its bus name.
    var playerName: String { Sanitized.line(identity ?? busName) }

    func setIdentity(_ value: BusValue?) {
        if let text = value?.text { identity = text }
    }

    func send(_ value: NowPlayingValue) {
        for observer in observers { observer.body(value) }
    }

    private func artworkLoaded() {
        switch artwork.takeLoaded() {
        case .success?: publish()
        case let .failure(failure)?: notice("artwork " + (artwork.url ?? ""), "\(playerName)'s artwork: \(failure.reason)")
        case nil: break
        }
    }

    static func unixNow() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
