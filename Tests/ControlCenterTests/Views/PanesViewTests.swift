import Commands
import NowPlaying
import Settings
import Testing
@testable import ControlCenter

/// The tile at the sizes people use, drawn from a controller fed as a session would feed it:
/// item 3 of a 12-track album, 0:42 in, its synced lyrics at line 5. The card at 20×8, 40×12
/// and 100×30; from 120×32 the Now Playing column with large artwork and, beside it, the queue
/// (the item playing lit) and the lyrics (the line sung lit).
@Suite struct PanesViewTests {
    /// A square cover fitted to the cells it is asked for.
    static func cover(_ columns: Int, _ rows: Int) -> ArtworkCells? {
        let fitted = min(rows, columns / 2)
        return ArtworkCells(columns: fitted * 2, rows: fitted,
                            cells: Array(repeating: Cell(text: "█", width: 1, style: .plain), count: fitted * fitted * 2))
    }

    /// The controller at a size, showing the album with its lyrics; its rows served.
    static func controller(columns: Int, rows: Int, settings: LayoutSettings = .defaults) -> (PathQueueSource, TileController) {
        let (source, controller) = QueueFixtures.source(count: 12, current: 2, rows: rows)
        controller.screenColumns = columns
        controller.layout = settings
        var info = LyricsViewTests.singing(at: 42)
        info.queueIndex = 2
        info.queueCount = 12
        info.artworkID = 7
        source.recording.publish(.nowPlaying(info))
        source.recording.publish(.lyrics(LyricsViewTests.lyrics))
        QueueFixtures.settle(controller, source.recording.link)
        return (source, controller)
    }

    static func render(_ controller: TileController, settings: LayoutSettings = .defaults) -> TileFrame {
        var appearance = TileFixtures.appearance()
        appearance.layout = settings
        return TileRenderer.render(controller.state(now: TileFixtures.now), appearance: appearance,
                                   columns: controller.screenColumns, rows: controller.screenRows, artwork: cover)
    }

    /// The rectangle the cover's cells were drawn in.
    static func artwork(_ grid: CellGrid) -> Rect? {
        let rows = (0..<grid.rows).filter { y in (0..<grid.columns).contains { grid[$0, y].text == "█" } }
        guard let top = rows.first, let bottom = rows.last,
              let left = (0..<grid.columns).first(where: { x in grid[x, top].text == "█" }),
              let right = (0..<grid.columns).last(where: { x in grid[x, top].text == "█" }) else { return nil }
        return Rect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
    }

    static func row(_ lines: [String], containing text: String) -> Int? {
        lines.firstIndex { $0.contains(text) }
    }

    @Test func smallTerminalsKeepTheCardWithoutPanes() {
        for (columns, rows) in [(20, 8), (40, 12), (100, 30)] {
            let (_, controller) = Self.controller(columns: columns, rows: rows)
            let frame = Self.render(controller)
            let text = frame.grid.lines.joined(separator: "\n")
            #expect(text.contains("0:42"), "\(columns)×\(rows):\n\(text)")
            #expect(!text.contains("Queue") && !text.contains("Lyrics") && !text.contains("track 4"), "\(columns)×\(rows):\n\(text)")
            #expect(frame.grid.lines.allSatisfy { DisplayWidth.of($0) <= columns })
        }
        let card = Self.render(Self.controller(columns: 100, rows: 30).1)
        #expect(Self.artwork(card.grid)?.height == 12, "the card's artwork at 100×30 stays 12 rows")
        let small = Self.render(Self.controller(columns: 40, rows: 12).1)
        #expect(small.grid.lines[0].hasPrefix("╭─ Now Playing"))
    }

