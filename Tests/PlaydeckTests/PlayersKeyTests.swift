import Foundation
import Testing
import TestSupport

/// A normal `playdeck`'s tile in tmux on a private bus, with the Python MPRIS player beside it:
/// P lists the players (this PlayDeck first), choosing one shows it and the keys reach it, and
/// choosing this PlayDeck (or q) comes back, its own playback having gone on meanwhile.
@Suite(.serialized) struct PlayersKeyTests {
    typealias Pane = TileEndToEndTests.Pane

    @Test func pListsThePlayersAndTheTileShowsAndControlsTheOneChosen() throws {
        let tone = try Fixtures.tone(seconds: 60)
        let bus = try PrivateBus()
        defer { bus.stop() }
        let player = try PythonMPRISPlayer(bus: bus)
        defer { player.stop() }
        let world = try TestWorld(bus: bus.address)
        let pane = try Pane([tone], world: world)
        try #require(pane.wait(seconds: 10) { $0.contains("Test Tone") && $0.contains("0:01") } != nil, "\(pane.screen())")
        let before = try Attach.Status(world)
        try pane.tmux(["send-keys", "-l", "P"])
        let listed = pane.wait(seconds: 10) {
            $0.contains("╭─ Players") && $0.contains("This PlayDeck · Playing · Test Tone")
                && $0.contains("Test Player · Playing · Python Song")
        }
        try #require(listed != nil, "no players panel: \(pane.screen())")
        let rows = pane.screen().split(separator: "\n")
        let home = try #require(rows.firstIndex { $0.contains("This PlayDeck") })
        let other = try #require(rows.firstIndex { $0.contains("Test Player") })
        #expect(home < other, "this PlayDeck comes first")

        try pane.send("Down")
        try pane.send("Enter")
        let shown = pane.wait(seconds: 10) {
            $0.contains("╭─ Now Playing") && !$0.contains("╭─ Players") && $0.contains("Python Song") && $0.contains("Py Artist")
        }
        try #require(shown != nil, "the Python player is not shown: \(pane.screen())")
        try pane.send("Space")
        #expect(player.waitForCall("call PlayPause"), "Space reaches the player shown: \(player.received)")
        // Long enough away that playback going on here shows in this PlayDeck's elapsed time.
        pane.wait(seconds: 5) { _ in Date().timeIntervalSince1970 - before.timestamp > 2.5 }

        try pane.tmux(["send-keys", "-l", "P"])
        #expect(pane.wait(seconds: 10) { $0.contains("╭─ Players") && $0.contains("Test Player · Paused") } != nil,
                "the list again, the player paused: \(pane.screen())")
        try pane.send("Up")
        try pane.send("Enter")
        let back = pane.wait(seconds: 10) { !$0.contains("╭─ Players") && $0.contains("Test Tone") && !$0.contains("Python Song") }
        try #require(back != nil, "this PlayDeck is not shown again: \(pane.screen())")
        let after = try Attach.Status(world)
        #expect(after.state == "playing")
        let played = (after.elapsed ?? 0) - (before.elapsed ?? 0), passed = after.timestamp - before.timestamp
        #expect(passed > 2.5 && abs(played - passed) < 0.5, "its own playback went on meanwhile: \(played) s in \(passed) s")
        try pane.send("Space")
        #expect(try Attach.waitForStatus(in: world) { $0.state == "paused" }.state == "paused", "Space is this PlayDeck's again")
        try player.tell(["status", "Playing"])
        #expect(player.received.filter { $0.hasPrefix("call PlayPause") }.count == 1, "\(player.received)")

        // q while another player is shown comes back here first; here, it quits.
        try pane.tmux(["send-keys", "-l", "P"])
        try #require(pane.wait(seconds: 10) { $0.contains("╭─ Players") } != nil, "\(pane.screen())")
        try pane.send("Down")
        try pane.send("Enter")
        try #require(pane.wait(seconds: 10) { $0.contains("Python Song") && !$0.contains("╭─ Players") } != nil, "\(pane.screen())")
        try pane.tmux(["send-keys", "-l", "q"])
        #expect(pane.wait(seconds: 10) { $0.contains("Back to this PlayDeck") && $0.contains("Test Tone") } != nil,
                "\(pane.screen())")
        #expect(pane.exitStatus(within: 0.5) == nil, "q over another player did not quit")
        try pane.tmux(["send-keys", "-l", "q"])
        #expect(pane.exitStatus(within: 10) == 0)
        try player.tell(["status", "Playing"])
        #expect(!player.received.contains("call Quit") && !player.received.contains("call Stop"), "\(player.received)")
    }

    @Test func withoutMPRISTheKeySaysThereIsNoSessionBus() throws {
        let tone = try Fixtures.tone(seconds: 60)
        let pane = try Pane(["--no-mpris", tone])
        try #require(pane.wait(seconds: 10) { $0.contains("Test Tone") } != nil, "\(pane.screen())")
        try pane.tmux(["send-keys", "-l", "P"])
        #expect(pane.wait(seconds: 10) { $0.contains("no session bus: MPRIS is off here") } != nil, "\(pane.screen())")
        #expect(!pane.screen().contains("╭─ Players"))
        try pane.tmux(["send-keys", "-l", "q"])
        #expect(pane.exitStatus(within: 10) == 0)
    }

    /// The elapsed time the tile shows ("0:07 ━━━…"), in seconds.
    static func elapsed(_ screen: String) -> Int? {
        guard let match = screen.firstMatch(of: /(\d+):(\d\d) [━─]/), let minutes = Int(match.1), let seconds = Int(match.2) else {
            return nil
        }
        return minutes * 60 + seconds
    }
}
