import Foundation
import Testing
import TestSupport

/// `playdeck remote together join|leave|ready|unready|chat` against Debian's real
/// syncplay-server with the Python peer: each reaches the room as the reference client's would,
/// the room's state is in every snapshot (`"together"`), and leaving never stops playback.
@Suite(.enabled(if: SyncplayServer.isInstalled, "syncplay-server is not installed (make test installs it)"))
struct TogetherRemoteTests {
    typealias Deck = TogetherEndToEndTests.Deck

    static func together(_ snapshot: [String: Any]) -> [String: Any]? { snapshot["together"] as? [String: Any] }
    static func members(_ snapshot: [String: Any]) -> [[String: Any]] { together(snapshot)?["members"] as? [[String: Any]] ?? [] }

    /// What the peer heard the server say about `user` (`Set` → `user` → name).
    static func userChanges(_ peer: SyncplayScriptPeer, _ user: String) -> [[String: Any]] {
        peer.received.compactMap { (($0["Set"] as? [String: Any])?["user"] as? [String: Any])?[user] as? [String: Any] }
    }

    @Test func chatReadyAndLeaveReachTheRoomAndJoinRejoinsTheConfiguredRoom() throws {
        let server = try SyncplayServer()
        let ana = try SyncplayScriptPeer(port: server.port)
        let deck = try Deck(port: server.port)
        try deck.waitFor("showed the room with ana in it") { snapshot in
            Self.together(snapshot)?["phase"] as? String == "joined" && Self.together(snapshot)?["room"] as? String == "r"
                && Self.members(snapshot).contains { $0["name"] as? String == "ana" && $0["file"] as? String == "a.ogg" }
        }
        #expect(Self.together(deck.snapshots.last ?? [:])?["server"] as? String == "127.0.0.1:\(server.port)")

        try deck.remote(["together", "chat", "hello", "room"])
        #expect(ana.wait { ana.received.contains { ($0["Chat"] as? [String: Any])?["message"] as? String == "hello room" } },
                "\(ana.received.suffix(3))")
        // The server says it back to everyone, us too: the line is in the room's chat.
        try deck.waitFor("showed its own chat line") { snapshot in
            (Self.together(snapshot)?["chat"] as? [[String: Any]] ?? []).contains { $0["name"] as? String == "deck" && $0["text"] as? String == "hello room" }
        }

        let readiness = { (ready: Bool) in
            ana.wait {
                ana.received.contains {
                    let set = ($0["Set"] as? [String: Any])?["ready"] as? [String: Any]
                    return set?["username"] as? String == "deck" && set?["isReady"] as? Bool == ready && set?["manuallyInitiated"] as? Bool == true
                }
            }
        }
        try deck.remote(["together", "ready"])
        #expect(readiness(true), "\(ana.received.suffix(3))")
        try deck.waitFor("showed itself ready") { Self.together($0)?["isReady"] as? Bool == true }
        try deck.remote(["together", "unready"])
        #expect(readiness(false), "\(ana.received.suffix(3))")

        let before = deck.snapshots.count
        try deck.remote(["together", "leave"])
        #expect(ana.wait { Self.userChanges(ana, "deck").contains { ($0["event"] as? [String: Any])?["left"] != nil } },
                "\(ana.received.suffix(3))")
        try deck.waitFor("left the room", skipping: before) { Self.together($0) == nil }
        #expect(deck.snapshots.allSatisfy { $0["state"] as? String != "stopped" },
                "leaving never stops playback: \(deck.snapshots.map { $0["state"] ?? "-" })")
        let refused = try deck.world.run(["remote", "--pid", String(deck.process.pid), "together", "chat", "anyone?"])
        #expect(refused.status == 1 && refused.stderr.contains("not in a Syncplay room"), "\(refused.stderr)")

        // Without a server: the room it was started with, again.
        try deck.remote(["together", "join"])
        #expect(ana.wait { Self.userChanges(ana, "deck").filter { ($0["event"] as? [String: Any])?["joined"] != nil }.count >= 2 },
                "\(ana.received.suffix(3))")
        try deck.waitFor("showed the room again", skipping: before) { Self.together($0)?["phase"] as? String == "joined" }
    }

    @Test func aPlayerStartedAloneJoinsTheRoomNamedAndStatusShowsIt() throws {
        let server = try SyncplayServer()
        let ana = try SyncplayScriptPeer(port: server.port, file: "another film.mkv", duration: 5400)
        let world = try TestWorld()
        defer { world.remove() }
        let tone = try Fixtures.tone(seconds: 120, title: "Alone")
        let player = try world.start(["--headless", "--json", "--no-mpris", "--no-resume", "--ao", "null", tone])
        defer { player.stop() }
        let pid = String(player.pid)
        #expect(player.wait(timeout: 20) { player.stdoutLines.contains { $0.contains(#""state":"playing""#) } }, "\(player.stderrLines)")
        // Started without a room, none configured: `join` alone says what it needs.
        let refused = try world.run(["remote", "--pid", pid, "together", "join"])
        #expect(refused.status == 1 && refused.stderr.contains("no room to join"), "\(refused.stderr)")
        let misspelt = try world.run(["remote", "--pid", pid, "together", "join", "a:b:c", "--room", "r", "--password", "sesame"])
        #expect(misspelt.status == 1 && misspelt.stderr.contains("not 'a:b:c'") && !misspelt.stderr.contains("sesame"),
                "\(misspelt.stderr)")

        let joined = try world.run(["remote", "--pid", pid, "together", "join", "127.0.0.1:\(server.port)", "--room", "r", "--name", "carol b"])
        #expect(joined.status == 0, "\(joined.stderr)")
        #expect(ana.wait { Self.userChanges(ana, "carol b").contains { ($0["event"] as? [String: Any])?["joined"] != nil } },
                "\(ana.received.suffix(3))")
        var room: [String: Any]?
        let shown = player.wait(timeout: 20) {
            let status = try? world.run(["status", "--json", "--pid", pid])
            let object = status.flatMap { try? JSONSerialization.jsonObject(with: Data($0.stdout.utf8)) as? [String: Any] }
            room = object.flatMap(Self.together)
            return (room?["members"] as? [[String: Any]] ?? []).contains { $0["name"] as? String == "ana" }
        }
        #expect(shown, "\(String(describing: room))")
        #expect(room?["name"] as? String == "carol b" && room?["room"] as? String == "r")
        let member = (room?["members"] as? [[String: Any]])?.first
        #expect(member?["file"] as? String == "another film.mkv" && member?["isSameFile"] as? Bool == false
                && member?["duration"] as? Double == 5400, "\(String(describing: member))")
    }
}