    @Test func at160By45TheArtworkTheQueueAndTheLyricsShowTogether() throws {
        let (_, controller) = Self.controller(columns: 160, rows: 45)
        let frame = Self.render(controller)
        let lines = frame.grid.lines
        #expect(lines[0].hasPrefix("╭─ Now Playing"))
        #expect(lines[0].contains("╮╭─ Queue ") && lines[0].contains("╮╭─ Lyrics "), "\(lines[0])")
        #expect(Self.artwork(frame.grid) == Rect(x: 3, y: 2, width: 66, height: 33), "the cover fills the column: 66×33")
        #expect(try #require(Self.row(lines, containing: "Magnificent")) == 36, "the title right under the artwork")
        #expect(lines[41].contains("0:42") && lines[41].contains("-2:18"), "\(lines[41])")
        #expect(lines[43].contains("❚❚"), "\(lines[43])")
        // The queue: every row of the album around the one playing, which is marked and lit.
        let playing = try #require(Self.row(lines, containing: "▶  3  track 3.mp3"), "\(lines)")
        #expect(TileFixtures.styles(frame.grid, row: playing).dropFirst(75).prefix(15).allSatisfy { $0 == "a" },
                "the row playing is lit: \(TileFixtures.styles(frame.grid, row: playing))")
        for track in 1...12 { #expect(Self.row(lines, containing: "  \(track)  track \(track).mp3") != nil, "track \(track)") }
        #expect(lines[0].contains("3 of 12"))
        // The lyrics: the line sung (0:40, line 5) lit, a third of the way down.
        let sung = try #require(Self.row(lines, containing: "Line 5 of the song"))
        let x = try #require(lines[sung].range(of: "Line 5").map { lines[sung].distance(from: lines[sung].startIndex, to: $0.lowerBound) })
        #expect(x >= 116, "the lyrics are in the third pane")
        #expect(frame.grid[x, sung].style == TileFixtures.appearance().palette.title.with(.bold))
        #expect(frame.grid[x, try #require(Self.row(lines, containing: "Line 6 of the song"))].style
            == TileFixtures.appearance().palette.secondary)
        // A click on a queue row plays it; one on a line of lyrics seeks there.
        let fourth = try #require(Self.row(lines, containing: "4  track 4.mp3"))
        #expect(frame.target(x: 90, y: fourth)?.target == .command(.playIndex(4)))
        #expect(frame.target(x: 130, y: sung)?.target == .command(.seek(to: 40)))
    }

    @Test func at240By60TheArtworkGrowsAndBothPanesWiden() {
        let (_, controller) = Self.controller(columns: 240, rows: 60)
        let frame = Self.render(controller)
        #expect(Self.artwork(frame.grid) == Rect(x: 3, y: 2, width: 96, height: 48))
        #expect(frame.grid.lines[0].contains("╮╭─ Queue ") && frame.grid.lines[0].contains("╮╭─ Lyrics "))
        #expect(frame.grid.lines.contains { $0.contains("▶  3  track 3.mp3") })
        #expect(frame.grid.lines.allSatisfy { DisplayWidth.of($0) <= 240 })
    }

    @Test func theQueueAndTheLibraryOpenInTheQueuePaneWithTheKeys() throws {
        let (source, controller) = Self.controller(columns: 160, rows: 45)
        source.press("l", "j", on: controller)
        var frame = Self.render(controller)
        var lines = frame.grid.lines
        #expect(Self.artwork(frame.grid) == Rect(x: 3, y: 2, width: 66, height: 33), "the artwork stays beside the open panel")
        #expect(lines[0].contains("╮╭─ Queue ") && lines[0].contains("4 of 12"), "the highlight moved: \(lines[0])")
        #expect(lines[0].contains("╮╭─ Lyrics "), "the lyrics pane stays")
        let highlighted = try #require(Self.row(lines, containing: "4  track 4.mp3"))
        #expect(TileFixtures.styles(frame.grid, row: highlighted).dropFirst(75).prefix(15).allSatisfy { $0 == "S" })
        #expect(controller.panelRows == 45, "the panel pages by its pane's height")
        source.press("enter", on: controller)
        #expect(source.commands.last == .playIndex(4))

        source.press("L", on: controller)
        frame = Self.render(controller)
        lines = frame.grid.lines
        #expect(controller.overlay == .library)
        #expect(lines[0].hasPrefix("╭─ Now Playing") && lines[0].contains("╮╭─ Library") && lines[0].contains("╮╭─ Lyrics "),
                "\(lines[0])")
        #expect(Self.artwork(frame.grid) != nil)
    }

    @Test func theInfoPaneShowsTheInfoAndTheInfoPanelOpensInIt() throws {
        let settings = LayoutSettings(panes: [.info, .queue], side: .right, panesFromColumns: 120, panesFromRows: 32)
        let (source, controller) = Self.controller(columns: 160, rows: 45, settings: settings)
        var lines = Self.render(controller, settings: settings).grid.lines
        let column = lines[0].range(of: "╭─ Now Playing")
            .map { lines[0].distance(from: lines[0].startIndex, to: $0.lowerBound) }
        #expect(column == 88, "the column at the right: \(lines[0])")
        #expect(lines[0].hasPrefix("╭─ Info ─ Chapters"), "\(lines[0])")
        #expect(!lines.joined().contains("esc closes"), "the pane only shows")
        // A click on a tab of the pane opens the panel there on that tab.
        let frame = Self.render(controller, settings: settings)
        let lyricsTab = try #require(frame.hits.first { $0.target == .infoTab(.lyrics) })
        controller.hits = frame.hits
        controller.handle(.mouse(MouseEvent(.press, x: lyricsTab.rect.x, y: lyricsTab.rect.y)), now: TileFixtures.now)
        #expect(controller.overlay == .infoPanel(highlighted: -1) && controller.state(now: TileFixtures.now).infoTab == .lyrics)
        source.press("esc", on: controller)
        source.press("i", on: controller)
        lines = Self.render(controller, settings: settings).grid.lines
        #expect(lines[0].hasPrefix("╭─ Info ─ Chapters") && lines[0].contains("Now Playing"))
        #expect(lines.joined().contains("esc closes"), "the panel has the keys")
    }
}
