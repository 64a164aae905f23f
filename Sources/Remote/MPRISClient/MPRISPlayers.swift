import NowPlaying

/// One MPRIS player on the bus as a list shows it: sanitised, ready to print or draw.
public struct MPRISPlayerEntry: Equatable, Sendable {
    /// Its bus name, e.g. `org.mpris.MediaPlayer2.mpv`.
    public let busName: String
    /// Its `Identity`, or its bus name's last part until it says.
    public var identity: String
    /// Its `PlaybackStatus`: Playing, Paused or Stopped.
    public var status: String
    /// The title playing, if any.
    public var title: String?

    /// The part of the bus name after `org.mpris.MediaPlayer2.`, as playerctl names players.
    public var shortName: String { String(busName.dropFirst(MPRISPlayers.prefix.count)) }

    /// Whether `query` names this player: its whole bus name, its short name (or that name's
    /// first part, as `vlc` names `vlc.instance42`), or its identity, case ignored.
    public func isNamed(_ query: String) -> Bool {
        let lowered = query.lowercased()
        return busName == query || shortName == query || shortName.hasPrefix(query + ".") || identity.lowercased() == lowered
    }
}

/// Every MPRIS player on the session bus, followed as they come and go (NameOwnerChanged) and
/// as they change what they play (PropertiesChanged): what the players panel lists.
public final class MPRISPlayers {
    /// The prefix every MPRIS player's bus name has.
    public static let prefix = "org.mpris.MediaPlayer2."
    /// The players, by bus name.
    public private(set) var players: [MPRISPlayerEntry] = []
    /// Called whenever the list changes.
    public var onChange: (() -> Void)?
    /// Called once when the players on the bus at the start have all answered (or failed to).
    public var onReady: (() -> Void)?
    /// Whether the first listing is complete.
    public private(set) var isReady = false

    private let client: BusClient
    private var owners: [String: String] = [:]
    private var matches: [BusMatch] = []
    private var pending = 1

    /// Lists the players on `client`'s bus and follows them.
    public init(client: BusClient) {
        self.client = client
        let daemon = BusClient.daemon
        matches = [
            client.match("type='signal',sender='\(daemon)',interface='\(daemon)',member='NameOwnerChanged',"
                         + "arg0namespace='org.mpris.MediaPlayer2'") { [weak self] signal in self?.ownerChanged(signal.arguments) },
            client.match("type='signal',path='/org/mpris/MediaPlayer2',interface='\(BusClient.properties)',member='PropertiesChanged'") {
                [weak self] signal in self?.propertiesChanged(signal)
            },
        ].compactMap { $0 }
        client.names { [weak self] result in
            guard let self else { return }
            for name in (try? result.get()) ?? [] where name.hasPrefix(Self.prefix) { add(name, owner: nil) }
            settle()
        }
    }

    /// Stops following the bus.
    public func close() {
        matches = []
    }

    /// The player `query` names (see `MPRISPlayerEntry.isNamed`), the first by bus name.
    public func find(_ query: String) -> MPRISPlayerEntry? {
        players.first { $0.isNamed(query) }
    }

    private func add(_ name: String, owner: String?) {
        guard !players.contains(where: { $0.busName == name }) else { return }
        players.append(MPRISPlayerEntry(busName: name, identity: Sanitized.line(String(name.dropFirst(Self.prefix.count))),
                                        status: "Stopped", title: nil))
        players.sort { $0.busName < $1.busName }
        onChange?()
        pending += 3
        if let owner {
            owners[owner] = name
            settle()
        } else {
            client.owner(of: name) { [weak self] result in
                if case let .success(owner) = result { self?.owners[owner] = name }
                self?.settle()
            }
        }
        client.properties(of: name, interface: MPRISSource.rootInterface) { [weak self] result in
            if case let .success(values) = result, let identity = values["Identity"]?.text {
                self?.update(name) { $0.identity = Sanitized.line(identity) }
            }
            self?.settle()
        }
        client.properties(of: name, interface: MPRISSource.playerInterface) { [weak self] result in
            if case let .success(values) = result { self?.update(name) { Self.apply(values, to: &$0) } }
            self?.settle()
        }
    }

    private func remove(_ name: String) {
        owners = owners.filter { $0.value != name }
        let before = players.count
        players.removeAll { $0.busName == name }
        if players.count != before { onChange?() }
    }

    private func update(_ name: String, _ change: (inout MPRISPlayerEntry) -> Void) {
        guard let index = players.firstIndex(where: { $0.busName == name }) else { return }
        var entry = players[index]
        change(&entry)
        guard entry != players[index] else { return }
        players[index] = entry
        onChange?()
    }

    private static func apply(_ values: [String: BusValue], to entry: inout MPRISPlayerEntry) {
        let properties = MPRISProperties(values)
        if let status = properties.status { entry.status = Sanitized.line(status) }
        if values["Metadata"] != nil { entry.title = properties.metadata.title.map(Sanitized.line) }
    }

    private func ownerChanged(_ arguments: [BusValue]) {
        guard arguments.count == 3, let name = arguments[0].text, name.hasPrefix(Self.prefix),
              let newOwner = arguments[2].text else { return }
        remove(name)
        if !newOwner.isEmpty { add(name, owner: newOwner) }
    }

    private func propertiesChanged(_ signal: BusSignal) {
        guard let name = owners[signal.sender], signal.arguments.count >= 2,
              signal.arguments[0].text == MPRISSource.playerInterface,
              case let .dictionary(changed) = signal.arguments[1] else { return }
        update(name) { Self.apply(changed, to: &$0) }
    }

    /// One lookup of the first listing answered.
    private func settle() {
        pending -= 1
        guard pending == 0, !isReady else { return }
        isReady = true
        onReady?()
    }
}
