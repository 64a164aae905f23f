import Commands
import NowPlaying
import Testing
@testable import ControlCenter

/// The Lyrics tab and the lyrics beside the title: the line sung lit and kept a third of the
/// way down, a click on a line seeks to it, unsynced lyrics as text.
@Suite struct LyricsViewTests {
    let now = TileFixtures.now

    static let lyrics = Lyrics(id: 4, isSynced: true, lines: (0..<12).map {
        LyricsLine(time: Double($0 * 10), text: "Line \($0 + 1) of the song")
    }, origin: "lrc")

    static func singing(at elapsed: Double) -> NowPlayingInfo {
        var info = TileFixtures.info(elapsed: elapsed)
        info.lyrics = lyrics.state(atMedia: elapsed)
        return info
    }

    @Test func theLyricsTabLightsTheLineSungAndScrollsWithIt() {
        var state = TileState(info: Self.singing(at: 42), now: now)
        state.overlay = .infoPanel(highlighted: -1)
        state.infoTab = .lyrics
        state.lyrics = Self.lyrics
        let frame = TileFixtures.render(state)
        #expect(Array(frame.grid.lines[2...13]) == [
            "╭─ Info ─ Chapters ─ Lyrics ─ Bookmarks ─ Room ─ History ──╮",
            "│                                                          │",
            "│  Line 3 of the song                                      │",
            "│  Line 4 of the song                                      │",
            "│  Line 5 of the song                                      │",
            "│  Line 6 of the song                                      │",
            "│  Line 7 of the song                                      │",
            "│  Line 8 of the song                                      │",
            "│  Line 9 of the song                                      │",
            "│  Line 10 of the song                                     │",
            "│                                                          │",
            "╰───────────────────────────────────────────── esc closes ─╯",
        ])
        // Line 5 is sung (40 s ≤ 42 s < 50 s), two lines down from the top of eight: lit in the
        // title's style; the others in the secondary one.
        #expect(TileFixtures.styles(frame.grid, row: 6) == "s..tttttttttttttttttt......................................s")
        #expect(TileFixtures.styles(frame.grid, row: 7) == "s..ssssssssssssssssss......................................s")
        #expect(frame.grid[3, 6].style.attributes.contains(.bold))
        #expect(frame.target(x: 5, y: 6)?.target == .command(.seek(to: 40)))
        #expect(frame.target(x: 22, y: 2)?.target == .infoTab(.lyrics))
    }

    @Test func unsyncedLyricsAreTextWithNothingLitOrToClick() {
        var state = TileState(info: TileFixtures.info(), now: now)
        state.overlay = .infoPanel(highlighted: -1)
        state.infoTab = .lyrics
        state.lyrics = Lyrics(id: 1, isSynced: false, lines: [LyricsLine(time: nil, text: "Words without times")], origin: "tag")
        let frame = TileFixtures.render(state)
        #expect(frame.grid.lines[4] == "│  Words without times                                     │")
        #expect(TileFixtures.styles(frame.grid, row: 4).contains("T") == false)
        #expect(frame.target(x: 5, y: 4)?.target == .overlay)
    }

    @Test func noLyricsSaysSo() {
        var state = TileState(info: TileFixtures.info(), now: now)
        state.overlay = .infoPanel(highlighted: -1)
        state.infoTab = .lyrics
        #expect(TileFixtures.render(state).grid.lines[4] == "│  No lyrics                                               │")
    }

    @Test func aWideCardShowsTheLyricsBesideTheTitle() {
        var state = TileState(info: Self.singing(at: 42), now: now)
        state.lyrics = Self.lyrics
        let frame = TileFixtures.render(state, columns: 100, rows: 20)
        let text = frame.grid.lines.joined(separator: "\n")
        #expect(text.contains("Magnificent"))
        #expect(text.contains("Line 5 of the song"))
        let row = frame.grid.lines.firstIndex { $0.contains("Line 5 of the song") } ?? 0
        #expect(frame.grid.lines[row].contains("Test Artist") || frame.grid.lines[row].contains("Line 5"))
        let column = frame.grid.lines[row].distance(from: frame.grid.lines[row].startIndex,
                                                   to: frame.grid.lines[row].range(of: "Line 5")?.lowerBound
                                                   ?? frame.grid.lines[row].startIndex)
        #expect(frame.target(x: column, y: row)?.target == .command(.seek(to: 40)))
    }

    @Test func aNarrowCardLeavesTheLyricsToTheTab() {
        var state = TileState(info: Self.singing(at: 42), now: now)
        state.lyrics = Self.lyrics
        #expect(!TileFixtures.render(state).grid.lines.joined().contains("Line 5"))
    }

    @Test func theTopRowKeepsTheFocusAThirdDownAndNeverScrollsPastTheEnd() {
        #expect(LyricsView.firstRow(count: 12, rows: 8, focus: 4, synced: true) == 2)
        #expect(LyricsView.firstRow(count: 12, rows: 8, focus: 0, synced: true) == 0)
        #expect(LyricsView.firstRow(count: 12, rows: 8, focus: 11, synced: true) == 4)
        #expect(LyricsView.firstRow(count: 5, rows: 8, focus: 4, synced: true) == 0)
        #expect(LyricsView.firstRow(count: 12, rows: 8, focus: 3, synced: false) == 3)
    }

    @Test func aLineWiderThanTheTabWrapsAndStaysLitAndClickable() {
        let long = Lyrics(id: 5, isSynced: true, lines: [
            LyricsLine(time: 0, text: "the sky went green above the ice"),
            LyricsLine(time: 10, text: "and every light was singing to the ones who stayed awake"),
            LyricsLine(time: 20, text: "short"),
        ], origin: "lrc")
        var info = TileFixtures.info(elapsed: 12)
        info.lyrics = long.state(atMedia: 12)
        var state = TileState(info: info, now: now)
        state.overlay = .infoPanel(highlighted: -1)
        state.infoTab = .lyrics
        state.lyrics = long
        let frame = TileFixtures.render(state, columns: 30, rows: 12)
        #expect(frame.grid.lines == [
            "╭─ Info ─ Chapters ──────────╮",
            "│                            │",
            "│  the sky went green above  │",
            "│  the ice                   │",
            "│  and every light was       │",
            "│  singing to the ones who   │",
            "│  stayed awake              │",
            "│  short                     │",
            "│                            │",
            "│                            │",
            "│                            │",
            "╰─────────────── esc closes ─╯",
        ])
        // The line sung is lit on each of its rows, and a click on any of them goes to its time.
        for row in 4...6 { #expect(TileFixtures.styles(frame.grid, row: row).hasPrefix("s..ttttt"), "row \(row)") }
        #expect(TileFixtures.styles(frame.grid, row: 3).hasPrefix("s..sssss"))
        #expect(frame.target(x: 4, y: 6)?.target == .command(.seek(to: 10)))
        #expect(frame.target(x: 4, y: 3)?.target == .command(.seek(to: 0)))
    }
}
