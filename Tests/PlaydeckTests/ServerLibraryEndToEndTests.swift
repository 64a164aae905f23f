import Foundation
import Testing
import TestSupport

/// The Library panel on a Subsonic server in the real binary inside tmux, against Debian's
/// supysonic 0.7.2: Tab goes from the library to the server, whose artists, albums and tracks
/// are browsed and whose album plays from Enter; a search as it is typed; a server that cannot
/// be reached is one line in the panel and the tile goes on.
@Suite(.enabled(if: SupysonicServer.isInstalled)) struct ServerLibraryEndToEndTests {
    typealias Pane = TileEndToEndTests.Pane

    /// Moves the highlight from the first row to the row holding `text` (in the server's order) and presses Enter.
    static func enter(_ pane: Pane, on text: String) throws {
        let rows = pane.screen().split(separator: "\n", omittingEmptySubsequences: false)
        let row = try #require(rows.firstIndex { $0.contains(text) }, "no \(text): \(pane.screen())")
        for _ in 1..<max(1, row) { try pane.send("j") }
        try pane.send("Enter")
    }

    @Test func tabBrowsesTheServerAndEnterPlaysItsAlbumAndADeadServerIsOneLine() throws {
        let server = try SupysonicServer.shared.get()
        let world = try TestWorld()
        let add = try world.addServer(server)
        try #require(add.status == 0, "server add: \(add.stderr)")
        // `server add` asks the server first; one that is gone since is written as `add` left it.
        let store = try #require(world.environment["XDG_STATE_HOME"]) + "/playdeck/subsonic"
        for (file, add) in [("servers.json", { (json: Any) -> Any in
            (json as? [Any] ?? []) + [["name": "dead", "url": "http://127.0.0.1:\(try LoopbackPort.free())", "user": "u", "passwordKept": "file"]]
        }), ("passwords.json", { (json: Any) -> Any in (json as? [String: String] ?? [:]).merging(["dead": "p"]) { $1 } })] {
            let path = store + "/" + file
            let json = try JSONSerialization.jsonObject(with: try Data(contentsOf: URL(fileURLWithPath: path)))
            try JSONSerialization.data(withJSONObject: try add(json)).write(to: URL(fileURLWithPath: path))
        }
        let pane = try Pane([], world: world, options: ["--ao", "null", "--no-resume", "--no-mpris"])
        // Nothing named and no library yet: the tile opens on the Library panel, which says how to make one.
        try #require(pane.wait(seconds: 10) { $0.contains("No library yet") && $0.contains("Tab source") } != nil, "no panel: \(pane.screen())")
        try pane.send("Tab")
        let top = pane.wait(seconds: 30) { $0.contains("─ home ─") && $0.contains("Recently added") && $0.contains("Aurora Fields") }
        try #require(top != nil, "no server top list: \(pane.screen())")
        try Self.enter(pane, on: "Aurora Fields")
        try #require(pane.wait(seconds: 30) { $0.contains("home: Aurora Fields") && $0.contains("Polar") && $0.contains("Tundra") } != nil,
                     "no albums: \(pane.screen())")
        try Self.enter(pane, on: "Polar")
        try #require(pane.wait(seconds: 30) { $0.contains("Solar Wind") && $0.contains("Green Curtain") && $0.contains("0:40") } != nil,
                     "no tracks: \(pane.screen())")
        try pane.send("Enter")
        #expect(pane.wait(seconds: 30) { $0.contains("Now Playing") && $0.contains("Solar Wind") && $0.contains("Aurora Fields — Polar") } != nil,
                "Enter did not play the server's track: \(pane.screen())")
        let queue = try LibraryPanelEndToEndTests.queue(world, holding: "3. Green Curtain")
        #expect(LibraryPanelEndToEndTests.titles(queue) == ["Solar Wind", "Magnetosphere", "Green Curtain"], "\(queue)")
        #expect(server.requests.contains { $0.contains("GET /rest/stream.view?") && $0.contains("c=PlayDeck") }, "\(server.requests.suffix(3))")

        // Searching as it is typed, on the server.
        try pane.send("L", "Tab", "/", "w", "h", "i")
        #expect(pane.wait(seconds: 30) { $0.contains("home search") && $0.contains("Whisper — The Quiet Ones — Hush") } != nil,
                "no search results: \(pane.screen())")
        // The dead server: one line, and the tile still plays and takes keys.
        try pane.send("Escape")
        try #require(pane.wait { $0.contains("─ home ─") && $0.contains("Recently added") } != nil, "Esc did not leave the search: \(pane.screen())")
        try pane.send("Tab")
        #expect(pane.wait(seconds: 30) { $0.contains("Cannot read dead: cannot reach the server") } != nil, "\(pane.screen())")
        try pane.send("Escape")
        #expect(pane.wait { $0.contains("Now Playing") && $0.contains("Solar Wind") } != nil, "the tile did not go on: \(pane.screen())")
    }
}
