import Foundation
import Testing
import TestSupport

/// The mouse with the real binary in tmux on a terminal wider than X10 reports can say (223
/// columns): the tile asks for SGR reports, and a click past column 223 lands.
@Suite struct TileMouseEndToEndTests {
    typealias Pane = TileEndToEndTests.Pane

    /// The bytes of an SGR report of the left button at a 0-based cell, pressed or released,
    /// as `send-keys -H` takes them.
    static func report(x: Int, y: Int, released: Bool) -> [String] {
        "\u{1B}[<0;\(x + 1);\(y + 1)\(released ? "m" : "M")".utf8.map { String($0, radix: 16) }
    }

    @Test func aClickOnTheScrubberPastColumn223Seeks() throws {
        let song = try Fixtures.tone(seconds: 120, title: "Wide Tone", artist: "Test Artist", album: "Seeds")
        // At 400×40 the tile is in panes; with the Now Playing column on the right its scrubber
        // runs past column 223.
        let config = try Fixtures.folder(named: "mouse-wide") + "/config.toml"
        try "[layout]\nside = \"right\"\n".write(toFile: config, atomically: true, encoding: .utf8)
        let pane = try Pane(["--config", config, song], columns: 400, rows: 40)
        let shown = try #require(pane.wait { $0.contains("Wide Tone") && TileEndToEndTests.elapsed($0) != nil },
                                 "no tile: \(pane.screen())")
        #expect(pane.format("#{mouse_sgr_flag}") == "1", "tmux would report X10, which stops at column 223")
        let lines = shown.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        let row = try #require(lines.firstIndex { TileEndToEndTests.elapsed(String($0)) != nil })
        let bar = lines[row].indices.filter { lines[row][$0] == "━" || lines[row][$0] == "─" }
        let (first, last) = (try #require(bar.first), try #require(bar.last))
        let x = first + (last - first) * 9 / 10
        try #require(x > 223, "the scrubber ends at column \(last)")
        _ = try pane.tmux(["send-keys", "-H"] + Self.report(x: x, y: row, released: false))
        _ = try pane.tmux(["send-keys", "-H"] + Self.report(x: x, y: row, released: true))
        #expect(pane.wait { (TileEndToEndTests.elapsed($0) ?? 0) >= 100 } != nil, "the click was lost: \(pane.screen())")
    }
}
