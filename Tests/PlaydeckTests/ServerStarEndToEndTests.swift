import Foundation
import Testing
import TestSupport

/// Stars from the Library panel in the real binary inside tmux, against Debian's supysonic 0.7.2
/// of its own (the shared one's stars are other tests'): `*` on an album and on a song stars
/// them on the server, as its own `getStarred2` says, and marks their rows once it has; going
/// back shows the mark without asking the server again; `*` again unstars; a star the server
/// refuses (`playdeck remote star` of an album it does not have) is one line in the tile.
@Suite(.enabled(if: SupysonicServer.isInstalled)) struct ServerStarEndToEndTests {
    typealias Pane = TileEndToEndTests.Pane

    /// Moves the highlight from the first row to the row holding `text` (one whose other rows do not hold it).
    static func highlight(_ pane: Pane, _ text: String) throws {
        let rows = pane.screen().split(separator: "\n", omittingEmptySubsequences: false)
        let row = try #require(rows.firstIndex { $0.contains(text) }, "no \(text): \(pane.screen())")
        for _ in 1..<max(1, row) { try pane.send("j") }
    }

    /// Whether the row holding `text` is marked starred (a `*` in its margin); nil when no row holds it.
    static func marked(_ screen: String, _ text: String) -> Bool? {
        screen.split(separator: "\n").first { $0.contains(text) }.map { $0.hasPrefix("│ *") }
    }

    /// The ids `getStarred2` lists under `key`, read directly.
    static func starred(_ server: SupysonicServer, _ key: String) throws -> [String] {
        let lists = try server.api("getStarred2")["starred2"] as? [String: Any] ?? [:]
        return (lists[key] as? [[String: Any]] ?? []).compactMap { $0["id"].map { "\($0)" } }
    }

    /// The id of the first `kind` ("album", "song") `search3` finds for `query`, read directly.
    static func id(_ server: SupysonicServer, _ kind: String, _ query: String) throws -> String {
        let found = try server.api("search3", ["query": query])["searchResult3"] as? [String: Any] ?? [:]
        return try #require((found[kind] as? [[String: Any]])?.first?["id"].map { "\($0)" }, "\(found)")
    }

    @Test func starOnAnAlbumAndASongStarsThemOnTheServerAndMarksThemAndStarAgainUnstars() throws {
        let server = try SupysonicServer(library: Fixtures.subsonicLibrary)
        defer { server.stop() }
        let polar = try Self.id(server, "album", "Polar"), magnetosphere = try Self.id(server, "song", "Magnetosphere")
        let world = try TestWorld()
        let add = try world.addServer(server)
        try #require(add.status == 0, "server add: \(add.stderr)")
        // Wide enough for the refusal's whole line on the panel's edge.
        let pane = try Pane([], columns: 180, world: world, options: ["--ao", "null", "--no-resume", "--no-mpris"])
        try #require(pane.wait(seconds: 10) { $0.contains("No library yet") && $0.contains("Tab source") } != nil, "no panel: \(pane.screen())")
        try pane.send("Tab")
        try #require(pane.wait(seconds: 30) { $0.contains("─ home ─") && $0.contains("Aurora Fields") } != nil, "no top list: \(pane.screen())")
        try ServerLibraryEndToEndTests.enter(pane, on: "Aurora Fields")
        try #require(pane.wait(seconds: 30) { $0.contains("home: Aurora Fields") && $0.contains("Tundra") && $0.contains("* star") } != nil,
                     "no albums, or no star in the keys line: \(pane.screen())")

        try Self.highlight(pane, "Polar")
        try pane.send("*")
        #expect(pane.wait(seconds: 30) { Self.marked($0, "Polar") == true && $0.contains("Starred 'Polar' on home") } != nil,
                "Polar not marked: \(pane.screen())")
        #expect(try Self.starred(server, "album") == [polar], "the server's own list")

        try pane.send("Enter")
        try #require(pane.wait(seconds: 30) { Self.marked($0, "Magnetosphere") == false } != nil, "no tracks: \(pane.screen())")
        try Self.highlight(pane, "Magnetosphere")
        try pane.send("*")
        #expect(pane.wait(seconds: 30) { Self.marked($0, "Magnetosphere") == true && $0.contains("Starred 'Magnetosphere' on home") } != nil,
                "Magnetosphere not marked: \(pane.screen())")
        #expect(try Self.starred(server, "song") == [magnetosphere])
        #expect(Self.marked(pane.screen(), "Solar Wind") == false, "only the song starred is marked")

        // Back to the albums: kept, and marked, with no request for them.
        let artistReads = try server.settledRequests().filter { $0.contains("/rest/getArtist.view?") }.count
        try pane.send("Left")
        #expect(pane.wait(seconds: 30) { $0.contains("home: Aurora Fields ") && Self.marked($0, "Polar") == true } != nil, "\(pane.screen())")
        #expect(try server.settledRequests().filter { $0.contains("/rest/getArtist.view?") }.count == artistReads)

        // `*` again unstars, on the server and in the list.
        try pane.send("*")
        #expect(pane.wait(seconds: 30) { Self.marked($0, "Polar") == false && $0.contains("Unstarred 'Polar' on home") } != nil, "\(pane.screen())")
        try pane.send("Enter")
        try #require(pane.wait(seconds: 30) { Self.marked($0, "Magnetosphere") == true } != nil, "the kept tracks lost the mark: \(pane.screen())")
        try Self.highlight(pane, "Magnetosphere")
        try pane.send("*")
        #expect(pane.wait(seconds: 30) { Self.marked($0, "Magnetosphere") == false && $0.contains("Unstarred 'Magnetosphere'") } != nil,
                "\(pane.screen())")
        #expect(try Self.starred(server, "album").isEmpty && Self.starred(server, "song").isEmpty)

        // A star the server refuses: its line in the tile, nothing marked, and no credential.
        let missing = "subsonic://home/album/00000000-0000-4000-8000-000000000000"
        let refused = try world.run(["remote", "star", missing])
        #expect(refused.status == 0 && refused.stdout == "Starring \(missing) on home\n", "\(refused.stdout)\(refused.stderr)")
        let line = "Cannot star \(missing): not found on the server (error 70): Album 00000000-0000-4000-8000-000000000000 not found"
        #expect(pane.wait(seconds: 30) { $0.contains(line) } != nil, "\(pane.screen())")
        let hex = SupysonicServer.password.utf8.map { String(format: "%02x", $0) }.joined()
        #expect(!pane.screen().contains(hex) && !pane.screen().contains("enc:"))
        #expect(try Self.starred(server, "album").isEmpty)
        try pane.send("q")
        #expect(pane.exitStatus(within: 10) == 0)
    }
}
