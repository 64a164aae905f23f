import Foundation
import Testing
import TestSupport
@testable import Remote

/// The players panel's list: every MPRIS player on a private bus, followed as players come,
/// change and go.
@Suite(.serialized) struct MPRISPlayersTests {
    @Test func playersAppearingChangingAndLeavingUpdateTheList() throws {
        let fixture = try BusClientFixture()
        let players = MPRISPlayers(client: fixture.client)
        var changes = 0
        players.onChange = { changes += 1 }
        #expect(fixture.turn { players.isReady })
        #expect(players.players.isEmpty)
        let first = try PythonMPRISPlayer(bus: fixture.bus)
        #expect(fixture.turn { players.players.first?.identity == "Test Player" && players.players.first?.title == "Python Song" })
        #expect(players.players.first?.status == "Playing")
        try first.tell(["status", "Paused"])
        #expect(fixture.turn { players.players.first?.status == "Paused" })
        let second = try PythonMPRISPlayer(bus: fixture.bus, name: "second", identity: "Second Player", track: ["title": "Other"])
        #expect(fixture.turn { players.players.count == 2 && players.players.contains { $0.identity == "Second Player" } })
        #expect(players.players.map(\.busName) == ["org.mpris.MediaPlayer2.second", "org.mpris.MediaPlayer2.testplayer"])
        first.stop()
        #expect(fixture.turn { players.players.map(\.identity) == ["Second Player"] })
        second.stop()
        #expect(fixture.turn { players.players.isEmpty })
        #expect(changes >= 6)
    }

    @Test func thePlayersAlreadyOnTheBusAreListedBeforeReady() throws {
        let fixture = try BusClientFixture()
        let player = try PythonMPRISPlayer(bus: fixture.bus, name: "vlc.instance42", identity: "VLC media player")
        let players = MPRISPlayers(client: fixture.client)
        #expect(fixture.turn { players.isReady })
        #expect(players.players.map(\.identity) == ["VLC media player"], "identity asked before ready")
        #expect(players.find("vlc")?.busName == player.busName, "a name's first part, as playerctl takes it")
        #expect(players.find("vlc media player")?.busName == player.busName, "the identity, case ignored")
        #expect(players.find("org.mpris.MediaPlayer2.vlc.instance42") != nil)
        #expect(players.find("vl") == nil)
    }
}
