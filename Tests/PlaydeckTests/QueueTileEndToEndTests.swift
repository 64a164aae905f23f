import Foundation
import Testing
import TestSupport

/// The queue panel's move keys, its columns and search, and a live config reload, in the real
/// binary inside tmux.
@Suite struct QueueTileEndToEndTests {
    typealias Pane = TileEndToEndTests.Pane

    /// The queue panel's row for an item: "▶ 2  Alpha Tone".
    static func row(_ screen: String, containing text: String) -> String? {
        screen.split(separator: "\n").first { $0.contains(text) }.map(String.init)
    }

    @Test func shiftedKeysMoveTheHighlightedItemAndItPlaysOn() throws {
        let tones = try [300, 400, 500].map { try Fixtures.tone(seconds: 60, title: "Tone \($0)", frequency: $0) }
        let pane = try Pane(tones)
        try #require(pane.wait { $0.contains("Tone 300") && (TileEndToEndTests.elapsed($0) ?? 0) >= 1 } != nil,
                     "\(pane.screen())")
        let before = try #require(TileEndToEndTests.elapsed(pane.screen()))
        try pane.send("Tab")
        try #require(pane.wait { $0.contains("Queue") && $0.contains("1 of 3") } != nil, "no panel: \(pane.screen())")
        #expect(Self.row(pane.screen(), containing: "Tone 300")?.contains("▶ 1  Tone 300") == true, "\(pane.screen())")
        try pane.send("J")
        let moved = pane.wait { $0.contains("▶ 2  Tone 300") && $0.contains("2 of 3") }
        #expect(moved != nil, "J did not move the item down: \(pane.screen())")
        #expect(moved.flatMap { Self.row($0, containing: "Tone 400") }?.contains(" 1  Tone 400") == true, "\(moved ?? "")")
        try pane.send("S-Down")
        #expect(pane.wait { $0.contains("▶ 3  Tone 300") && $0.contains("3 of 3") } != nil,
                "shift-down did not move it: \(pane.screen())")
        try pane.send("K")
        #expect(pane.wait { $0.contains("▶ 2  Tone 300") && $0.contains("2 of 3") } != nil,
                "K did not move it up: \(pane.screen())")
        try pane.send("Escape")
        let tile = pane.wait { $0.contains("Now Playing") && TileEndToEndTests.elapsed($0) != nil }
        let shown = try #require(tile, "\(pane.screen())")
        #expect(shown.contains("Tone 300"), "the item moved is still the one playing")
        #expect((TileEndToEndTests.elapsed(shown) ?? 0) >= before, "it played on instead of starting over")
        try pane.send("n")
        #expect(pane.wait { $0.contains("Tone 500") } != nil, "next follows the new order: \(pane.screen())")
    }

    @Test func theQueuePanelShowsTheTagTitlesOfItemsNotYetPlayed() throws {
        let songs = [
            try Fixtures.tagged("mp3", seconds: 60, tags: ["title": "Panel First"], options: ["-id3v2_version", "3"]),
            try Fixtures.tagged("flac", seconds: 60, tags: ["title": "Panel Second — 日本"]),
            try Fixtures.tagged("ogg", seconds: 60, tags: ["title": "Panel Third\u{1B}]0;pwned\u{07}"]),
            try Fixtures.tagged("opus", seconds: 60, tags: ["TITLE": "Panel Fourth", "ARTIST": "Someone"]),
            try Fixtures.tagged("wav", seconds: 60, tags: ["title": "Panel Fifth From Wav"]),
        ]
        let pane = try Pane(songs)
        try #require(pane.wait { $0.contains("Panel First") && TileEndToEndTests.elapsed($0) != nil } != nil,
                     "\(pane.screen())")
        try pane.send("Tab")
        // The rows' tags arrive in batches (newest request first): all four are waited for.
        let panel = pane.wait(seconds: 10) { screen in
            screen.contains("Queue") && ["Panel Second", "Panel Third", "Panel Fourth", "Panel Fifth"].allSatisfy(screen.contains)
        }
        let shown = try #require(panel, "no tag titles: \(pane.screen())")
        #expect(Self.row(shown, containing: "Panel First")?.contains("▶ 1  Panel First") == true, "\(shown)")
        #expect(Self.row(shown, containing: "Panel Second — 日本")?.contains(" 2  ") == true, "\(shown)")
        #expect(Self.row(shown, containing: "Panel Third")?.contains("Panel Third\u{FFFD}]0;pwned\u{FFFD}") == true,
                "sanitized: \(shown)")
        #expect(Self.row(shown, containing: "Panel Fourth")?.contains(" 4  ") == true, "\(shown)")
        #expect(Self.row(shown, containing: "Panel Fifth From Wav")?.contains(" 5  ") == true,
                "a wav's RIFF INFO title, as libavformat reads it: \(shown)")
        #expect(pane.format("#{pane_title}") != "pwned", "the escape sequence in a tag reached the terminal")
    }

    @Test func atAHundredColumnsRowsShowArtistAndLengthAndTheSearchFoldsAccents() throws {
        let songs = [
            try Fixtures.tagged("flac", seconds: 61, tags: ["title": "Columns First", "artist": "Some Band", "album": "Some Album"]),
            try Fixtures.tagged("flac", seconds: 125, tags: ["title": "Halo Columns", "artist": "Beyoncé", "album": "Sasha Fierce"]),
        ]
        let pane = try Pane(songs)
        try #require(pane.wait { $0.contains("Columns First") && TileEndToEndTests.elapsed($0) != nil } != nil,
                     "\(pane.screen())")
        try pane.send("Tab")
        let panel = pane.wait(seconds: 10) { screen in
            Self.row(screen, containing: "Halo Columns").map { $0.contains("Beyoncé") && $0.contains("2:05") } == true
        }
        let shown = try #require(panel, "no artist or length: \(pane.screen())")
        let first = try #require(Self.row(shown, containing: "Columns First"))
        #expect(first.contains("▶ 1  Columns First") && first.contains("Some Band") && first.contains("1:01"), "\(shown)")
        try pane.send("/", "beyonce")
        let found = pane.wait { $0.contains("1 of 2 match") && $0.contains("/beyonce_") }
        #expect(found.flatMap { Self.row($0, containing: "Halo Columns") } != nil, "\(pane.screen())")
        // The panel's rows (not its edge, where "Now playing" may still be said) leave the other out.
        let rows = found.map { $0.split(separator: "\n").filter { $0.hasPrefix("│") } } ?? []
        #expect(!rows.isEmpty && !rows.contains { $0.contains("Columns First") }, "\(pane.screen())")
    }

    @Test func aRewrittenConfigChangesTheKeysAndTheColoursOfTheRunningTile() throws {
        let folder = Fixtures.directory + "/reload-tile-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let config = folder + "/config.toml"
        try "[theme]\naccent = \"cyan\"\n".write(toFile: config, atomically: true, encoding: .utf8)
        let song = try Fixtures.tone(seconds: 120, title: "Reload Tone")
        // An empty NO_COLOR counts as unset, whatever the runner has (swift test sets it).
        let pane = try Pane(["--config", config, song], environment: ["NO_COLOR": ""])
        try #require(pane.wait { $0.contains("Reload Tone") && (TileEndToEndTests.elapsed($0) ?? 0) >= 1 } != nil,
                     "\(pane.screen())")
        let accent = "38;5;201"
        #expect(!pane.colouredScreen().contains(accent), "the new accent is not there yet")
        try pane.send("w")
        let start = try #require(TileEndToEndTests.elapsed(pane.screen()))
        #expect(pane.wait { (TileEndToEndTests.elapsed($0) ?? 0) >= start + 1 } != nil, "an unbound w must not pause")
        #expect(TileEndToEndTests.transportRow(pane.screen()).contains("❚❚"), "\(pane.screen())")

        // Written the way editors do: a new file renamed over the old one.
        try "[theme]\naccent = 201\n\n[keys]\nw = \"toggle-pause\"\n".write(toFile: config, atomically: true, encoding: .utf8)
        #expect(pane.wait { $0.contains("config reloaded") } != nil, "\(pane.screen())")
        let coloured = pane.wait(seconds: 5) { _ in pane.colouredScreen().contains(accent) }
        #expect(coloured != nil, "the accent did not change: \(pane.colouredScreen())")
        try pane.send("w")
        #expect(pane.wait { TileEndToEndTests.transportRow($0).contains("▶") } != nil,
                "w, bound by the reloaded config, did not pause: \(pane.screen())")
    }
}

extension TileEndToEndTests.Pane {
    /// The screen with its colours, as SGR escape sequences (capture-pane -e).
    func colouredScreen() -> String {
        (try? tmux(["capture-pane", "-p", "-e"])) ?? ""
    }
}
