import Foundation
import Testing
import TestSupport

/// `playdeck --server NAME QUERY` through the real libmpv against Debian's supysonic 0.7.2: the
/// server's tracks play, named by the server's tags, and no credential reaches the status.
@Suite(.enabled(if: SupysonicServer.isInstalled)) struct ServerQueueTests {
    /// A world with supysonic added as "home".
    private func world() throws -> (TestWorld, SupysonicServer) {
        let server = try SupysonicServer.shared.get()
        let world = try TestWorld()
        let add = try world.addServer(server)
        guard add.status == 0 else { throw FixtureError("server add: \(add.stderr)") }
        return (world, server)
    }

    @Test func anAlbumQueryPlaysTheAlbumsTracksInOrderNamedByTheServersTags() throws {
        let (world, server) = try world()
        let player = try BackgroundPlayer(["--server", "home", "album:Polar", "artist:aurora"], in: world)
        defer { _ = player }
        let playing = try Attach.waitForStatus(in: world, seconds: 30) { $0.state == "playing" && ($0.elapsed ?? 0) > 0.2 }
        #expect(playing.title == "Solar Wind" && playing.queueIndex == 0, "\(playing)")
        let status = try world.run(["status", "--json"])
        let object = try JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as? [String: Any]
        #expect(object?["artist"] as? String == "Aurora Fields")
        #expect(object?["album"] as? String == "Polar")
        #expect(object?["queueCount"] as? Int == 3)
        #expect((object?["path"] as? String)?.hasPrefix("subsonic://home/") == true, "\(status.stdout)")
        let hex = SupysonicServer.password.utf8.map { String(format: "%02x", $0) }.joined()
        let queue = try world.run(["remote", "queue"])
        #expect(queue.stdout.split(separator: "\n").map(String.init)
                == ["▶ 1. Solar Wind — Aurora Fields", "  2. Magnetosphere — Aurora Fields", "  3. Green Curtain — Aurora Fields"], "\(queue.stdout)")
        for output in [status.stdout, status.stderr, queue.stdout, queue.stderr] { #expect(!output.contains(hex) && !output.contains("enc:")) }
        // The server streamed it to PlayDeck (its own log: other tests share the server and the
        // user, so its Now Playing, the last track streamed, may be theirs).
        let first = try #require(object?["path"] as? String).replacingOccurrences(of: "subsonic://home/", with: "")
        #expect(server.requests.contains { $0.contains("GET /rest/stream.view?") && $0.contains("c=PlayDeck") && $0.contains("id=\(first)") },
                "\(server.requests.suffix(5))")
    }

    @Test func aRestoredSessionsServerTracksPlayAgain() throws {
        let (world, _) = try world()
        let first = try BackgroundPlayer(["--server", "home", "album:Hush"], in: world, options: ["--no-mpris", "--pause"])
        let paused = try Attach.waitForStatus(in: world, seconds: 30) { $0.title == "Écoute" }
        #expect(paused.title == "Écoute", "\(paused)")
        #expect(try world.run(["remote", "quit"]).status == 0)
        #expect(first.process.hasEnded(within: 20))
        // Nothing named: the last session comes back, its server items opening their stream again.
        let second = try BackgroundPlayer([], in: world)
        defer { _ = second }
        _ = try Attach.waitForStatus(in: world, seconds: 30) { $0.queueIndex == 0 && $0.state == "paused" }
        #expect(try world.run(["remote", "play"]).status == 0)
        let playing = try Attach.waitForStatus(in: world, seconds: 30) { $0.state == "playing" && ($0.elapsed ?? 0) > 0.2 }
        #expect(playing.state == "playing" && playing.title == "Écoute", "\(playing)")
        let status = try world.run(["status", "--json"]).stdout
        #expect(status.contains("\"path\":\"subsonic:\\/\\/home\\/") || status.contains("\"path\":\"subsonic://home/"), "\(status)")
    }

    @Test func aQueryThatMatchesNothingAndAnUnknownServerAreOneLineEach() throws {
        let (world, _) = try world()
        let nothing = try world.run(["--headless", "--ao", "null", "--server", "home", "album:Nowhere"])
        #expect(nothing.status == 1)
        #expect(nothing.stderr == "playdeck: home: nothing on the server matches album:Nowhere\n")
        let unknown = try world.run(["--headless", "--ao", "null", "--server", "elsewhere", "x"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr == "playdeck: no server is called elsewhere (playdeck server list)\n")
    }

    /// `remote add subsonic://home/ID` of a song no list showed: the player asks the server for
    /// it (getSong) and queues it with the server's tags; an id the server does not know adds
    /// nothing. Checked with the song's id read from the server's API directly.
    @Test func aRemoteAddsASongNoListShowedByItsIDAndAnUnknownIDAddsNothing() throws {
        let (world, server) = try world()
        let found = try server.api("search3", ["query": "Green Curtain"])
        let songs = (found["searchResult3"] as? [String: Any])?["song"] as? [[String: Any]] ?? []
        let id = try #require(songs.first?["id"].map { "\($0)" }, "\(found)")
        let tone = try Fixtures.tone(seconds: 30)
        let player = try BackgroundPlayer(["--pause", tone], in: world)
        defer { _ = player }
        let added = try world.run(["remote", "add", "subsonic://home/\(id)"])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout == "Asking home for the song\n", "\(added.stdout)")
        _ = try world.run(["remote", "add", "subsonic://home/nosuchsong"])
        // Each look is a process of its own, which paces the asking.
        let deadline = Date().addingTimeInterval(30)
        // The unknown id is asked after the known one, and may still be on its way once the
        // known one is in the queue: both are waited for.
        var queue: [String] = []
        var askedUnknown = false
        repeat {
            queue = try world.run(["remote", "queue"]).stdout.split(separator: "\n").map(String.init)
            askedUnknown = server.requests.contains { $0.contains("GET /rest/getSong.view?") && $0.contains("id=nosuchsong") }
        } while (queue.count < 2 || !askedUnknown) && Date() < deadline
        #expect(queue.count == 2 && queue[1] == "  2. Green Curtain — Aurora Fields", "\(queue)")
        #expect(askedUnknown)
        // It plays from the server.
        #expect(try world.run(["remote", "next"]).status == 0)
        #expect(try world.run(["remote", "play"]).status == 0)
        let playing = try Attach.waitForStatus(in: world, seconds: 30) { $0.state == "playing" && ($0.elapsed ?? 0) > 0.2 }
        #expect(playing.title == "Green Curtain", "\(playing)")
        let queueAfter = try world.run(["remote", "queue"]).stdout
        #expect(queueAfter.split(separator: "\n").count == 2, "the unknown id added nothing: \(queueAfter)")
    }
}
