import Foundation
import Testing
import TestSupport

/// What plays from a Subsonic server is its Now Playing and, once played half its length, a
/// play: through the real libmpv against Debian's supysonic 0.7.2, counted in the server's own
/// request log (supysonic 0.7.2 takes `scrobble` but keeps no count of it).
@Suite(.enabled(if: SupysonicServer.isInstalled)) struct SubsonicScrobbleTests {
    private static func add(_ server: SupysonicServer, to world: TestWorld) throws {
        let add = try world.addServer(server)
        guard add.status == 0 else { throw FixtureError("server add: \(add.stderr)") }
    }

    /// Waits until `condition` holds (checked every 50 ms), at most `seconds`.
    private static func wait(_ seconds: Double = 30, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(50_000)
        }
        return condition()
    }

    private static func id(of title: String, on server: SupysonicServer) throws -> String {
        let found = (try server.api("search3", ["query": title])["searchResult3"] as? [String: Any])?["song"] as? [[String: Any]]
        return try #require(found?.first?["id"] as? String)
    }

    @Test func eachTrackIsNowPlayingWhenItStartsAndOnePlayOnceHalfIsPlayed() throws {
        // A server of its own: other tests play the same album from the shared one, and their
        // players scrobble too.
        let server = try SupysonicServer(library: Fixtures.subsonicLibrary, seconds: 40)
        let world = try TestWorld()
        try Self.add(server, to: world)
        let first = try Self.id(of: "Solar Wind", on: server), second = try Self.id(of: "Magnetosphere", on: server)
        let before = server.scrobbles.count
        // 40 s tracks at 8×: half of one is played in 2.5 s.
        let player = try BackgroundPlayer(["--server", "home", "album:Polar"], in: world, options: ["--no-mpris", "--speed", "8"])
        defer { _ = player }
        #expect(Self.wait { server.scrobbles.dropFirst(before).contains { $0.id == second && $0.submission } },
                "\(server.scrobbles.dropFirst(before))")
        let mine = Array(server.scrobbles.dropFirst(before))
        #expect(mine.filter { $0.id == first }.map(\.submission) == [false, true], "\(mine)")
        #expect(mine.filter { $0.id == second }.map(\.submission) == [false, true], "\(mine)")
    }
}

/// A play heard while the server is gone is kept on disk, outlives kill -9, and is sent once
/// the server is back (`playdeck scrobble flush`, no player running).
@Suite(.enabled(if: SupysonicServer.isInstalled)) struct SubsonicScrobbleOutageTests {
    @Test func aPlayTheServerCouldNotTakeIsSentOnceItIsBackAfterAKill() throws {
        let track = Fixtures.LibraryFile("Outage/Outage/01.mp3", ["title": "Long Song", "artist": "Outage Artist", "album": "Outage", "track": "1"])
        let away = try SupysonicServer(library: [track], seconds: 40)
        let world = try TestWorld()
        let add = try world.addServer(away, as: "away")
        #expect(add.status == 0, "\(add.stderr)")
        let found = (try away.api("search3", ["query": "Long Song"])["searchResult3"] as? [String: Any])?["song"] as? [[String: Any]]
        let id = try #require(found?.first?["id"] as? String)
        // At 2×, half the track is played 10 s after it starts: the server is gone by then.
        let player = try BackgroundPlayer(["--server", "away", "album:Outage"], in: world, options: ["--no-mpris", "--speed", "2"])
        #expect(Self.wait { away.scrobbles.contains { $0.id == id && !$0.submission } }, "\(away.requests)")
        away.stop(keepingFiles: true)
        #expect(Self.wait {
            ((try? world.run(["scrobble", "history", "--json"]))?.stdout ?? "").contains("\"title\":\"Long Song\"")
        }, "the listen is kept on disk")
        kill(player.pid, SIGKILL)

        let back = try SupysonicServer(serving: away.home)
        #expect(!away.scrobbles.contains { $0.submission }, "the server was gone")
        let again = try world.addServer(back, as: "away")
        #expect(again.status == 0, "\(again.stderr)")
        let flush = try world.run(["scrobble", "flush"])
        #expect(flush.status == 0, "\(flush.stdout)\(flush.stderr)")
        #expect(back.scrobbles.filter { $0.submission }.map(\.id) == [id], "\(back.requests)")
        #expect(try world.run(["scrobble", "flush"]).status == 0)
        #expect(back.scrobbles.filter { $0.submission }.count == 1, "sent once")
    }

    private static func wait(_ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            if condition() { return true }
            usleep(50_000)
        }
        return condition()
    }
}
