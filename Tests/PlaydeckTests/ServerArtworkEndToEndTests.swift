import Foundation
import PictureChecks
import Testing
import TestSupport

/// A server's song in the real binary inside tmux, against Debian's supysonic 0.7.2 serving an
/// album with a cover.jpg and LRC lyrics in a .txt beside the track: the tile's Lyrics pane shows
/// the server's lines with the one sung marked, the artwork in sixel (read back from the bytes
/// written to the pane, `pipe-pane -o`) is the server's cover, and MPRIS' mpris:artUrl is a local
/// file of the cached copy, never the server's URL with its credential.
@Suite(.enabled(if: SupysonicServer.isInstalled)) struct ServerArtworkEndToEndTests {
    typealias Pane = TileEndToEndTests.Pane

    @Test func theServersLyricsAndCoverShowInTheTileAndMPRISOffersTheCachedCopy() throws {
        let cover = try Array(Data(contentsOf: URL(fileURLWithPath: try TilePixelsEndToEndTests.coverPicture())))
        let lrc = Fixtures.lrcLines(count: 30, start: 0, every: 2).replacingOccurrences(of: "Line", with: "Server line")
        let server = try SupysonicServer(library: [Fixtures.subsonicLibrary[0]], seconds: 60,
                                         extras: ["Aurora Fields/Polar/cover.jpg": cover, "Aurora Fields/Polar/01.txt": Array(lrc.utf8)])
        let bus = try PrivateBus()
        defer { bus.stop() }
        let world = try TestWorld(bus: bus.address)
        let add = try world.addServer(server)
        try #require(add.status == 0, "server add: \(add.stderr)")
        let config = try Fixtures.folder(named: "server-artwork") + "/config.toml"
        try "[theme]\nartwork = \"sixel\"\n[layout]\npanes = [\"lyrics\"]\n".write(toFile: config, atomically: true, encoding: .utf8)
        // Not inside tmux as far as PlayDeck knows: tmux 3.3a drops sixel, pipe-pane still keeps it.
        let pane = try Pane(["--config", config, "--server", "home", "Solar Wind"], columns: 160, rows: 45,
                            environment: ["COLORTERM": "truecolor"], unsetting: ["TMUX"], world: world, options: ["--ao", "null", "--no-resume"])
        let shown = pane.wait(seconds: 30) { screen in
            screen.contains("╮╭─ Lyrics ") && screen.contains("Solar Wind") && screen.contains("Server line 2") && screen.contains("Server line 3")
        }
        try #require(shown != nil, "the server's lyrics are not shown: \(pane.screen())")
        // Synced: the line sung is the one the LRC's times say, and it moves on.
        let first = try SessionPlayer.waitForStatus(in: world) { ($0["lyricsLine"] as? String)?.hasPrefix("Server line") == true }
        let line = try #require(first["lyricsLine"] as? String, "no line sung: \(first)")
        let later = try SessionPlayer.waitForStatus(in: world) { ($0["lyricsLine"] as? String).map { $0.hasPrefix("Server line") && $0 != line } == true }
        #expect(later["lyricsLine"] as? String != line, "the line sung did not move on: \(later)")

        let written = TilePixelsEndToEndTests.waitForOutput(pane) { !TerminalOutput.sixels($0).isEmpty }
        let raw = try #require(written, "no sixel image was written")
        let sixel = try #require(TerminalOutput.sixels(raw).first)
        let file = GraphicsDecoding.scratch("server-tile.sixel")
        try Data(sixel.image).write(to: URL(fileURLWithPath: file))
        try Fixtures.run("/usr/bin/sixel2png", ["-i", file, "-o", file + ".png"])
        let decoded = try GraphicsDecoding.decodePicture(path: file + ".png")
        let psnr = GraphicsDecoding.psnr(decoded.rgba, GraphicsDecoding.gradient(width: decoded.width, height: decoded.height))
        #expect(psnr >= 30, "the sixel is not the server's cover: \(psnr) dB at \(decoded.width)×\(decoded.height)")
        #expect(try server.settledRequests().contains { $0.contains("GET /rest/getCoverArt.view?") && $0.contains("size=640") }, "\(server.requests)")

        let art = try bus.run("/usr/bin/playerctl", ["--player=playdeck", "metadata", "mpris:artUrl"]).stdout
        let cache = try #require(world.environment["XDG_CACHE_HOME"])
        #expect(art.hasPrefix("file://" + cache + "/playdeck/art/"), "\(art)")
        #expect(!art.contains("rest/") && !art.contains("enc:") && !art.contains("127.0.0.1"), "\(art)")
        let kept = try FileManager.default.contentsOfDirectory(atPath: cache + "/playdeck/covers")
        #expect(kept.count == 1, "\(kept)")
        let artPath = String(art.dropFirst("file://".count).trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(FileManager.default.contents(atPath: artPath) == Data(cover), "MPRIS' file is not the server's cover")
        try pane.send("q")
        #expect(pane.exitStatus(within: 10) == 0)
    }
}
