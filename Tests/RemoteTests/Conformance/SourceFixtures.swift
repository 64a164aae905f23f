import Commands
import EventLoop
import Foundation
import Glibc
import NowPlaying
import PlayerDoubles
@testable import Remote
import Testing
import TestSupport

// Every construction the `NowPlayingSource` conformance suite needs is here and nowhere else:
// the server side (a session on a fake player served by the one server-side `SessionSource`,
// the control socket and the MPRIS service over it on a private bus) and one small factory per
// implementation. When the server side changes, this file changes and the tests do not.

/// Every implementation of `NowPlayingSource` the conformance suite holds to one behaviour.
enum SourceKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// `SessionSource`: the session in this process.
    case inProcess
    /// `SocketSource`: a tile over the control socket (`playdeck attach`) served by a real `ControlServer`.
    case socket
    /// `MPRISSource`: PlayDeck's own MPRIS service seen over a private dbus-daemon (`playdeck control`).
    case mpris
    /// `PlayerSwitchSource` showing this PlayDeck's session, as a normal `playdeck`'s tile has it.
    case switcher
    /// `PlayerSwitchSource` showing a player chosen in its Players list: PlayDeck's service over MPRIS.
    case switcherShowingMPRIS

    var testDescription: String { rawValue }
}

/// The server side every source is made over: one session on a fake player and the one
/// server-side source that serves it (as the stage's, without the program's own commands: no
/// stage runs on a fake player), with the loop that serves the socket and the bus. The fake's clock follows the real monotonic clock (moved on
/// to it at every turn), so that the snapshots' times mean the same in this process, over the
/// socket (an age) and over MPRIS (a position read now).
final class ServerWorld {
    /// What the queue holds: three items; the first has an embedded cover and lyrics beside it
    /// (a real file in a folder of the world's own, so that the workers read them), the others
    /// are only described to the fake player.
    static let titles = ["Aurora", "Borealis", "Solar Wind"]
    /// The first item's lyrics, in its `.lrc`.
    static let lyrics = ["the sky went green above the ice", "and every light was singing"]

    /// The first item's file, made and probed once: a fake player of ten minutes over it.
    private static let coverTone = Result { () throws -> (String, FakeMedia) in
        let path = try Fixtures.tone(seconds: 3, title: titles[0], cover: true)
        var media = try FakeMedia.probe(path)
        media.duration = 600
        return (path, media)
    }

    let loop = EventLoop()
    let clock = ManualClock(now: EventLoop.now())
    let player: FakePlayer
    let infoCenter = NowPlayingInfoCenter()
    let session: NowPlayingSession
    /// What serves the session to every client: the tile in process, the socket, MPRIS.
    let source: SessionSource
    /// The queue's items, in order.
    let items: [MediaItem]
    /// An item whose first five minutes are an ad.
    let adItem: MediaItem
    /// The folder of the first item and its lyrics.
    private let folder: TemporaryDirectory
    /// Wires the session as PlayDeck does: the player targets installed, the session active.
    private let recorder: SessionRecorder
    private let pump: SessionPump
    private var armedDeadline: Double?

