import Commands
import EventLoop
import NowPlaying

/// What the tile of a normal `playdeck` shows: this PlayDeck's own session (`home`), or another
/// MPRIS player chosen in the Players list. The list (P) is the tile's list panel: this PlayDeck
/// first, then every other player on the bus; choosing a row shows that player's Now Playing
/// through an `MPRISSource` while this PlayDeck plays on. While another player is shown, the
/// list panel lists the players, `quit` comes back here first, and its values are republished
/// with their queue fields and artwork ids made this source's own (`ShownArtworkID`), so that
/// nothing the tile kept for one source is taken for the other's.
public final class PlayerSwitchSource: NowPlayingSource {
    /// Called when the list changes between the queue and the players (`listsPlayers`).
    public var onListChange: (() -> Void)?
    /// Called when a row of the players was chosen (the panel may close).
    public var onChoose: (() -> Void)?
    /// Whether the list panel lists the players rather than this PlayDeck's queue.
    public private(set) var listsPlayers = false
    /// The other player shown, or nil while this PlayDeck's own session is.
    public var shown: MPRISSource? { other }

    let home: NowPlayingSource
    var bus: (client: BusClient, loop: EventLoop, options: MPRISClientOptions, homeName: () -> String?)?
    var players: MPRISPlayers?
    var other: MPRISSource?
    private var otherToken: Int?
    /// Counts the other players shown: their artwork ids are told apart by it (`ShownArtworkID`).
    var turn = 0
    private var homeToken: Int?
    var homeInfo: NowPlayingInfo?
    /// The list's revision as published: it changes with the home queue's, with the players,
    /// and whenever the list changes from one to the other.
    var revision = 0
    private var homeRevision: Int?
    private var observers: [(token: Int, body: (NowPlayingValue) -> Void)] = []
    private var nextToken = 0

    /// Shows `home` until another player is chosen.
    public init(home: NowPlayingSource) {
        self.home = home
    }

    /// Stops following the bus and the home session.
    public func close() {
        drop()
        stopFollowingPlayers()
        if let homeToken { home.unsubscribe(homeToken) }
        homeToken = nil
    }

    /// Lists the players from now on, following the bus through `client` until this PlayDeck is
    /// shown with the list closed; `homeName` is this PlayDeck's own MPRIS name, left out of
    /// the others.
    public func listPlayers(client: BusClient, loop: EventLoop, options: MPRISClientOptions,
                            homeName: @escaping () -> String?) {
        if players == nil {
            bus = (client, loop, options, homeName)
            let players = MPRISPlayers(client: client)
            players.onChange = { [unowned self] in
                revision += 1
                publish()
            }
            self.players = players
        }
        setListsPlayers(true)
    }

    /// The list panel closed: while this PlayDeck is shown, the list is its queue again.
    public func listClosed() {
        guard other == nil else { return }
        stopFollowingPlayers()
        setListsPlayers(false)
    }

    /// Shows this PlayDeck's own session again.
    public func showHome() {
        drop()
        stopFollowingPlayers()
        listsPlayers = false
        revision += 1
        publish()
        onListChange?()
    }

    public func subscribe(_ observer: @escaping (NowPlayingValue) -> Void) -> Int {
        if homeToken == nil {
            homeToken = home.subscribe { [unowned self] value in fromHome(value) }
        }
        nextToken += 1
        observers.append((nextToken, observer))
        if let snapshot = snapshot() { observer(.nowPlaying(snapshot)) }
        return nextToken
    }

    public func unsubscribe(_ token: Int) {
        observers.removeAll { $0.token == token }
    }

    public var requestsSent: Int { other?.requestsSent ?? home.requestsSent }
    public var requestsAnswered: Int { other?.requestsAnswered ?? home.requestsAnswered }

    public func send(_ command: Command, reply: @escaping (RemoteCommandStatus) -> Void) {
        switch command {
        case let .playIndex(position, _) where listsPlayers:
            reply(choose(row: position - 1) ? .success : .noSuchContent)
        case .remove where listsPlayers, .move where listsPlayers:
            reply(.disabled("The players list cannot be edited"))
        case .quit where other != nil:
            // The person sees another player, and may not remember this one plays on: `q` comes
            // back to it first, and quits only when pressed here.
            showHome()
            reply(.success)
            post(.notice("Back to this PlayDeck; q again quits it"))
        case .reloadConfig, .libraryAdd, .libraryScan, .together, .flushListens, .star:
            home.send(command, reply: reply)
        default:
            (other ?? home).send(command, reply: reply)
        }
    }

