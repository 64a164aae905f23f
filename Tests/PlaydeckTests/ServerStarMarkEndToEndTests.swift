import Foundation
import Testing
import TestSupport

/// The star of the server song playing, with the real binary in tmux against Debian's supysonic
/// 0.7.2 of its own (stars are the user's, on the server): the tile's title line marks a song
/// the server lists starred, the mark comes and goes as `playdeck remote star`/`unstar` changes
/// it (the panel's `*` sends the same command), `status --json` says it, and it goes with a
/// queue handed to a background player.
@Suite(.enabled(if: SupysonicServer.isInstalled)) struct ServerStarMarkEndToEndTests {
    typealias Pane = TileEndToEndTests.Pane

    /// The title line of the tile: the row holding `title` (not the frame's notice, "Now playing: …").
    static func titleLine(_ screen: String, _ title: String) -> String? {
        screen.split(separator: "\n").first { $0.contains(title) && !$0.contains("Now playing:") }.map { String($0) }
    }

    static func starred(_ world: TestWorld) throws -> Bool? {
        let status = try world.run(["status", "--json"]).stdout
        return (try JSONSerialization.jsonObject(with: Data(status.utf8)) as? [String: Any])?["starred"] as? Bool
    }

    @Test func theTitleLineMarksTheStarredSongPlayingAndFollowsItsStar() throws {
        let server = try SupysonicServer(library: Fixtures.subsonicLibrary.filter { $0.name.contains("/Polar/") }, seconds: 40)
        defer { server.stop() }
        let solar = try ServerStarEndToEndTests.id(server, "song", "Solar Wind")
        let magnetosphere = try ServerStarEndToEndTests.id(server, "song", "Magnetosphere")
        _ = try server.api("star", ["id": magnetosphere])
        let world = try TestWorld()
        let add = try world.addServer(server)
        try #require(add.status == 0, "server add: \(add.stderr)")
        let pane = try Pane(["--server", "home", "album:Polar"], world: world, options: ["--ao", "null", "--no-resume", "--no-mpris"])
        let playing = try #require(pane.wait(seconds: 30) { Self.titleLine($0, "Solar Wind") != nil && (TileEndToEndTests.elapsed($0) ?? 0) >= 1 },
                                   "no tile: \(pane.screen())")
        #expect(Self.titleLine(playing, "Solar Wind")?.contains("★") == false, "\(playing)")
        #expect(try Self.starred(world) == false)

        // Starred from another terminal: the tile marks it once the server has taken it.
        // The song named by the queue's title, though no list of the panel showed it.
        let star = try world.run(["remote", "star", "subsonic://home/\(solar)"])
        #expect(star.status == 0 && star.stdout + star.stderr == "Starring 'Solar Wind' on home\n", "\(star.stdout)\(star.stderr)")
        #expect(pane.wait(seconds: 30) { Self.titleLine($0, "Solar Wind")?.contains("Solar Wind ★") == true } != nil, "\(pane.screen())")
        #expect(try Self.starred(world) == true)
        #expect(try ServerStarEndToEndTests.starred(server, "song").sorted() == [solar, magnetosphere].sorted())

        // The next song was listed starred: marked as it starts.
        #expect(try world.run(["remote", "next"]).status == 0)
        #expect(pane.wait(seconds: 30) { Self.titleLine($0, "Magnetosphere")?.contains("Magnetosphere ★") == true } != nil, "\(pane.screen())")
        #expect(try world.run(["remote", "unstar", "subsonic://home/\(magnetosphere)"]).status == 0)
        #expect(pane.wait(seconds: 30) { Self.titleLine($0, "Magnetosphere").map { !$0.contains("★") } ?? false } != nil, "\(pane.screen())")
        #expect(try Self.starred(world) == false)
        #expect(try ServerStarEndToEndTests.starred(server, "song") == [solar])

        // Back to the first song, starred here a moment ago: the queue's item kept it.
        #expect(try world.run(["remote", "previous"]).status == 0)
        #expect(pane.wait(seconds: 30) { Self.titleLine($0, "Solar Wind")?.contains("Solar Wind ★") == true } != nil, "\(pane.screen())")

        // Handed over, the star goes too, and the new player follows it.
        let old = try ProcessHandle(try #require(pane.playdeckPID()))
        try pane.send("d")
        #expect(pane.exitStatus(within: 20) == 0)
        let player = try AttachHandoffTests.successor(printedIn: pane, replacing: old)
        defer { _ = player }
        _ = try Attach.waitForStatus(in: world, seconds: 20) { $0.state == "playing" && $0.title == "Solar Wind" }
        #expect(try Self.starred(world) == true)
        #expect(try world.run(["remote", "unstar", "subsonic://home/\(solar)"]).status == 0)
        let unstarred = try SessionPlayer.waitForStatus(in: world, seconds: 30) { $0["starred"] as? Bool == false }
        #expect(unstarred["starred"] as? Bool == false, "\(unstarred)")
    }

    /// A restored session keeps no stars: the song playing asks the server for its own, and
    /// shows the one the server has now (starred by another client since).
    @Test func aRestoredSongShowsTheStarTheServerHasNow() throws {
        let server = try SupysonicServer(library: Fixtures.subsonicLibrary.filter { $0.name.contains("/Hush/") }, seconds: 40)
        defer { server.stop() }
        let world = try TestWorld()
        let add = try world.addServer(server)
        try #require(add.status == 0, "server add: \(add.stderr)")
        let first = try BackgroundPlayer(["--server", "home", "album:Hush"], in: world, options: ["--no-mpris", "--pause"])
        let listed = try SessionPlayer.waitForStatus(in: world, seconds: 30) { $0["title"] as? String == "Écoute" }
        #expect(listed["starred"] as? Bool == false, "\(listed)")
        #expect(try world.run(["remote", "quit"]).status == 0)
        #expect(first.process.hasEnded(within: 20))
        _ = try server.api("star", ["id": try ServerStarEndToEndTests.id(server, "song", "Écoute")])
        let second = try BackgroundPlayer([], in: world, options: ["--no-mpris"])
        defer { _ = second }
        let restored = try SessionPlayer.waitForStatus(in: world, seconds: 30) { $0["title"] as? String == "Écoute" && $0["starred"] != nil }
        #expect(restored["starred"] as? Bool == true, "\(restored)")
        #expect(try server.settledRequests().contains { $0.contains("GET /rest/getSong.view?") })
    }
}