    /// A session whose player can open the queue's items and the ad item; nothing plays yet.
    init() throws {
        let (tone, first) = try Self.coverTone.get()
        folder = try TemporaryDirectory()
        let cover = folder.path + "/aurora.mp3"
        try FileManager.default.copyItem(atPath: tone, toPath: cover)
        let lines = Self.lyrics.enumerated().map { String(format: "[00:%02d.00]", $0.offset * 5) + $0.element }
        try lines.joined(separator: "\n").write(toFile: folder.path + "/aurora.lrc", atomically: true, encoding: .utf8)
        let files = [cover: first, "borealis.mp3": FakeMedia.tone(seconds: 600, title: Self.titles[1]),
                     "solar-wind.mp3": FakeMedia.tone(seconds: 600, title: Self.titles[2]),
                     "sponsor.mp3": FakeMedia.tone(seconds: 600, title: "Sponsored")]
        // Titles given with the items: the queue's rows say them before any tags are read.
        items = zip([cover, "borealis.mp3", "solar-wind.mp3"], Self.titles).map { url, title in
            MediaItem(url: url, externalMetadata: [MetadataItem(.title, title)])
        }
        adItem = MediaItem(url: "sponsor.mp3", timeline: try AdTimeline(ranges: [AdTimeRange(start: 0, duration: 300)]))
        player = FakePlayer(clock: clock, files: files)
        player.observe(SessionProperties.observed)
        session = NowPlayingSession(primary: player, infoCenter: infoCenter, clock: clock.sessionClock)
        recorder = SessionRecorder(session: session, infoCenter: infoCenter, handlers: true, activate: true)
        source = SessionSource(infoCenter: infoCenter)
        pump = SessionPump(session, player: player, interstitialPlayer: nil as FakePlayer?)
        armedDeadline = session.nextDeadline()
        session.onDeadlineMayChange = { [unowned self] in armedDeadline = session.nextDeadline() }
        turn()
    }

    deinit { folder.remove() }

    /// Plays `items` and turns until the first plays.
    func play(_ items: [MediaItem]) throws {
        session.play(items: items)
        guard turn(until: { session.makeSnapshot().state == .playing }) else {
            throw FixtureError("the fake player did not start \(items.map(\.url))")
        }
    }

    /// A notice from the player, as it posts one for an item it could not play.
    func post(notice: String) {
        infoCenter.post(notice: notice)
    }

    /// One turn of the program's loop: the fake's time catches up with the real clock, the
    /// session takes what its descriptors bring and its deadline once come, and the loop serves
    /// the socket and the bus for a moment.
    func turn() {
        clock.advance(to: EventLoop.now())
        var entries = pump.descriptors
        if poll(&entries, nfds_t(entries.count), 0) > 0 { _ = pump.deliver(entries) }
        if let due = armedDeadline, due <= clock.now {
            armedDeadline = nil
            session.timeDidPass()
        }
        loop.runOnce(timeout: 0.005)
    }

    /// Turns until `condition` holds; false after `seconds` (a hang, not a slow answer).
    @discardableResult
    func turn(within seconds: Double = 10, until condition: () -> Bool) -> Bool {
        let end = EventLoop.now() + seconds
        while !condition() {
            guard EventLoop.now() < end else { return false }
            turn()
        }
        return true
    }

    /// Turns for `seconds` of real time, whatever happens.
    func turn(for seconds: Double) {
        let end = EventLoop.now() + seconds
        while EventLoop.now() < end { turn() }
    }
}

/// A source made, how to end what serves it (nil where that is this process), and how to take
/// it and its server down again.
struct MadeSource {
    let source: NowPlayingSource
    var stopServer: (() -> Void)?
    let close: () -> Void
}

/// One small factory per implementation, each over the same server side.
enum SourceFactory {
    static func make(_ kind: SourceKind, over world: ServerWorld) throws -> MadeSource {
        switch kind {
        case .inProcess: MadeSource(source: world.source, stopServer: nil) {}
        case .socket: try socket(world)
        case .mpris: try mpris(world)
        case .switcher: switcher(world)
        case .switcherShowingMPRIS: try switcherShowingMPRIS(world)
        }
    }

    static func socket(_ world: ServerWorld) throws -> MadeSource {
        let root = try TemporaryDirectory()
        let remote = RemoteControl(loop: world.loop, source: world.source,
                                   directory: SocketDirectory(path: root.path + "/playdeck"), mpris: false)
        guard let path = remote.server?.path else { throw FixtureError("no control socket: \(remote.notices)") }
        let client = try ControlClient(path: path)
        // The handshake by hand: the server answers on the world's loop, which must turn.
        try client.sendRaw("{\"hello\":\(ProtocolHello.currentVersion)}\n")
        var answer: String?
        world.turn { answer = try? client.readLine(timeout: 0); return answer != nil }
        guard case let .success(.hello(hello)) = ServerLine.parse(Array((answer ?? "").utf8), now: 0) else {
            throw FixtureError("no answer to hello: \(answer ?? "nothing")")
        }
        let source = SocketSource(connection: client.handOver(), hello: hello, loop: world.loop)
        return MadeSource(source: source, stopServer: { remote.close() }) {
            source.close()
            remote.close()
            root.remove()
        }
    }

