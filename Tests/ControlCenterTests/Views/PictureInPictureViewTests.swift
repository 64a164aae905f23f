import Testing
@testable import ControlCenter
@testable import NowPlaying

/// The session in picture in picture, drawn in a corner of the tile from the snapshot alone.
@Suite struct PictureInPictureViewTests {
    let now = TileFixtures.now

    private func info(pipState: PlaybackState = .playing, muted: Bool = true) -> NowPlayingInfo {
        var other = NowPlayingInfo()
        other.metadata.title = "Podcast Episode 12"
        other.metadata.artist = "Radio Seeds"
        other.mediaElapsed = 30
        other.duration = 1800
        other.rate = pipState == .playing ? 1 : 0
        other.state = pipState
        other.isMuted = muted
        other.uptime = now - 5.3
        var info = TileFixtures.info()
        info.pictureInPicture = PictureInPictureInfo(other, at: info.uptime)
        return info
    }

    @Test func aWideTileDrawsTheBoxInTheTextAreasCornerAndItsTimeMovesOn() {
        let frame = TileFixtures.render(TileState(info: info(), now: now + 3), columns: 100, rows: 20)
        #expect(Array(frame.grid.lines[3...8]) == [
            "  ╭─ Now Playing ────────────────────────────────────────────────────────────────────────────────╮  ",
            "  │                                                                                              │  ",
            "  │  ╭──────────╮   Magnificent                        ╭─ PiP ────────────────────────────────╮  │  ",
            "  │  │          │   Test Artist — Seeds                │ ♪  Podcast Episode 12                │  │  ",
            "  │  │          │                                      │    Radio Seeds                       │  │  ",
            "  │  │    ♪     │                                      │    ▶ 0:38 / 30:00 · muted            │  │  ",
        ])
        // A click on it swaps.
        #expect(frame.target(x: 70, y: 6)?.target == .command(.pipSwap))
    }

    @Test func theCornerShowsItsPictureBesideItsTextCentredInItsRows() {
        var asked: [(Int, Int)] = []
        let picture: ArtworkSource = { columns, rows in
            asked.append((columns, rows))
            // Square artwork: twice as many columns as rows.
            return ArtworkCells(columns: rows * 2, rows: rows,
                                cells: Array(repeating: Cell(text: "█", width: 1, style: .plain), count: rows * rows * 2))
        }
        let frame = TileRenderer.render(TileState(info: info(), now: now + 3), appearance: TileFixtures.appearance(),
                                        columns: 100, rows: 24, corner: picture) { _, _ in nil }
        #expect(Array(frame.grid.lines[5...11]) == [
            "  │  ╭──────────────────╮   Magnificent                ╭─ PiP ────────────────────────────────╮  │  ",
            "  │  │                  │   Test Artist — Seeds        │ ██████████  Podcast Episode 12       │  │  ",
            "  │  │                  │                              │ ██████████  Radio Seeds              │  │  ",
            "  │  │                  │                              │ ██████████  ▶ 0:38 / 30:00 · muted   │  │  ",
            "  │  │                  │                              │ ██████████                           │  │  ",
            "  │  │        ♪         │                              │ ██████████                           │  │  ",
            "  │  │                  │                              ╰──────────────────────────────────────╯  │  ",
        ])
        // It asks for the inner rows and up to four columns a row (a 16:9 frame), leaving the text 22.
        #expect(asked.count == 1 && asked.first?.0 == 13 && asked.first?.1 == 5)
    }

    @Test func aPictureThatDoesNotFitTheRoomItAskedForIsNotDrawn() {
        let picture: ArtworkSource = { _, _ in
            ArtworkCells(columns: 30, rows: 9, cells: Array(repeating: Cell(text: "█", width: 1, style: .plain), count: 270))
        }
        let frame = TileRenderer.render(TileState(info: info(), now: now + 3), appearance: TileFixtures.appearance(),
                                        columns: 100, rows: 20, corner: picture) { _, _ in nil }
        #expect(!frame.grid.lines.joined().contains("█"))
        #expect(frame.grid.lines[6].contains("│ ♪  Podcast Episode 12"))
    }

    @Test func aPausedCornerStandsStill() {
        let frame = TileFixtures.render(TileState(info: info(pipState: .paused, muted: false), now: now + 60), columns: 100, rows: 20)
        #expect(frame.grid.lines[8].contains("│    ❚❚ 0:30 / 30:00                   │"))
    }

    @Test func aNarrowTileSetsOneLineIntoTheTopEdge() {
        let frame = TileFixtures.render(TileState(info: info(), now: now), columns: 60, rows: 16)
        #expect(frame.grid.lines[2] == "╭─ Now Playing ──────────── PiP ▶ Podcast Episode 12 0:35 ─╮")
        #expect(frame.target(x: 40, y: 2)?.target == .command(.pipSwap))
        // The title keeps the whole text area.
        #expect(frame.grid.lines[4] == "│  ╭──────╮   Magnificent                                  │")
    }

    @Test func withoutPictureInPictureNothingIsDrawnAndTheDeadlineIsTheMainOnes() {
        var state = TileState(info: info(), now: now + 0.5)
        // The corner's second (35.8 s at +0.5 s) changes before the main one's (42.5 s).
        #expect(abs((state.nextSecond ?? 0) - (now + 0.7)) < 0.01)
        state.info?.pictureInPicture = nil
        #expect(abs((state.nextSecond ?? 0) - (now + 1.0)) < 0.01)
        let frame = TileFixtures.render(state, columns: 100, rows: 20)
        #expect(!frame.grid.lines.joined().contains("PiP"))
    }
}
