import Commands
import EventLoop
import Glibc
import NowPlaying

/// PlayDeck on the session bus as `org.mpris.MediaPlayer2.playdeck.instance<pid>`: desktop media
/// controls, media keys, playerctl and KDE Connect see the active session and send their
/// commands through its command center. Served on the program's event loop.
public final class MPRISService {
    /// The object path MPRIS requires.
    public static let objectPath = "/org/mpris/MediaPlayer2"
    /// The well-known name taken.
    public let busName: String
    private let connection: BusConnection
    private let loop: EventLoop
    private let perform: (Command) -> RemoteCommandStatus
    private let currentArtwork: () -> MediaItemArtwork?
    private let infoCenter: NowPlayingInfoCenter
    private let artwork: ArtworkFile
    private let deadlineKey: String
    private var observer: Int?
    private var announced: [String: BusValue] = [:]
    private var lastInfo: NowPlayingInfo?
    private var trackKey = ""
    private var trackNumber = 0
    private var track = MPRISTrack(id: MPRISTrack.noTrack, artURL: nil)
    private var closed = false

    /// Connects to the session bus, exports both interfaces and asks for the name. Commands go
    /// to `perform` (the command center, and the program for Quit); `artwork` is the picture the
    /// current snapshot's artwork id stands for.
    public init(loop: EventLoop, infoCenter: NowPlayingInfoCenter, perform: @escaping (Command) -> RemoteCommandStatus,
                artwork: @escaping () -> MediaItemArtwork?, pid: Int32 = getpid()) throws(BusError) {
        busName = "org.mpris.MediaPlayer2.playdeck.instance\(pid)"
        connection = try BusConnection()
        self.loop = loop
        self.perform = perform
        currentArtwork = artwork
        self.infoCenter = infoCenter
        self.artwork = ArtworkFile(pid: pid)
        deadlineKey = "mpris-\(pid)"
        try connection.export(self, at: Self.objectPath, interface: .mprisRoot)
        try connection.export(self, at: Self.objectPath, interface: .mprisPlayer)
        try connection.requestName(busName)
        loop.watch(connection.descriptor, for: connection.interest) { [unowned self] _ in pump() }
        if let info = infoCenter.nowPlayingInfo { published(info, announce: false) }
        observer = infoCenter.addObserver { [unowned self] info in published(info, announce: true) }
        pump()
    }

    deinit { close() }

    /// Leaves the bus and removes the artwork file.
    public func close() {
        guard !closed else { return }
        closed = true
        if let observer { infoCenter.removeObserver(observer) }
        loop.cancel(deadlineKey)
        loop.unwatch(connection.descriptor)
        connection.close()
        artwork.remove()
    }

    // MARK: Driving sd-bus from the loop

    private func pump() {
        guard !closed else { return }
        // The bus went away (the daemon ended): MPRIS ends, the player goes on.
        guard connection.process() else { return close() }
        sync()
    }

    /// Watches the descriptor for what sd-bus waits for now, and arms its deadline.
    private func sync() {
        guard !closed else { return }
        loop.setInterest(connection.interest, for: connection.descriptor)
        if let deadline = connection.deadline {
            loop.schedule(deadlineKey, after: deadline - SessionClock.system.monotonic()) { [weak self] in self?.pump() }
        } else {
            loop.cancel(deadlineKey)
        }
    }

    // MARK: Snapshots

    private func published(_ info: NowPlayingInfo, announce: Bool) {
        guard !closed else { return }
        let key = "\(info.queueIndex ?? -1)|\(info.path ?? "")"
        if key != trackKey {
            trackKey = key
            trackNumber += 1
        }
        let art = artwork.url(for: info.path == nil ? nil : info.artworkID) { [unowned self] in currentArtwork() }
        track = MPRISTrack(id: info.path == nil ? MPRISTrack.noTrack : "/org/playdeck/track/\(trackNumber)", artURL: art)
        var values: [String: BusValue] = [:]
        for name in MPRISPlayer.announcedNames {
            values[name] = MPRISPlayer.value(name, of: info, at: info.uptime, track: track)
        }
        let changed = values.keys.filter { values[$0] != announced[$0] }.sorted()
        announced = values
        if announce {
            connection.emitPropertiesChanged(at: Self.objectPath, interface: .mprisPlayer, names: changed)
            if let position = MPRISPlayer.seekedPosition(from: lastInfo, to: info) {
                connection.emitSignal(at: Self.objectPath, interface: .mprisPlayer, member: "Seeked", value: .int64(position))
            }
            sync()
        }
        lastInfo = info
    }

    private func carryOut(_ action: MPRISAction) -> BusReply {
        switch action {
        case let .perform(command):
            // MPRIS: a command that cannot be carried out now has no effect; it is not an error.
            _ = perform(command)
        case .nothing:
            break
        case let .reject(message):
            return .invalidArguments(message)
        }
        return .success
    }
}

extension MPRISService: BusObject {
    func value(of property: String, in interface: String) -> BusValue? {
        if interface == BusInterface.mprisRoot.rawValue { return MPRISPlayer.rootValue(property) }
        let info = infoCenter.nowPlayingInfo ?? NowPlayingInfo()
        return MPRISPlayer.value(property, of: info, at: SessionClock.system.monotonic(), track: track)
    }

    func set(_ property: String, in interface: String, to value: BusValue) -> BusReply {
        carryOut(MPRISAction.set(property, to: value))
    }

    func call(_ member: String, in interface: String, arguments: [BusValue]) -> BusReply {
        carryOut(MPRISAction.method(member, arguments: arguments, info: infoCenter.nowPlayingInfo, trackID: track.id))
    }
}
