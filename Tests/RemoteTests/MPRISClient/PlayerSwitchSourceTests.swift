import Commands
import NowPlaying
import Testing
import TestSupport
@testable import Remote

/// A normal playdeck's tile source: its own session (a recorded stand-in here), the Players list
/// over a private bus with Python players, switching to one, and coming back.
@Suite(.serialized) struct PlayerSwitchSourceTests {
    /// This PlayDeck's session as the switch sees it: a queue of four, "Home Song" playing.
    final class HomeSource: NowPlayingSource {
        var info = NowPlayingInfo()
        private(set) var commands: [Command] = []
        private(set) var intents: [NowPlayingIntent] = []
        private var observers: [Int: (NowPlayingValue) -> Void] = [:]
        var requestsSent: Int { 0 }
        var requestsAnswered: Int { 0 }

        init() {
            info.metadata.title = "Home Song"
            info.path = "/music/home.mp3"
            info.state = .playing
            info.queueIndex = 2
            info.queueCount = 4
            info.queueRevision = 7
            info.artworkID = 1
        }

        func subscribe(_ observer: @escaping (NowPlayingValue) -> Void) -> Int {
            observers[observers.count + 1] = observer
            observer(.nowPlaying(info))
            return observers.count
        }

        func unsubscribe(_ token: Int) { observers[token] = nil }

        func send(_ command: Command, reply: @escaping (RemoteCommandStatus) -> Void) {
            commands.append(command)
            reply(.success)
        }

        func request(_ intent: NowPlayingIntent) {
            intents.append(intent)
            if case let .queueRows(indices) = intent {
                publish(.queueRows(QueueRows(revision: info.queueRevision, total: 4, rows: indices.map {
                    QueueRow(index: $0, id: $0, title: "home \($0)", isCurrent: $0 == 2)
                })))
            }
        }

        func publish(_ value: NowPlayingValue) {
            for observer in observers.values { observer(value) }
        }
    }

    /// The switch over a home source, subscribed, with everything it published kept.
    final class Recorded {
        let home = HomeSource()
        let source: PlayerSwitchSource
        private(set) var values: [NowPlayingValue] = []

        init() {
            source = PlayerSwitchSource(home: home)
            _ = source.subscribe { [unowned self] in values.append($0) }
        }

        var info: NowPlayingInfo? { values.compactMap { if case let .nowPlaying(info) = $0 { info } else { nil } }.last }
        var rows: QueueRows? { values.compactMap { if case let .queueRows(rows) = $0 { rows } else { nil } }.last }
        var notices: [String] { values.compactMap { if case let .notice(text) = $0 { text } else { nil } } }

        func send(_ command: Command, fixture: BusClientFixture) -> RemoteCommandStatus? {
            var status: RemoteCommandStatus?
            source.send(command) { status = $0 }
            fixture.turn { status != nil }
            return status
        }
    }

