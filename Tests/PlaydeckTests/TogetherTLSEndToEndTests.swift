import Foundation
import Testing
import TestSupport

/// `playdeck --together` over TLS (STARTTLS, as syncplay 1.6.9 does it) against Debian's real
/// syncplay-server with `--tls` and a throwaway certificate of the test's own CA: PlayDeck joins
/// encrypted and the room's pauses reach it and its reach the room; a certificate not valid for
/// the server, or a server without TLS, is one line, no fallback when TLS is required, and
/// playback goes on.
@Suite(.enabled(if: SyncplayServer.isInstalled, "syncplay-server is not installed (make test installs it)"))
struct TogetherTLSEndToEndTests {
    typealias Deck = TogetherEndToEndTests.Deck

    static func config(_ tls: String, caFile: String?) -> String {
        "[together]\ntls = \"\(tls)\"\n" + (caFile.map { "ca_file = \"\($0)\"\n" } ?? "")
    }

    @Test func playDeckJoinsOverTLSAndPausesCrossTheRoom() throws {
        let certificates = try TLSCertificates()
        let server = try SyncplayServer(arguments: ["--tls", certificates.folder])
        let ana = try SyncplayScriptPeer(port: server.port)
        let deck = try Deck(port: server.port, config: Self.config("require", caFile: certificates.caFile))
        #expect(deck.waitForLine("Joined the room r as deck (TLSv1."), "\(deck.process.stderrLines)")
        try deck.waitFor("joined the paused room", TogetherEndToEndTests.paused)

        try ana.tell(["pause": false])
        try deck.waitFor("played with the room", TogetherEndToEndTests.playing)
        try ana.tell(["pause": true])
        try deck.waitFor("paused with the room") { TogetherEndToEndTests.paused($0) && (($0["elapsed"] as? Double) ?? 0) > 0 }
        #expect(deck.waitForLine("ana paused at"))
        try deck.remote(["play"])
        #expect(ana.wait { ana.playstates.contains { $0["paused"] as? Bool == false && $0["setBy"] as? String == "deck" } },
                "\(ana.playstates.suffix(3))")
        #expect(!deck.process.stderrLines.contains { $0.contains("without") }, "\(deck.process.stderrLines)")
    }

    @Test(arguments: [
        // Another CA signed the server's certificate; the certificate is for another name.
        (["IP:127.0.0.1"], true, "certificate is not valid for 127.0.0.1: self-signed certificate in certificate chain"),
        (["DNS:localhost"], false, "certificate is not valid for 127.0.0.1: IP address mismatch"),
    ])
    func aCertificateNotValidForTheServerIsOneLineAndNoRoomWhenTLSIsRequired(names: [String], otherCA: Bool, line: String) throws {
        let certificates = try TLSCertificates(names: names)
        let trusted = otherCA ? try TLSCertificates() : certificates
        let server = try SyncplayServer(arguments: ["--tls", certificates.folder])
        let deck = try Deck(port: server.port, config: Self.config("require", caFile: trusted.caFile))
        #expect(deck.waitForLine(line + "; not joined ([together] tls = \"require\")"), "\(deck.process.stderrLines)")
        try deck.remote(["play"])
        try deck.waitFor("played on", TogetherEndToEndTests.playing)
        let ana = try SyncplayScriptPeer(port: server.port)
        #expect(!ana.received.contains { (($0["Set"] as? [String: Any])?["user"] as? [String: Any])?["deck"] != nil },
                "PlayDeck joined in the clear: \(ana.received)")
        #expect(deck.process.stderrLines.filter { $0.contains("certificate") }.count == 1, "said once: \(deck.process.stderrLines)")
        #expect(!deck.process.stderrLines.contains { $0.contains("Joined the room") }, "\(deck.process.stderrLines)")
    }

    @Test func withTLSPreferredABadCertificateOrAServerWithoutTLSIsSaidAndTheRoomJoinedInTheClear() throws {
        let certificates = try TLSCertificates()
        let stranger = try TLSCertificates()
        let secured = try SyncplayServer(arguments: ["--tls", certificates.folder])
        let deck = try Deck(port: secured.port, config: Self.config("prefer", caFile: stranger.caFile))
        #expect(deck.waitForLine("certificate is not valid for 127.0.0.1: self-signed certificate in certificate chain; joining without TLS"),
                "\(deck.process.stderrLines)")
        #expect(deck.waitForLine("Joined the room r as deck"), "\(deck.process.stderrLines)")
        #expect(!deck.process.stderrLines.contains { $0.contains("(TLSv1") }, "\(deck.process.stderrLines)")

        let plain = try SyncplayServer()
        let other = try Deck(port: plain.port, config: Self.config("prefer", caFile: nil))
        #expect(other.waitForLine("does not offer TLS; joining without it"), "\(other.process.stderrLines)")
        #expect(other.waitForLine("Joined the room r as deck"), "\(other.process.stderrLines)")
        let required = try Deck(port: plain.port, config: Self.config("require", caFile: nil))
        #expect(required.waitForLine("does not offer TLS; not joined ([together] tls = \"require\")"), "\(required.process.stderrLines)")
        try required.remote(["play"])
        try required.waitFor("played on", TogetherEndToEndTests.playing)
    }
}
