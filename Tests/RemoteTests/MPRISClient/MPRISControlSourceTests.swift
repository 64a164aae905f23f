import Commands
import NowPlaying
import Testing
import TestSupport
@testable import Remote

/// `playdeck control`'s source: the players as the list's rows, choosing one, and losing it.
@Suite(.serialized) struct MPRISControlSourceTests {
    @Test func thePlayersAreTheListAndChoosingOneShowsItsNowPlaying() throws {
        let fixture = try BusClientFixture()
        let first = try PythonMPRISPlayer(bus: fixture.bus, name: "alpha", identity: "Alpha", track: ["title": "A Song"])
        let second = try PythonMPRISPlayer(bus: fixture.bus, name: "beta", identity: "Beta", track: ["title": "B Song"])
        defer { second.stop() }
        let source = MPRISControlSource(client: fixture.client, loop: fixture.loop)
        var values: [NowPlayingValue] = []
        _ = source.subscribe { values.append($0) }
        #expect(fixture.turn { source.players.players.map(\.title) == ["A Song", "B Song"] })
        source.request(.queueRows([0, 1]))
        let rows = values.compactMap { if case let .queueRows(rows) = $0 { rows } else { nil } }.last
        #expect(rows?.rows.map(\.title) == ["Alpha · Playing · A Song", "Beta · Playing · B Song"])
        #expect(fixture.send(.togglePause, to: source) == .noActionableNowPlayingItem, "nothing chosen yet")
        #expect(fixture.send(.playIndex(2), to: source) == .success)
        #expect(fixture.turn { source.chosen?.latest?.metadata.title == "B Song" })
        let info = values.compactMap { if case let .nowPlaying(info) = $0 { info } else { nil } }.last
        #expect(info?.queueIndex == 1 && info?.queueCount == 2, "the chosen player's place in the list")
        #expect(fixture.send(.togglePause, to: source) == .success)
        #expect(second.waitForCall("call PlayPause"))
        try first.tell(["status", "Playing"])
        #expect(first.received.isEmpty, "the other player was sent nothing")
        #expect(fixture.send(.remove(1), to: source) == .disabled("The players list cannot be edited"))
        second.stop()
        #expect(fixture.turn { source.chosen == nil && values.contains(.notice("Beta left the bus")) })
        #expect(fixture.turn { source.players.players.count == 1 })
        first.stop()
    }
}

extension BusClientFixture {
    /// Sends a command to the control source and turns the loop until it is answered.
    func send(_ command: Command, to source: MPRISControlSource) -> RemoteCommandStatus? {
        var status: RemoteCommandStatus?
        source.send(command) { status = $0 }
        turn { status != nil }
        return status
    }
}
