import Foundation
import Testing
import TestSupport

/// The real binary in tmux at the sizes of the layouts: at 160×45 the Now Playing column with
/// its artwork, the queue and the lyrics together; `f` puts Now Playing over the whole screen
/// and back; resizes move between the card and the panes.
@Suite struct TileLayoutEndToEndTests {
    typealias Pane = TileEndToEndTests.Pane

    /// A song with a cover and synced lyrics beside it (a line every 2 s), then a second one.
    static func album() throws -> [String] {
        let folder = try Fixtures.folder(named: "layout-album")
        let cover = try Fixtures.tone(seconds: 120, title: "Layout Cover", embedding: try Fixtures.bigCover(side: 600))
        let song = try Fixtures.copy(cover, into: folder, as: "song.mp3")
        let lrc = Fixtures.lrcLines(count: 60, start: 0, every: 2)
        guard FileManager.default.createFile(atPath: folder + "/song.lrc", contents: Data(lrc.utf8)) else {
            throw FixtureError("cannot write \(folder)/song.lrc")
        }
        return [song, try Fixtures.tone(seconds: 60, title: "Second Tone")]
    }

    static func lines(_ screen: String) -> [String] {
        screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Rows whose first `columns` cells hold artwork symbols (block elements and quadrants).
    static func artworkRows(_ screen: String, columns: Int = .max) -> Int {
        lines(screen).count { line in line.unicodeScalars.prefix(columns).contains(where: RealTerminalTests.isBlockSymbol) }
    }

    @Test func at160By45TheArtworkTheQueueAndTheLyricsShowTogetherAndFTogglesTheFullScreen() throws {
        let pane = try Pane(try Self.album(), columns: 160, rows: 45)
        let panes = pane.wait(seconds: 20) { screen in
            let top = Self.lines(screen).first ?? ""
            return top.hasPrefix("╭─ Now Playing") && top.contains("╮╭─ Queue ") && top.contains("╮╭─ Lyrics ")
                && screen.contains("Second Tone") && screen.contains("Line ") && Self.artworkRows(screen, columns: 72) >= 25
                && TileEndToEndTests.elapsed(screen) != nil
        }
        let shown = try #require(panes, "no panes at 160×45: \(pane.screen())")
        let lines = Self.lines(shown)
        #expect(lines.contains { $0.contains("▶ 1  Layout Cover") }, "the item playing is marked in the queue:\n\(shown)")
        #expect(lines.contains { $0.contains("   2  Second Tone") })
        #expect(lines.allSatisfy { $0.count <= 160 })
        #expect(lines.contains { $0.hasPrefix("│  Layout Cover") }, "the title under the artwork:\n\(shown)")

        try pane.send("f")
        let full = pane.wait(seconds: 10) { screen in
            !screen.contains("Queue") && !screen.contains("Now Playing") && Self.artworkRows(screen) >= 30
                && Self.lines(screen).contains { $0.trimmingCharacters(in: .whitespaces) == "Layout Cover" }
        }
        let fullScreen = try #require(full, "f did not fill the screen: \(pane.screen())")
        let title = try #require(Self.lines(fullScreen).firstIndex { $0.trimmingCharacters(in: .whitespaces) == "Layout Cover" })
        #expect(title >= 38, "the title at the foot: row \(title)")
        try pane.send("f")
        #expect(pane.wait(seconds: 10) { $0.contains("╮╭─ Queue ") && $0.contains("╭─ Now Playing") } != nil,
                "f did not go back: \(pane.screen())")
        try pane.send("q")
        #expect(pane.exitStatus(within: 10) == 0)
    }

    @Test func resizesMoveBetweenTheCardAndThePanes() throws {
        let pane = try Pane(try Self.album())
        try #require(pane.wait(seconds: 20) { $0.contains("╭─ Now Playing") && TileEndToEndTests.elapsed($0) != nil } != nil, "\(pane.screen())")
        #expect(!pane.screen().contains("Queue"), "100×30 is the card")
        for (columns, rows) in [(160, 45), (40, 12), (240, 60), (100, 30), (20, 8), (160, 45)] {
            try pane.tmux(["resize-window", "-x", "\(columns)", "-y", "\(rows)"])
            let laidOut = pane.wait(seconds: 10) { screen in
                let lines = Self.lines(screen)
                guard lines.allSatisfy({ $0.count <= columns }), TileEndToEndTests.elapsed(screen) != nil else { return false }
                if columns >= 120 {
                    return lines.first?.hasPrefix("╭─ Now Playing") == true && lines.first?.hasSuffix("╮") == true
                        && lines.first?.contains("╮╭─ Queue ") == true && lines[rows - 1].hasSuffix("╯")
                        && Self.artworkRows(screen) >= rows - 16
                }
                return !screen.contains("Queue") && (columns < 24 || screen.contains("Now Playing"))
            }
            #expect(laidOut != nil, "not laid out at \(columns)×\(rows):\n\(pane.screen())")
        }
        try pane.send("q")
        #expect(pane.exitStatus(within: 10) == 0)
    }

    @Test func aReloadedLayoutAppliesAtOnce() throws {
        let config = try Fixtures.folder(named: "layout-reload") + "/config.toml"
        try "[layout]\npanes = [\"lyrics\"]\n".write(toFile: config, atomically: true, encoding: .utf8)
        let pane = try Pane(["--config", config] + (try Self.album()), columns: 160, rows: 45)
        let lyricsOnly = pane.wait(seconds: 20) { screen in
            let top = Self.lines(screen).first ?? ""
            return top.contains("╮╭─ Lyrics ") && !top.contains("Queue") && TileEndToEndTests.elapsed(screen) != nil
        }
        try #require(lyricsOnly != nil, "not the column and the lyrics: \(pane.screen())")
        // Written as editors do: a new file renamed over the old one; the right side, the queue then the lyrics.
        try "[layout]\nside = \"right\"\npanes = [\"queue\", \"lyrics\"]\n".write(toFile: config, atomically: true,
                                                                                        encoding: .utf8)
        let right = pane.wait(seconds: 10) { screen in
            let top = Self.lines(screen).first ?? ""
            return top.hasPrefix("╭─ Queue ") && top.contains("╮╭─ Lyrics ") && top.contains("╮╭─ Now Playing")
        }
        #expect(right != nil, "the reloaded layout was not applied: \(pane.screen())")
        try "[layout]\npanes = []\n".write(toFile: config, atomically: true, encoding: .utf8)
        let card = pane.wait(seconds: 10) { screen in
            !screen.contains("Lyrics") && !screen.contains("Queue") && screen.contains("╭─ Now Playing")
                && (8...12).contains(Self.artworkRows(screen))
        }
        #expect(card != nil, "panes = [] did not bring the card back: \(pane.screen())")
    }
}