    @Test func thisPlayDeckIsFirstAndItsOwnBusNameIsNotListedAgain() throws {
        let fixture = try BusClientFixture()
        let other = try PythonMPRISPlayer(bus: fixture.bus, name: "alpha", identity: "Alpha", track: ["title": "A Song"])
        defer { other.stop() }
        let itself = try PythonMPRISPlayer(bus: fixture.bus, name: "playdeck", identity: "PlayDeck", track: ["title": "Home Song"])
        defer { itself.stop() }
        let recorded = Recorded()
        #expect(recorded.info?.queueCount == 4 && recorded.info?.queueIndex == 2, "the home queue until P")
        recorded.source.listPlayers(client: fixture.client, loop: fixture.loop, options: MPRISClientOptions()) {
            itself.busName
        }
        #expect(recorded.source.listsPlayers)
        #expect(fixture.turn { recorded.info?.queueCount == 2 })
        #expect(fixture.turn {
            recorded.source.request(.queueRows([0, 1]))
            return recorded.rows?.rows.map(\.title) == ["This PlayDeck · Playing · Home Song", "Alpha · Playing · A Song"]
        })
        #expect(recorded.info?.queueIndex == 0, "this PlayDeck is the one shown")
        #expect(recorded.rows?.rows.map(\.isCurrent) == [true, false])
        #expect(recorded.send(.remove(2), fixture: fixture) == .disabled("The players list cannot be edited"))
        recorded.source.listClosed()
        #expect(!recorded.source.listsPlayers)
        #expect(recorded.info?.queueCount == 4 && recorded.info?.queueIndex == 2, "the home queue again")
        recorded.source.request(.queueRows([0]))
        #expect(recorded.rows?.rows.map(\.title) == ["home 0"])
        #expect(recorded.rows?.revision == recorded.info?.queueRevision, "its rows at the revision published")
        #expect(recorded.home.commands.isEmpty)

        // Closed, the list follows nobody: another player's change reaches this PlayDeck no more.
        let published = recorded.values.count
        try other.tell(["title", "A New Song"])
        var answered = false
        // Its answer comes after the signal the player sent before it.
        fixture.client.property("Identity", of: other.busName, interface: MPRISSource.rootInterface) { _ in answered = true }
        #expect(fixture.turn { answered })
        #expect(recorded.values.count == published, "\(recorded.values.dropFirst(published))")
        recorded.source.listPlayers(client: fixture.client, loop: fixture.loop, options: MPRISClientOptions()) {
            itself.busName
        }
        #expect(fixture.turn {
            recorded.source.request(.queueRows([1]))
            return recorded.rows?.rows.map(\.title) == ["Alpha · Playing · A New Song"]
        }, "listed afresh")
    }

    @Test func choosingAPlayerShowsItAndQuitComesBackFirst() throws {
        let fixture = try BusClientFixture()
        let other = try PythonMPRISPlayer(bus: fixture.bus, name: "alpha", identity: "Alpha",
                                          track: ["title": "A Song", "length": 90_000_000])
        defer { other.stop() }
        let recorded = Recorded()
        recorded.source.listPlayers(client: fixture.client, loop: fixture.loop, options: MPRISClientOptions()) { nil }
        #expect(fixture.turn { recorded.info?.queueCount == 2 })
        var chosen = 0
        recorded.source.onChoose = { chosen += 1 }
        #expect(recorded.send(.playIndex(2), fixture: fixture) == .success)
        #expect(chosen == 1)
        #expect(fixture.turn { recorded.info?.metadata.title == "A Song" })
        #expect(recorded.info?.queueIndex == 1 && recorded.info?.queueCount == 2, "its place in the players list")
        #expect(recorded.info?.duration == 90)
        #expect(recorded.send(.togglePause, fixture: fixture) == .success)
        #expect(other.waitForCall("call PlayPause"))
        recorded.source.listClosed()
        #expect(recorded.source.listsPlayers, "while another player is shown, the list is the players")
        #expect(recorded.send(.quit, fixture: fixture) == .success)
        #expect(recorded.source.shown == nil)
        #expect(recorded.info?.metadata.title == "Home Song" && recorded.info?.queueCount == 4)
        #expect(recorded.notices.contains("Back to this PlayDeck; q again quits it"))
        #expect(recorded.home.commands.isEmpty, "quit did not reach this PlayDeck while the other was shown")
        #expect(recorded.send(.quit, fixture: fixture) == .success)
        #expect(recorded.home.commands == [.quit])
        try other.tell(["status", "Paused"])
        #expect(!other.received.contains { $0.hasPrefix("call Quit") })
    }

    @Test func aPlayerThatLeavesSendsTheTileBackHome() throws {
        let fixture = try BusClientFixture()
        let other = try PythonMPRISPlayer(bus: fixture.bus, name: "alpha", identity: "Alpha", track: ["title": "A Song"])
        let recorded = Recorded()
        recorded.source.listPlayers(client: fixture.client, loop: fixture.loop, options: MPRISClientOptions()) { nil }
        #expect(fixture.turn { recorded.info?.queueCount == 2 })
        #expect(recorded.send(.playIndex(2), fixture: fixture) == .success)
        #expect(fixture.turn { recorded.info?.metadata.title == "A Song" })
        other.stop()
        #expect(fixture.turn { recorded.source.shown == nil })
        #expect(recorded.info?.metadata.title == "Home Song")
        #expect(recorded.notices.contains { $0.hasSuffix("; back to this PlayDeck") }, "\(recorded.notices)")
    }
}
