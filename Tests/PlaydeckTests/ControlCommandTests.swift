import Foundation
import Testing
import TestSupport

/// `playdeck control` in tmux on a private bus, over the Python MPRIS player: the Players
/// panel lists it, Enter shows its Now Playing, and the tile's keys reach it.
@Suite(.serialized) struct ControlCommandTests {
    typealias Pane = TileEndToEndTests.Pane

    @Test func thePlayersPanelListsThePlayerAndTheTileControlsIt() throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let player = try PythonMPRISPlayer(bus: bus)
        let pane = try Pane(["control"], world: try TestWorld(bus: bus.address), options: [])
        let listed = pane.wait(seconds: 10) { $0.contains("╭─ Players") && $0.contains("Test Player · Playing · Python Song") }
        try #require(listed != nil, "no players panel: \(pane.screen())")
        try pane.send("Enter")
        let shown = pane.wait(seconds: 10) { $0.contains("╭─ Now Playing") && $0.contains("Python Song") && $0.contains("Py Artist") }
        try #require(shown != nil, "no Now Playing: \(pane.screen())")
        #expect(pane.wait(seconds: 10) { $0.contains("-1:5") } != nil, "the length is shown: \(pane.screen())")
        try pane.send("Space")
        #expect(player.waitForCall("call PlayPause"), "\(player.received)")
        try pane.tmux(["send-keys", "-l", "l"])
        #expect(pane.wait(seconds: 10) { $0.contains("╭─ Players") && $0.contains("Test Player · Paused") } != nil,
                "the panel opens again on its key, the player paused: \(pane.screen())")
        try pane.tmux(["send-keys", "-l", "q"])
        #expect(pane.exitStatus(within: 10) == 0)
        try player.tell(["status", "Paused"])
        #expect(!player.received.contains("call Stop"), "leaving control leaves the player alone")
    }

    @Test func withNoPlayerOnTheBusItSaysSoAndWaitsForOne() throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let pane = try Pane(["control"], world: try TestWorld(bus: bus.address), options: [])
        #expect(pane.wait(seconds: 10) { $0.contains("No MPRIS player is on the bus; waiting for one") } != nil, "\(pane.screen())")
        let player = try PythonMPRISPlayer(bus: bus, name: "late", identity: "Late Player")
        defer { player.stop() }
        #expect(pane.wait(seconds: 10) { $0.contains("╭─ Players") && $0.contains("Late Player · Playing") } != nil, "\(pane.screen())")
    }
}
