import Foundation
import Testing
import TestSupport

/// Two PlayDecks and the reference-like Python peer in one room on Debian's syncplay-server:
/// what one PlayDeck does reaches the other through the server, as it reaches any Syncplay client.
@Suite(.enabled(if: SyncplayServer.isInstalled, "syncplay-server is not installed (make test installs it)"))
struct TogetherThreePeersTests {
    typealias Deck = TogetherEndToEndTests.Deck

    @Test func onePlayDecksPausePlayAndSeekReachTheOtherAndTheThirdPeer() throws {
        let server = try SyncplayServer()
        let ana = try SyncplayScriptPeer(port: server.port)
        let deck = try Deck(port: server.port)
        let bo = try Deck(port: server.port, extra: ["--name", "bo"])
        try deck.waitFor("joined the paused room", TogetherEndToEndTests.paused)
        try bo.waitFor("joined the paused room", TogetherEndToEndTests.paused)
        #expect(bo.waitForLine("Joined the room r as bo"), "\(bo.process.stderrLines)")
        #expect(deck.waitForLine("bo"), "the other PlayDeck is seen in the room: \(deck.process.stderrLines)")

        try deck.remote(["play"])
        try bo.waitFor("played when the other PlayDeck did", TogetherEndToEndTests.playing)
        #expect(bo.waitForLine("deck unpaused"), "\(bo.process.stderrLines)")
        try bo.remote(["seek", "45"])
        try deck.waitFor("sought where the other PlayDeck did") { TogetherEndToEndTests.playing($0) && TogetherEndToEndTests.at(45, $0) }
        try bo.remote(["pause"])
        try deck.waitFor("paused where the other PlayDeck did") {
            TogetherEndToEndTests.paused($0) && (($0["elapsed"] as? Double) ?? 0) >= 45
        }
        #expect(ana.wait { ana.playstates.contains { $0["paused"] as? Bool == true && $0["setBy"] as? String == "bo" } },
                "the third peer saw bo's pause: \(ana.playstates.suffix(3))")
        #expect(deck.state == "paused" && bo.state == "paused")
    }
}
