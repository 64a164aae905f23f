import Foundation
import Testing
import TestSupport

/// The Room tab of the real binary in tmux, in a room on Debian's real syncplay-server with
/// the Python peer: the peer and its chat are shown, an escape sequence in its name or line
/// never reaches the terminal, a chat line typed reaches the peer, y leaves and joins again.
@Suite(.enabled(if: SyncplayServer.isInstalled, "syncplay-server is not installed (make test installs it)"))
struct TogetherTileEndToEndTests {
    typealias Pane = TileEndToEndTests.Pane

    @Test func theRoomTabShowsThePeerSanitisedAndChatsJoinsAndLeaves() throws {
        let server = try SyncplayServer()
        let ana = try SyncplayScriptPeer(port: server.port, name: "ana\u{1B}]0;pwned\u{07}", file: "another film.mkv", duration: 5400)
        let tone = try Fixtures.tone(seconds: 120, title: "Together Tile")
        let pane = try Pane(["--together", "127.0.0.1:\(server.port)", "--room", "r", "--name", "deck", tone])
        try #require(pane.wait(seconds: 20) { $0.contains("Together Tile") } != nil, "\(pane.screen())")
        // The server relays a chat line to those in the room then: ana waits for deck to join
        // (under load the tile was up before it had, and the line went to nobody).
        #expect(ana.wait { ana.received.contains { (($0["Set"] as? [String: Any])?["user"] as? [String: Any])?["deck"] != nil } },
                "deck never joined: \(ana.received.suffix(3))")
        try ana.tell(["chat": "hi \u{1B}]0;pwned too\u{07}deck"])
        try pane.send("Y")
        let tab = pane.wait(seconds: 20) { screen in
            screen.contains("r on 127.0.0.1:\(server.port) as deck") && screen.contains("another film.mkv (1:30:00) · different file")
                && screen.contains("]0;pwned too") && screen.contains("c chats · r ready · y leaves")
        }
        let shown = try #require(tab, "no room: \(pane.screen())")
        #expect(shown.contains("not ready  ana\u{FFFD}]0;pwned\u{FFFD} · another film.mkv"), "\(shown)")
        #expect(shown.contains("<ana\u{FFFD}]0;pwned\u{FFFD}> hi \u{FFFD}]0;pwned too\u{FFFD}deck"), "\(shown)")
        #expect(!pane.format("#{pane_title}").contains("pwned"), "an escape sequence from the room reached the terminal")

        try pane.send("c")
        try pane.send("-l", "see you at 0:42")
        #expect(pane.wait { $0.contains("Say: see you at 0:42") } != nil, "\(pane.screen())")
        try pane.send("Enter")
        #expect(ana.wait { ana.received.contains { ($0["Chat"] as? [String: Any])?["message"] as? String == "see you at 0:42" } },
                "\(ana.received.suffix(3))")
        #expect(pane.wait(seconds: 10) { $0.contains("<deck> see you at 0:42") } != nil, "\(pane.screen())")

        try pane.send("r")
        #expect(pane.wait(seconds: 10) { $0.contains("as deck · ready") } != nil, "\(pane.screen())")

        try pane.send("y")
        #expect(pane.wait(seconds: 10) { $0.contains("Not in a Syncplay room") && $0.contains("y joins the configured room") } != nil,
                "\(pane.screen())")
        let left = { (user: String) in
            ana.received.contains { ((($0["Set"] as? [String: Any])?["user"] as? [String: Any])?[user] as? [String: Any])?["event"] != nil }
        }
        #expect(ana.wait { left("deck") }, "\(ana.received.suffix(3))")
        try pane.send("y")
        #expect(pane.wait(seconds: 20) { $0.contains("as deck · not ready") && $0.contains("another film.mkv") } != nil,
                "joined again: \(pane.screen())")
        try pane.send("Escape")
        #expect(pane.wait { $0.contains("Together Tile") && $0.contains("Now Playing") } != nil, "the tile is still there: \(pane.screen())")
    }
}
