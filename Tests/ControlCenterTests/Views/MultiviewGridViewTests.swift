import Testing
@testable import ControlCenter
@testable import NowPlaying

/// Multiview's views in the tile: a grid over the picture and text areas, the heard one marked,
/// the enlarged one alone; a click focuses a view.
@Suite struct MultiviewGridViewTests {
    let now = TileFixtures.now

    private func state(focus: Int = 0, enlarged: Bool = false) -> TileState {
        var info = TileFixtures.info(title: "The Race")
        info.mediaType = .video
        info.multiview = MultiviewInfo(views: ["north.mkv", "south.mkv", "east.mkv", "west.mkv"], focus: focus, isEnlarged: enlarged)
        return TileState(info: info, now: now)
    }

    /// A view's picture: its number's digit in every cell, to tell the views apart.
    private func pictures(_ view: Int, _ columns: Int, _ rows: Int) -> ArtworkCells? {
        let digit = Character(String(view + 1))
        return ArtworkCells(columns: columns, rows: rows,
                            cells: Array(repeating: Cell(text: String(digit), width: 1, style: .plain), count: columns * rows))
    }

    private func render(_ state: TileState) -> TileFrame {
        TileRenderer.render(state, appearance: TileFixtures.appearance(), columns: 60, rows: 20, views: pictures) { _, _ in nil }
    }

    @Test func fourViewsShareThePictureAreaInTwoRowsAndTheHeardOneIsMarked() {
        let frame = render(state(focus: 1))
        #expect(Array(frame.grid.lines[3...9]) == [
            "╭─ Now Playing ───────────────────────────────── The Race ─╮",
            "│                                                          │",
            "│  1 north.mkv                2 ◖ south.mkv                │",
            "│  11111111111111111111111111 22222222222222222222222222   │",
            "│                                                          │",
            "│  3 east.mkv                 4 west.mkv                   │",
            "│  33333333333333333333333333 44444444444444444444444444   │",
        ])
        #expect(frame.target(x: 40, y: 9)?.target == .command(.view(4)))
    }

    @Test func theIdleFullScreenViewKeepsEveryViewInItsGrid() {
        var idle = state(focus: 0)
        idle.isIdleFullscreen = true
        let frame = render(idle)
        #expect(Array(frame.grid.lines[1...3]) == [
            "  1 ◖ north.mkv               2 south.mkv                   ",
            "  111111111111111111111111111 222222222222222222222222222   ",
            "  111111111111111111111111111 222222222222222222222222222   ",
        ])
        #expect(frame.grid.lines[8].contains("3 east.mkv") && frame.grid.lines[8].contains("4 west.mkv"))
        #expect(frame.grid.lines.contains { $0.contains("The Race") })
    }

    @Test func anEnlargedViewFillsTheArea() {
        let frame = render(state(focus: 2, enlarged: true))
        #expect(frame.grid.lines[5].contains("3 ◖ east.mkv"))
        #expect(frame.grid.lines[6].contains(String(repeating: "3", count: 50)))
        #expect(!frame.grid.lines.joined().contains("north"))
    }
}
