import Foundation
import PictureChecks
import Testing
import TestSupport

/// The largest layouts on a real screen: kitty 0.26 on a private X server at 160×45 shows the
/// Now Playing column with the cover in real pixels at its 66×33 cells, the queue and the lyrics
/// beside it (the README's picture of the panes).
extension RealTerminalTests {
    static let kittyPanes = Emulator(name: "kitty-panes", screenshot: "layout-panes-kitty.png", program: "/usr/bin/kitty",
                                     environment: ["LIBGL_ALWAYS_SOFTWARE": "1"], warmUp: true, artwork: "kitty") {
        title, log, command in
        ["--title", title, "--dump-bytes", log, "--config", "NONE", "-o", "font_family=DejaVu Sans Mono",
         "-o", "font_size=10", "-o", "remember_window_size=no", "-o", "initial_window_width=160c",
         "-o", "initial_window_height=45c"] + command
    }

    /// The gradient-covered song with synced lyrics beside it, and two more songs after it.
    static func gradientAlbum() throws -> [String] {
        let folder = try Fixtures.folder(named: "real-terminal-panes")
        let song = try Fixtures.copy(try TilePixelsEndToEndTests.song(), into: folder, as: "Pixel Cover.mp3")
        let lrc = ["the sky went green above the ice", "and every light was singing", "we walked out on the frozen lake",
                   "the aurora overhead", "a curtain made of colour", "falling slowly", "and the cold was gone"]
            .enumerated().map { "[\(Fixtures.lrcStamp(Double($0.offset * 4)))]\($0.element)" }.joined(separator: "\n") + "\n"
        guard FileManager.default.createFile(atPath: folder + "/Pixel Cover.lrc", contents: Data(lrc.utf8)) else {
            throw FixtureError("cannot write the lyrics in \(folder)")
        }
        return [song, try Fixtures.tone(seconds: 60, title: "Magnetosphere"), try Fixtures.tone(seconds: 60, title: "Green Curtain")]
    }

    @Test func kittyAt160By45ShowsTheCoverLargeBesideTheQueueAndTheLyrics() throws {
        let shown = try Self.showCover(in: Self.kittyPanes, bar: 30, items: try Self.gradientAlbum())
        let commands = try TerminalOutput.kittyCommands(in: Self.graphicsCommands(shown.received))
        let placements = commands.filter { $0.keys["a"] == "p" || $0.keys["a"] == "T" }
        #expect(placements.contains { $0.keys["c"] == "66" && $0.keys["r"] == "33" },
                "the cover was not placed at the column's 66×33 cells: \(placements.map(\.keys))")
        let text = String(decoding: shown.received, as: UTF8.self)
        #expect(text.contains("Queue") && text.contains("Lyrics") && text.contains("Magnetosphere"), "no panes were drawn")
    }
}
