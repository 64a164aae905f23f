import EventLoop
import NowPlaying

/// What the player says by itself: its properties changing, Seeked, and its name's owner
/// changing (the player leaving, or starting again under the same name).
extension MPRISSource {
    /// Subscribes to the signals of the connection that owns the name now, then asks for every
    /// property: the broker handles a connection's messages in order, so a change made after
    /// GetAll's answer is signalled.
    func follow(_ owner: String) {
        self.owner = owner
        let path = "path='/org/mpris/MediaPlayer2'"
        matches = [
            client.match("type='signal',sender='\(owner)',\(path),interface='\(BusClient.properties)',member='PropertiesChanged'") {
                [weak self] signal in self?.propertiesChanged(signal.arguments)
            },
            client.match("type='signal',sender='\(owner)',\(path),interface='\(Self.playerInterface)',member='Seeked'") {
                [weak self] signal in self?.seeked(signal.arguments)
            },
            client.match("type='signal',sender='\(BusClient.daemon)',interface='\(BusClient.daemon)',"
                         + "member='NameOwnerChanged',arg0='\(busName)'") {
                [weak self] signal in self?.ownerChanged(signal.arguments)
            },
        ].compactMap { $0 }
        client.properties(of: busName, interface: Self.rootInterface) { [weak self] result in
            guard let self, isOpen, case let .success(values) = result else { return }
            setIdentity(values["Identity"])
            // Only once the player has said what it plays: a stopped placeholder before that
            // would show "nothing plays" for a round trip.
            if isLoaded { publish() }
        }
        client.properties(of: busName, interface: Self.playerInterface) { [weak self] result in
            guard let self, isOpen else { return }
            isLoaded = true
            switch result {
            case let .success(values):
                properties = MPRISProperties()
                take(changed: values, invalidated: [], now: EventLoop.now())
            case let .failure(failure):
                notice("GetAll", "\(playerName) did not say what it plays: \(failure)")
                publish()
            }
        }
    }

    /// Reads `Position` once; the answer places the extrapolation.
    func askPosition() {
        positionTicket += 1
        let ticket = positionTicket
        client.property("Position", of: busName, interface: Self.playerInterface) { [weak self] result in
            guard let self, isOpen, ticket == positionTicket else { return }
            switch result {
            case let .success(value):
                guard let microseconds = value.number, ExpectedType.integer.accepts(value) else {
                    notice("Position", "\(playerName) sent Position (an integer expected, \(value.signature) received); ignored")
                    return
                }
                position.set(microseconds / 1e6, at: EventLoop.now())
                publish()
            case let .failure(failure):
                // A player that cannot say where it is (a stream) shows no position.
                notice("Position", "\(playerName) did not say its position: \(failure)")
            }
        }
    }

    private func propertiesChanged(_ arguments: [BusValue]) {
        guard isOpen, arguments.count >= 2, let interface = arguments[0].text, case let .dictionary(changed) = arguments[1] else { return }
        var invalidated: [String] = []
        if arguments.count >= 3, case let .strings(names) = arguments[2] { invalidated = names }
        if interface == Self.rootInterface {
            setIdentity(changed["Identity"])
            return publish()
        }
        guard interface == Self.playerInterface else { return }
        take(changed: changed, invalidated: invalidated, now: EventLoop.now())
        // MPRIS lets a player announce a property only by invalidating it: ask for them all again.
        if !invalidated.isEmpty {
            client.properties(of: busName, interface: Self.playerInterface) { [weak self] result in
                guard let self, isOpen, case let .success(values) = result else { return }
                take(changed: values, invalidated: [], now: EventLoop.now())
            }
        }
    }

    /// Applies changed properties: a new track, status or rate moves the position on from where
    /// it got to and reads it again; new artwork is loaded.
    func take(changed: [String: BusValue], invalidated: [String], now: Double) {
        let before = properties
        properties.apply(changed: changed, invalidated: invalidated)
        reportWrongTypes()
        let rate = movingRate
        let newTrack = before.metadata.trackID != properties.metadata.trackID || before.metadata.url != properties.metadata.url
            || (properties.metadata.trackID == nil && before.metadata.title != properties.metadata.title)
        if newTrack {
            // Until the player says otherwise, a new track starts at its beginning.
            position = MPRISPosition()
            position.set(0, at: now)
        }
        if newTrack || rate != position.rate {
            position.move(at: rate, from: now)
            // GetAll's answer carries the position already; a change has to ask for it.
            if let read = changed["Position"]?.unwrapped, ExpectedType.integer.accepts(read), let microseconds = read.number {
                positionTicket += 1
                position.set(microseconds / 1e6, at: now)
            } else {
                askPosition()
            }
        }
        _ = artwork.load(properties.metadata.artURL)
        publish()
    }

    /// How fast the position moves now: the rate while Playing, else still.
    private var movingRate: Double {
        guard properties.status == "Playing" else { return 0 }
        return properties.number("Rate") ?? 1
    }

    private func seeked(_ arguments: [BusValue]) {
        guard isOpen else { return }
        guard let first = arguments.first, let microseconds = first.number, ExpectedType.integer.accepts(first) else {
            return notice("Seeked", "\(playerName) sent Seeked without a position in microseconds; ignored")
        }
        // A Seeked answers any Position read still on its way.
        positionTicket += 1
        position.set(microseconds / 1e6, at: EventLoop.now())
        publish()
    }

    private func ownerChanged(_ arguments: [BusValue]) {
        guard isOpen, arguments.count == 3, arguments[0].text == busName, let newOwner = arguments[2].text else { return }
        guard !newOwner.isEmpty else { return end("\(playerName) left the bus") }
        guard newOwner != owner else { return }
        // The player started again under the same name: follow the new one from scratch.
        matches = []
        properties = MPRISProperties()
        position = MPRISPosition()
        follow(newOwner)
    }
}
