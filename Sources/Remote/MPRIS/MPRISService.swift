import Commands
import EventLoop
import Glibc
import NowPlaying

/// PlayDeck on the session bus as `org.mpris.MediaPlayer2.playdeck`: desktop media controls,
/// media keys, playerctl and KDE Connect see the active session and its queue (the TrackList
/// interface), and send their commands through its command center. Served on the program's
/// event loop.
public final class MPRISService {
    /// The object path MPRIS requires.
    public static let objectPath = "/org/mpris/MediaPlayer2"
    /// The well-known name taken: `org.mpris.MediaPlayer2.playdeck` for the first PlayDeck on the
    /// bus, `….playdeck.instance<pid>` for others; nil until the bus has answered.
    public private(set) var busName: String?
    let connection: BusConnection
    let source: SessionSource
    let infoCenter: NowPlayingInfoCenter
    private let artwork: ArtworkFile
    private var driver: BusDriver?
    private var observer: Int?
    private var announced: [String: BusValue] = [:]
    private var lastInfo: NowPlayingInfo?
    private var track = MPRISTrack(id: MPRISTrack.noTrack, artURL: nil)
    private var closed = false
    /// The queue around the item playing, as the TrackList interface shows it.
    var trackList = MPRISTrackList()
    /// The queue revision and item the tracklist was made for.
    var listed: (revision: Int, current: Int?)?

    /// Connects to the session bus, exports the interfaces and asks for the name. Commands go to
    /// `source` (the active session's command center, the program's among them), locations
    /// checked as another program's.
    public init(loop: EventLoop, source: SessionSource, pid: Int32 = getpid()) throws(BusError) {
        connection = try BusConnection()
        self.source = source
        self.infoCenter = source.infoCenter
        self.artwork = ArtworkFile(pid: pid)
        try connection.export(self, at: Self.objectPath, interface: .mprisRoot)
        try connection.export(self, at: Self.objectPath, interface: .mprisPlayer)
        try connection.export(self, at: Self.objectPath, interface: .mprisTrackList)
        let names = ["org.mpris.MediaPlayer2.playdeck", "org.mpris.MediaPlayer2.playdeck.instance\(pid)"]
        try connection.requestFirstFree(names) { [weak self] name in self?.busName = name }
        // The bus went away (the daemon ended): MPRIS ends, the player goes on.
        driver = BusDriver(connection, loop: loop, key: "mpris-\(pid)") { [unowned self] in close() }
        if let info = infoCenter.nowPlayingInfo {
            published(info, announce: false)
            updateTrackList(info)
        }
        observer = infoCenter.addObserver { [unowned self] info in published(info, announce: true) }
        driver?.pump()
    }

    deinit { close() }

    /// Leaves the bus and removes the artwork file.
    public func close() {
        guard !closed else { return }
        closed = true
        if let observer { infoCenter.removeObserver(observer) }
        driver?.stop()
        connection.close()
        artwork.remove()
    }

    // MARK: Snapshots

    private func published(_ info: NowPlayingInfo, announce: Bool) {
        guard !closed else { return }
        let art = artwork.url(for: info.path == nil ? nil : info.artworkID) { [unowned self] in source.artwork }
        track = MPRISTrack(id: MPRISTrack.id(of: info), artURL: art)
        var values: [String: BusValue] = [:]
        for name in MPRISPlayer.announcedNames {
            values[name] = MPRISPlayer.value(name, of: info, at: info.uptime, track: track)
        }
        let changed = values.keys.filter { values[$0] != announced[$0] }.sorted()
        announced = values
        if announce {
            connection.emitPropertiesChanged(at: Self.objectPath, interface: .mprisPlayer, names: changed)
            if let position = MPRISPlayer.seekedPosition(from: lastInfo, to: info) {
                connection.emitSignal(at: Self.objectPath, interface: .mprisPlayer, member: "Seeked", values: [.int64(position)])
            }
            announceTrackList(info)
            driver?.sync()
        }
        lastInfo = info
    }

    /// Carries out a command from the bus: another program, whose locations are checked.
    @discardableResult
    func perform(_ command: Command) -> RemoteCommandStatus {
        source.perform(command, from: .remote("MPRIS"))
    }

    func carryOut(_ action: MPRISAction) -> BusReply {
        switch action {
        case let .perform(command):
            // MPRIS: a command that cannot be carried out now has no effect; it is not an error.
            perform(command)
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
        if interface == BusInterface.mprisTrackList.rawValue { return trackListValue(property) }
        let info = infoCenter.nowPlayingInfo ?? NowPlayingInfo()
        return MPRISPlayer.value(property, of: info, at: SessionClock.system.monotonic(), track: track)
    }

    func set(_ property: String, in interface: String, to value: BusValue) -> BusReply {
        carryOut(MPRISAction.set(property, to: value))
    }

    func call(_ member: String, in interface: String, arguments: [BusValue]) -> BusReply {
        if interface == BusInterface.mprisTrackList.rawValue { return callTrackList(member, arguments: arguments) }
        return carryOut(MPRISAction.method(member, arguments: arguments, info: infoCenter.nowPlayingInfo, trackID: track.id))
    }
}
