import Foundation
import Glibc
import Testing
import TestSupport

/// `playdeck --together` against Debian's real syncplay-server, with a Python peer that speaks
/// the protocol as the reference client does (TestSupport's SyncplayScriptPeer): each side sees
/// the other's pauses, plays and seeks; a late joiner starts where the room is; bad servers,
/// a wrong password and hostile names are one line each while playback goes on.
@Suite(.enabled(if: SyncplayServer.isInstalled, "syncplay-server is not installed (make test installs it)"))
struct TogetherEndToEndTests {
    /// PlayDeck playing a 2-minute tone headless in the room `r` as `deck`.
    final class Deck {
        let world: TestWorld
        let process: LiveProcess

        init(port: UInt16, extra: [String] = [], file: String? = nil, config: String? = nil) throws {
            world = try TestWorld()
            if let config {
                try FileManager.default.createDirectory(atPath: world.path + "/config/playdeck", withIntermediateDirectories: true)
                try config.write(toFile: world.path + "/config/playdeck/config.toml", atomically: true, encoding: .utf8)
            }
            let tone = try file ?? Fixtures.tone(seconds: 120, title: "Together")
            process = try world.start(["--headless", "--json", "--no-mpris", "--no-resume", "--ao", "null",
                                       "--together", "127.0.0.1:\(port)", "--room", "r", "--name", "deck"] + extra + [tone])
        }

        deinit {
            process.stop()
            world.remove()
        }

        var snapshots: [[String: Any]] { (try? HeadlessJSONTests.lines(process.stdoutLines.joined(separator: "\n"))) ?? [] }

        /// Waits for a snapshot after the first `skipping` that satisfies `condition`.
        func waitFor(_ what: String, skipping: Int = 0, _ condition: @escaping ([String: Any]) -> Bool) throws {
            guard process.wait(timeout: 20, for: { snapshots.dropFirst(skipping).contains(where: condition) }) else {
                throw FixtureError("PlayDeck never \(what): \(snapshots.suffix(3)) \(process.stderrLines)")
            }
        }

        /// Waits for a line on standard error that contains `text`.
        func waitForLine(_ text: String, count: Int = 1) -> Bool {
            process.wait(timeout: 30) { process.stderrLines.filter { $0.contains(text) }.count >= count }
        }

        func remote(_ arguments: [String]) throws {
            let result = try world.run(["remote", "--pid", String(process.pid)] + arguments)
            guard result.status == 0 else { throw FixtureError("remote \(arguments): \(result.stderr)") }
        }

        /// The last snapshot's state.
        var state: String? { snapshots.last?["state"] as? String }
    }

    static func paused(_ snapshot: [String: Any]) -> Bool { snapshot["state"] as? String == "paused" }
    static func playing(_ snapshot: [String: Any]) -> Bool { snapshot["state"] as? String == "playing" }
    static func at(_ seconds: Double, _ snapshot: [String: Any]) -> Bool {
        (snapshot["elapsed"] as? Double).map { abs($0 - seconds) < 1.5 } ?? false
    }

