import Foundation
import Testing
import TestSupport

/// A peer flooding the room with chat: each line is one sanitised line, the room keeps the last
/// ones, and playback goes on untouched.
@Suite(.enabled(if: SyncplayServer.isInstalled, "syncplay-server is not installed (make test installs it)"))
struct TogetherChatFloodTests {
    typealias Deck = TogetherEndToEndTests.Deck

    @Test func aFloodOfChatIsOneLineEachAndPlaybackGoesOn() throws {
        let server = try SyncplayServer()
        let deck = try Deck(port: server.port)
        // The room nobody set yet is paused at 0, and a file starts playing: the room's pause
        // first, then the play.
        try deck.waitFor("joined the paused room", TogetherEndToEndTests.paused)
        let joined = deck.snapshots.count
        try deck.remote(["play"])
        try deck.waitFor("played", skipping: joined, TogetherEndToEndTests.playing)
        let ana = try SyncplayScriptPeer(port: server.port)
        let count = 300
        for n in 1...count {
            try ana.tell(["chat": "line \(n) \u{1B}[31mred\u{1B}[0m"])
        }
        #expect(deck.waitForLine("<ana> line \(count) "), "\(deck.process.stderrLines.suffix(3))")
        let chat = deck.process.stderrLines.filter { $0.contains("<ana> line ") }
        #expect(chat.count == count, "one line each: \(chat.count)")
        #expect(!chat.joined().contains("\u{1B}"))
        let status = try deck.world.run(["status", "--json", "--pid", String(deck.process.pid)])
        let snapshot = try #require(try JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as? [String: Any])
        #expect(snapshot["state"] as? String == "playing", "\(deck.process.stderrLines.filter { !$0.contains("<ana>") })")
        let lines = (snapshot["together"] as? [String: Any])?["chat"] as? [[String: Any]] ?? []
        #expect(lines.count == 20, "the room keeps the last 20: \(lines.count)")
        #expect((lines.last?["text"] as? String)?.hasPrefix("line \(count) ") == true, "\(String(describing: lines.last))")
    }
}