    public func request(_ intent: NowPlayingIntent) {
        switch intent {
        case let .queueRows(indices) where listsPlayers:
            post(.queueRows(rows(indices)))
        case let .searchQueue(query) where listsPlayers:
            post(.queueSearch(search(query)))
        case let .artwork(id, size) where id < 0:
            guard let other, let original = ShownArtworkID.original(id), original.turn == turn else { return }
            other.request(.artwork(id: original.id, size: size))
        case .lyrics, .mediaDetails:
            // The shown item's own: this PlayDeck's session must not read its file for another
            // player's item (an item id of that player's may be one of this queue's too).
            (other ?? home).request(intent)
        default:
            home.request(intent)
        }
    }

    /// Shows the list's row `index`: this PlayDeck (0) or another player; false if none is there.
    func choose(row index: Int) -> Bool {
        let list = rowEntries()
        guard list.indices.contains(index) else { return false }
        guard let entry = list[index] else {
            showHome()
            onChoose?()
            return true
        }
        if other?.busName != entry.busName, let bus {
            drop()
            let source = MPRISSource(client: bus.client, busName: entry.busName, loop: bus.loop, options: bus.options)
            source.onClose = { [unowned self] line in
                showHome()
                post(.notice(line + "; back to this PlayDeck"))
            }
            turn += 1
            other = source
            listsPlayers = true
            revision += 1
            otherToken = source.subscribe { [unowned self] value in fromOther(value) }
            if source.latest == nil { publish() }
        }
        onChoose?()
        return true
    }

    /// The other players are not followed while nobody looks at them: their changes would wake
    /// this PlayDeck for nothing.
    private func stopFollowingPlayers() {
        players?.close()
        players = nil
    }

    private func drop() {
        if let otherToken { other?.unsubscribe(otherToken) }
        otherToken = nil
        other?.close()
        other = nil
    }

    private func setListsPlayers(_ value: Bool) {
        guard listsPlayers != value else { return }
        listsPlayers = value
        revision += 1
        publish()
        onListChange?()
    }

    private func fromHome(_ value: NowPlayingValue) {
        switch value {
        case let .nowPlaying(info):
            let row = Self.homeRow(homeInfo)
            homeInfo = info
            if info.queueRevision != homeRevision || (listsPlayers && Self.homeRow(info) != row) {
                homeRevision = info.queueRevision
                revision += 1
            }
            if other == nil || listsPlayers { publish() }
        case var .queueRows(rows):
            guard other == nil, !listsPlayers, rows.revision == homeRevision else { return }
            rows.revision = revision
            post(.queueRows(rows))
        case var .queueSearch(result):
            guard other == nil, !listsPlayers, result.revision == homeRevision else { return }
            result.revision = revision
            post(.queueSearch(result))
        case .library, .notice, .libraryChanged, .serverStar:
            // The library is this PlayDeck's, whichever player the tile shows, and its own notices
            // (an item it could not play) matter wherever one looks.
            post(value)
        default:
            // The answers to what the tile asked of this PlayDeck, while it shows this PlayDeck.
            if other == nil { post(value) }
        }
    }

    private func fromOther(_ value: NowPlayingValue) {
        switch value {
        case .nowPlaying: publish()
        case let .artwork(picture):
            post(.artwork(ArtworkPicture(artworkID: ShownArtworkID.published(picture.artworkID, turn: turn),
                                         requested: picture.requested, image: picture.image,
                                         decodeTimes: picture.decodeTimes)))
        case .notice: post(value)
        default:
            // Its queue is the Players list, shown from this side; it has no lyrics or library.
            break
        }
    }

    /// Publishes the snapshot of now, if there is one yet.
    func publish() {
        if let snapshot = snapshot() { post(.nowPlaying(snapshot)) }
    }

    func post(_ value: NowPlayingValue) {
        for observer in observers { observer.body(value) }
    }
}