    static func mpris(_ world: ServerWorld) throws -> MadeSource {
        let service = try MPRISServer(world)
        let source = MPRISSource(client: service.client, busName: service.busName, loop: world.loop)
        return MadeSource(source: source, stopServer: service.leaveBus) {
            source.close()
            service.close()
        }
    }

    static func switcher(_ world: ServerWorld) -> MadeSource {
        let source = PlayerSwitchSource(home: world.source)
        return MadeSource(source: source, stopServer: nil) { source.close() }
    }

    /// The switcher's Players list opened and its second row (the service, seen as another
    /// player) chosen, as a person does with P and Enter.
    static func switcherShowingMPRIS(_ world: ServerWorld) throws -> MadeSource {
        let service = try MPRISServer(world)
        let source = PlayerSwitchSource(home: world.source)
        source.listPlayers(client: service.client, loop: world.loop, options: MPRISClientOptions(), homeName: { nil })
        guard world.turn(until: { source.rowEntries().count == 2 }) else { throw FixtureError("the service is not listed") }
        var chosen: RemoteCommandStatus?
        source.send(.playIndex(2)) { chosen = $0 }
        guard chosen == .success, source.shown?.busName == service.busName else {
            throw FixtureError("the service could not be chosen: \(chosen.map { "\($0)" } ?? "no answer")")
        }
        return MadeSource(source: source, stopServer: service.leaveBus) {
            source.close()
            service.close()
        }
    }
}

/// PlayDeck's MPRIS service over the world's session, on a private dbus-daemon, and a bus client
/// of that daemon on the same loop.
final class MPRISServer {
    let busName: String
    let client: BusClient
    private let bus: PrivateBus
    private let cache: TemporaryDirectory
    private let service: MPRISService

    init(_ world: ServerWorld) throws {
        bus = try PrivateBus()
        cache = try TemporaryDirectory()
        service = try ProcessEnvironment.with(["DBUS_SESSION_BUS_ADDRESS": bus.address, "XDG_CACHE_HOME": cache.path]) {
            try MPRISService(loop: world.loop, source: world.source)
        }
        client = try BusClient(loop: world.loop, address: bus.address)
        let service = service
        guard world.turn(until: { service.busName != nil }), let name = service.busName else {
            throw FixtureError("the MPRIS service got no name on the private bus")
        }
        busName = name
    }

    /// The service leaves the bus, as when its PlayDeck quits; the client stays.
    func leaveBus() {
        service.close()
    }

    func close() {
        service.close()
        client.close()
        bus.stop()
        cache.remove()
    }
}

/// `MPRISService` takes no bus address and no cache folder: it joins the environment's session
/// bus and writes its artwork under `$XDG_CACHE_HOME`. Both are set for the moment it is made,
/// one service at a time. A variable absent before is left empty rather than unset: unsetting
/// makes glibc reallocate the environment the next time it is set, under the feet of threads
/// that read it (the tests that start programs). An empty `XDG_CACHE_HOME` reads as unset (it
/// is not absolute); in this process only the services made here read the bus variable, and
/// programs the tests start never inherit it (`ProcessRunner.childEnvironment`).
enum ProcessEnvironment {
    private static let lock = NSLock()

    static func with<T>(_ values: [String: String], _ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        let before = values.keys.map { ($0, getenv($0).map { String(cString: $0) }) }
        for (name, value) in values { setenv(name, value, 1) }
        defer { for (name, value) in before { setenv(name, value ?? "", 1) } }
        return try body()
    }
}
