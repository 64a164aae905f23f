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

extension MPRISControlSourceTests {
    @Test func thePlayersChosenInTurnNeverShareAnArtworkIdThoughEachNumbersItsOwnFrom1() throws {
        let fixture = try BusClientFixture()
        let wide = "file://" + (try Fixtures.picture(width: 40, height: 30, format: "png"))
        let tall = "file://" + (try Fixtures.picture(width: 30, height: 40, format: "png"))
        let first = try PythonMPRISPlayer(bus: fixture.bus, name: "alpha", identity: "Alpha", track: ["title": "A", "artUrl": wide])
        defer { first.stop() }
        let second = try PythonMPRISPlayer(bus: fixture.bus, name: "beta", identity: "Beta", track: ["title": "B", "artUrl": tall])
        defer { second.stop() }
        let source = MPRISControlSource(client: fixture.client, loop: fixture.loop)
        var values: [NowPlayingValue] = []
        _ = source.subscribe { values.append($0) }
        var info: NowPlayingInfo? { values.compactMap { if case let .nowPlaying(info) = $0 { info } else { nil } }.last }
        #expect(fixture.turn { source.players.players.count == 2 })
        #expect(fixture.send(.playIndex(1), to: source) == .success)
        #expect(fixture.turn { info?.artworkSize == PixelSize(width: 40, height: 30) })
        let alpha = try #require(info?.artworkID)
        #expect(fixture.send(.playIndex(2), to: source) == .success)
        #expect(fixture.turn { info?.artworkSize == PixelSize(width: 30, height: 40) })
        let beta = try #require(info?.artworkID)
        #expect(alpha != beta, "a tile keeps pictures by id: the second player's would be the first's")
        source.request(.artwork(id: alpha, size: PixelSize(width: 20, height: 20)))
        source.request(.artwork(id: beta, size: PixelSize(width: 20, height: 20)))
        #expect(fixture.turn { values.contains { if case .artwork = $0 { true } else { false } } })
        let pictures = values.compactMap { if case let .artwork(picture) = $0 { picture } else { nil } }
        #expect(pictures.map(\.artworkID) == [beta], "the player shown before is not asked")
        #expect(pictures.first?.image.size == PixelSize(width: 15, height: 20))
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
