import Commands
import EventLoop
import NowPlaying

/// What `playdeck control` shows: every MPRIS player on the bus as the rows of the tile's list
/// panel (identity, state, title; choosing a row is `play-index`), and the chosen player's Now
/// Playing, through its `MPRISSource`, as the tile's snapshot. Until a player is chosen the
/// snapshot shows nothing playing; a player that leaves takes its Now Playing with it. Artwork
/// ids are published per player chosen (`ShownArtworkID`): every player numbers its own from 1.
public final class MPRISControlSource: NowPlayingSource {
    /// Called when a player was chosen (the panel may close).
    public var onChoose: ((MPRISPlayerEntry) -> Void)?
    /// Called when the players on the bus change, and once they have all been listed.
    public var onPlayersChange: (() -> Void)?
    /// Called for `quit`: control ends, and the players play on.
    public var onQuit: (() -> Void)?
    /// The player whose Now Playing is shown.
    public private(set) var chosen: MPRISSource?
    /// Every player on the bus.
    public let players: MPRISPlayers

    private let client: BusClient
    private let loop: EventLoop
    private let options: MPRISClientOptions
    private var observers: [(token: Int, body: (NowPlayingValue) -> Void)] = []
    private var nextToken = 0
    private var chosenToken: Int?
    /// Counts the players chosen: their artwork ids are told apart by it (`ShownArtworkID`).
    private var turn = 0
    private var revision = 0
    private var latest = NowPlayingInfo()

    /// Lists the players on `client`'s bus and shows none until one is chosen.
    public init(client: BusClient, loop: EventLoop, options: MPRISClientOptions = MPRISClientOptions()) {
        self.client = client
        self.loop = loop
        self.options = options
        players = MPRISPlayers(client: client)
        latest.skipIntervals = options.skipIntervals
        players.onChange = { [unowned self] in listChanged() }
        players.onReady = { [unowned self] in
            if players.players.isEmpty { send(.notice("No MPRIS player is on the bus; waiting for one")) }
            onPlayersChange?()
        }
    }

    /// Stops following the bus.
    public func close() {
        chosen?.close()
        chosen = nil
        players.close()
    }

    /// Shows the player `query` names (bus name, its short name, or identity); false if none does.
    @discardableResult
    public func choose(_ query: String) -> Bool {
        guard let entry = players.find(query) else { return false }
        choose(entry)
        return true
    }

    /// The chosen player's commands sent.
    public var requestsSent: Int { chosen?.requestsSent ?? 0 }
    /// The chosen player's commands answered.
    public var requestsAnswered: Int { chosen?.requestsAnswered ?? 0 }

    public func subscribe(_ observer: @escaping (NowPlayingValue) -> Void) -> Int {
        nextToken += 1
        observers.append((nextToken, observer))
        observer(.nowPlaying(latest))
        return nextToken
    }

    public func unsubscribe(_ token: Int) {
        observers.removeAll { $0.token == token }
    }

    public func send(_ command: Command, reply: @escaping (RemoteCommandStatus) -> Void) {
        switch command {
        case let .playIndex(position, _):
            let list = players.players
            guard list.indices.contains(position - 1) else { return reply(.noSuchContent) }
            choose(list[position - 1])
            reply(.success)
        case .quit:
            onQuit?()
            reply(.success)
        case .remove, .move, .open, .add:
            reply(.disabled("The players list cannot be edited"))
        default:
            guard let chosen else { return reply(.noActionableNowPlayingItem) }
            chosen.send(command, reply: reply)
        }
    }

    public func request(_ intent: NowPlayingIntent) {
        switch intent {
        case let .queueRows(indices):
            let list = players.players
            let rows = indices.filter { list.indices.contains($0) }.map { index in
                QueueRow(index: index, id: index, title: Self.row(list[index]), path: list[index].busName,
                         isCurrent: list[index].busName == chosen?.busName)
            }
            send(.queueRows(QueueRows(revision: revision, total: list.count, rows: rows)))
        case let .searchQueue(query):
            let search = QueueSearch(query)
            let indices = players.players.indices.filter { search.matches(Self.row(players.players[$0])) }
            send(.queueSearch(QueueSearchResult(query: query, revision: revision, indices: Array(indices))))
        case let .artwork(id, size):
            guard let original = ShownArtworkID.original(id), original.turn == turn else { return }
            chosen?.request(.artwork(id: original.id, size: size))
        case let .library(query):
            send(.library(.unavailable(query)))
        default:
            // What the player shown answers, if anything.
            chosen?.request(intent)
        }
    }

    /// A player's row: "mpv Media Player · Playing · Song".
    static func row(_ entry: MPRISPlayerEntry) -> String {
        ([entry.identity, entry.status] + (entry.title.map { [$0] } ?? [])).joined(separator: " · ")
    }

    private func choose(_ entry: MPRISPlayerEntry) {
        if let chosen, chosen.busName == entry.busName { return }
        drop()
        let source = MPRISSource(client: client, busName: entry.busName, loop: loop, options: options)
        source.onClose = { [unowned self] line in
            drop()
            publish(nil)
            send(.notice(line))
        }
        chosen = source
        turn += 1
        chosenToken = source.subscribe { [unowned self] value in
            switch value {
            case let .nowPlaying(info): publish(info)
            case let .artwork(picture):
                send(.artwork(ArtworkPicture(artworkID: ShownArtworkID.published(picture.artworkID, turn: turn),
                                             requested: picture.requested, image: picture.image,
                                             decodeTimes: picture.decodeTimes)))
            default: send(value)
            }
        }
        onChoose?(entry)
    }

    private func drop() {
        if let chosenToken { chosen?.unsubscribe(chosenToken) }
        chosenToken = nil
        chosen?.close()
        chosen = nil
    }

    private func listChanged() {
        revision += 1
        publish(chosen?.latest)
        if players.isReady { onPlayersChange?() }
    }

    /// The chosen player's snapshot placed in the list of players, or nothing playing.
    private func publish(_ info: NowPlayingInfo?) {
        var snapshot = info ?? NowPlayingInfo()
        if let id = snapshot.artworkID { snapshot.artworkID = ShownArtworkID.published(id, turn: turn) }
        if info == nil {
            snapshot.skipIntervals = options.skipIntervals
            snapshot.uptime = EventLoop.now()
        }
        let index = chosen.flatMap { source in players.players.firstIndex { $0.busName == source.busName } }
        snapshot.queueIndex = snapshot.path == nil ? nil : index
        snapshot.queueCount = players.players.count
        snapshot.queueRevision = revision
        latest = snapshot
        send(.nowPlaying(snapshot))
    }

    private func send(_ value: NowPlayingValue) {
        for observer in observers { observer.body(value) }
    }
}