    @Test func theRoomsPausePlayAndSeekReachPlayDeckAndPlayDecksReachTheRoom() throws {
        let server = try SyncplayServer()
        let ana = try SyncplayScriptPeer(port: server.port)
        let deck = try Deck(port: server.port)
        // The room is paused at 0 (nobody played yet): PlayDeck joins it paused.
        try deck.waitFor("joined the paused room", Self.paused)
        #expect(deck.waitForLine("Joined the room r as deck"))

        try ana.tell(["pause": false])
        try deck.waitFor("played with the room", Self.playing)
        #expect(deck.waitForLine("ana unpaused"))
        try ana.tell(["seek": 30])
        try deck.waitFor("sought to 30 with the room") { Self.playing($0) && Self.at(30, $0) }
        try ana.tell(["pause": true])
        try deck.waitFor("paused with the room") { Self.paused($0) && (($0["elapsed"] as? Double) ?? 0) >= 30 }
        #expect(deck.waitForLine("ana paused at 0:3"))

        // Now PlayDeck's own changes, as the reference client announces them.
        let seen = { (condition: ([String: Any]) -> Bool) in ana.wait { ana.playstates.contains(where: condition) } }
        try deck.remote(["play"])
        #expect(seen { $0["paused"] as? Bool == false && $0["setBy"] as? String == "deck" }, "\(ana.playstates.suffix(3))")
        try deck.remote(["seek", "60"])
        #expect(seen { $0["doSeek"] as? Bool == true && $0["setBy"] as? String == "deck" && abs(($0["position"] as? Double ?? 0) - 60) < 1.5 },
                "\(ana.playstates.suffix(3))")
        try deck.remote(["pause"])
        #expect(seen { $0["paused"] as? Bool == true && $0["setBy"] as? String == "deck" && ($0["position"] as? Double ?? 0) >= 60 },
                "\(ana.playstates.suffix(3))")
        let announced = ana.received.compactMap { (($0["Set"] as? [String: Any])?["user"] as? [String: Any])?["deck"] as? [String: Any] }
        let file = announced.compactMap { $0["file"] as? [String: Any] }.last
        #expect(file?["name"] as? String == URL(fileURLWithPath: deck.snapshots.last?["path"] as? String ?? "").lastPathComponent)
        #expect(abs((file?["duration"] as? Double ?? 0) - 120) < 1, "\(String(describing: file))")
    }

    @Test func aLateJoinerStartsWhereTheRoomIsAndADifferentFileIsSaid() throws {
        let server = try SyncplayServer()
        let ana = try SyncplayScriptPeer(port: server.port, file: "another film.mkv", duration: 5400)
        try ana.tell(["pause": false])
        try ana.tell(["seek": 40])
        let deck = try Deck(port: server.port)
        try deck.waitFor("started where the room is") { Self.playing($0) && (($0["elapsed"] as? Double) ?? 0) >= 40 }
        #expect(deck.waitForLine("Room r: ana (different file: another film.mkv)"), "\(deck.process.stderrLines)")
    }

    @Test func aWrongPasswordIsOneLineAndPlaybackGoesOn() throws {
        let server = try SyncplayServer(arguments: ["--password", "sesame"])
        let wrong = try Deck(port: server.port, extra: ["--password", "open"])
        #expect(wrong.waitForLine("the server refused: Wrong password supplied"), "\(wrong.process.stderrLines)")
        try wrong.waitFor("played on", Self.playing)
        let right = try Deck(port: server.port, extra: ["--password", "sesame"])
        #expect(right.waitForLine("Joined the room r as deck"), "\(right.process.stderrLines)")
        #expect(wrong.process.stderrLines.filter { $0.contains("refused") }.count == 1, "not retried: \(wrong.process.stderrLines)")
        #expect(!wrong.process.stderrLines.joined().contains("sesame") && !wrong.process.stderrLines.joined().contains("open"))
    }

    @Test func chatAndNamesWithEscapeSequencesAreSanitised() throws {
        let server = try SyncplayServer()
        let deck = try Deck(port: server.port)
        #expect(deck.waitForLine("Joined the room"))
        let ana = try SyncplayScriptPeer(port: server.port, name: "ana\u{1B}[2J")
        try ana.tell(["chat": "look \u{1B}]52;c;Ym9vbQ==\u{07} at this"])
        #expect(deck.waitForLine("look"), "\(deck.process.stderrLines)")
        let all = deck.process.stderrLines.joined(separator: "\n")
        #expect(!all.contains("\u{1B}") && !all.contains("\u{07}"), "\(all)")
        #expect(all.contains("<ana\u{FFFD}[2J> look \u{FFFD}]52;c;Ym9vbQ==\u{FFFD} at this"), "\(all)")
    }

    @Test func aRestartedServerIsRejoinedAndPlaybackNeverStops() throws {
        var server: SyncplayServer? = try SyncplayServer()
        let port = try #require(server?.port)
        let deck = try Deck(port: port)
        try deck.waitFor("joined the paused room", Self.paused)
        let joined = deck.snapshots.count
        try deck.remote(["play"])
        try deck.waitFor("played", skipping: joined, Self.playing)
        server?.stop()
        server = nil
        #expect(deck.waitForLine("closed the connection"), "\(deck.process.stderrLines)")
        server = try SyncplayServer(port: port)
        #expect(deck.waitForLine("Joined the room r as deck", count: 2), "\(deck.process.stderrLines)")
        // The new server's room is nobody's yet: it takes PlayDeck's state, not PlayDeck its pause at 0.
        let ana = try SyncplayScriptPeer(port: port)
        #expect(ana.wait { ana.playstates.contains { $0["paused"] as? Bool == false && ($0["position"] as? Double ?? 0) > 1 } },
                "\(ana.playstates.suffix(3))")
        #expect(deck.state == "playing", "\(deck.snapshots.suffix(2))")
        #expect(deck.snapshots.allSatisfy { $0["state"] as? String != "stopped" })
    }

    @Test(arguments: [("garbage", "is not Syncplay"), ("oversized", "longer than 256 KiB"), ("silent", "has not answered for 12.5 s")])
    func aServerThatSendsWhatIsNotSyncplayIsOneLineAndTriedAgain(mode: String, line: String) throws {
        let (fake, port) = try SyncplayScriptPeer.fakeServer(mode)
        let deck = try Deck(port: port)
        #expect(deck.waitForLine(line), "\(deck.process.stderrLines)")
        #expect(fake.wait { fake.lines.filter { $0 == "accepted" }.count >= 2 }, "reconnected")
        try deck.remote(["pause"])
        try deck.waitFor("paused", Self.paused)
        #expect(deck.process.stderrLines.filter { $0.contains(line) }.count == 1, "said once: \(deck.process.stderrLines)")
    }
}

/// PlayDeck and the real Syncplay client driving a real mpv in one room on Debian's server:
/// each side's pause, play and seek reach the other.
@Suite(.enabled(if: SyncplayServer.isInstalled && SyncplayReferenceClient.isInstalled, "syncplay is not installed (make test installs it)"))
struct TogetherWithTheReferenceClientTests {
    typealias Deck = TogetherEndToEndTests.Deck

    @Test func playDeckAndMPVUnderSyncplayFollowEachOther() throws {
        let server = try SyncplayServer()
        let tone = try Fixtures.tone(seconds: 120, title: "Together")
        let deck = try Deck(port: server.port, file: tone)
        #expect(deck.waitForLine("Joined the room r as deck"))
        let bob = try SyncplayReferenceClient(port: server.port, file: tone)
        #expect(deck.waitForLine("bob is playing"), "\(deck.process.stderrLines)")
        #expect(!deck.process.stderrLines.contains { $0.contains("different file") }, "\(deck.process.stderrLines)")

        // PlayDeck plays: mpv plays.
        try deck.remote(["play"])
        #expect(bob.wait { (try? bob.get("pause")) as? Bool == false }, "mpv never played: \(bob.log.suffix(5))")
        // mpv pauses: PlayDeck pauses, where mpv did. Once mpv has moved on from 0: under load a
        // pause sent the moment it played landed at 0:00, where PlayDeck's pause looked like its
        // first state.
        #expect(bob.wait { ((try? bob.get("time-pos")) as? Double).map { $0 >= 1 } ?? false },
                "mpv never moved: \(String(describing: try? bob.get("time-pos")))")
        try bob.set("pause", true)
        try deck.waitFor("paused with mpv", skipping: 0) { TogetherEndToEndTests.paused($0) && (($0["elapsed"] as? Double) ?? 0) > 0 }
        #expect(deck.waitForLine("bob paused at"))
        // PlayDeck seeks: mpv seeks.
        try deck.remote(["seek", "50"])
        #expect(bob.wait { ((try? bob.get("time-pos")) as? Double).map { abs($0 - 50) < 1.5 } ?? false },
                "mpv never reached 50: \(String(describing: try? bob.get("time-pos")))")
        // mpv seeks: PlayDeck seeks.
        try bob.set("time-pos", 80.0)
        try deck.waitFor("sought with mpv") { TogetherEndToEndTests.at(80, $0) }
        #expect(deck.waitForLine("bob jumped from"))
    }

    @Test func aLateJoinerInAPasswordRoomStartsWhereMPVIsAndChatsAndFilesAreSeenBothWays() throws {
        let server = try SyncplayServer(arguments: ["--password", "sesame"])
        let bob = try SyncplayReferenceClient(port: server.port, password: "sesame", file: try Fixtures.tone(seconds: 120, title: "Bob's"))
        // Alone in the room, the reference client lets its mpv play at once.
        try bob.set("pause", false)
        try bob.set("time-pos", 40.0)
        let deck = try Deck(port: server.port, extra: ["--password", "sesame"], file: try Fixtures.tone(seconds: 120, title: "Other"))
        try deck.waitFor("started where mpv is") { TogetherEndToEndTests.playing($0) && (($0["elapsed"] as? Double) ?? 0) >= 40 }
        #expect(deck.waitForLine("different file"), "\(deck.process.stderrLines)")
        #expect(bob.wait { bob.log.contains { $0.contains("Your file differs in the following way(s): name") } },
                "\(bob.log.suffix(8))")
        bob.type("ch hello from mpv")
        #expect(deck.waitForLine("<bob> hello from mpv"), "\(deck.process.stderrLines)")
    }
}
