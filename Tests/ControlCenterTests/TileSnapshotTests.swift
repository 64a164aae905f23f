import Testing
@testable import ControlCenter
@testable import NowPlaying

/// The tile rendered into the cell grid, compared as the text a person would read, plus the
/// style of the rows where colour carries meaning. Most render at 60×16: rows 2–13 are the card.
@Suite struct TileSnapshotTests {
    let now = TileFixtures.now

    func card(_ state: TileState, ascii: Bool = false) -> (lines: [String], frame: TileFrame) {
        let frame = TileFixtures.render(state, ascii: ascii)
        return (Array(frame.grid.lines[2...13]), frame)
    }

    @Test func aPlayingItemShowsTitleArtistTimesAndTheTransportRow() {
        let frame = TileFixtures.render(TileState(info: TileFixtures.info(), now: now))
        #expect(frame.grid.lines == [
            "                                                            ",
            "                                                            ",
            "╭─ Now Playing ────────────────────────────────────────────╮",
            "│                                                          │",
            "│  ╭──────╮   Magnificent                                  │",
            "│  │      │   Test Artist — Seeds                          │",
            "│  │  ♪   │                                                │",
            "│  ╰──────╯                                                │",
            "│                                                          │",
            "│  0:42 ━━━━━━━━━━───────────────────────────────── -2:18  │",
            "│                                                          │",
            "│  ◖ 80%              ↺ 10   ❚❚   15 ↻                 1×  │",
            "│                                                          │",
            "╰───────────────────────────────────────────────── ? keys ─╯",
            "                                                            ",
            "                                                            ",
        ])
        #expect(TileFixtures.styles(frame.grid, row: 2) == "ss.hhhhhhhhhhh.sssssssssssssssssssssssssssssssssssssssssssss")
        #expect(TileFixtures.styles(frame.grid, row: 4) == "s..ssssssss...ttttttttttt..................................s")
        #expect(TileFixtures.styles(frame.grid, row: 9) == "s..ssss.aaaaaaaaaasssssssssssssssssssssssssssssssss.sssss..s")
        #expect(TileFixtures.styles(frame.grid, row: 11) == "s..ttttt..............tttt...AA...tttt.................tt..s")
    }

    @Test func elapsedAndTheBarMoveWithTheClockAtTheSnapshotsRate() {
        var info = TileFixtures.info()
        info.rate = 2
        let later = card(TileState(info: info, now: now + 9)).lines
        #expect(later[7] == "│  1:00 ━━━━━━━━━━━━━━───────────────────────────── -2:00  │")
    }

    @Test func aPausedItemOffersPlayWhereThePauseButtonWas() {
        let (lines, frame) = card(TileState(info: TileFixtures.info(state: .paused), now: now + 60))
        #expect(lines[7] == "│  0:42 ━━━━━━━━━━───────────────────────────────── -2:18  │", "no time passes while paused")
        #expect(lines[9] == "│  ◖ 80%              ↺ 10   ▶    15 ↻                 1×  │")
        #expect(TileFixtures.styles(frame.grid, row: 11) == "s..ttttt..............tttt...AA...tttt.................tt..s")
    }

    @Test func duringAnAdSkipForwardIsDimAndSkipAdCountsDown() throws {
        var info = TileFixtures.info(elapsed: 62)
        info.timeline = try AdTimeline(ranges: [AdTimeRange(start: 60, duration: 30)])
        info.ad = AdProgress(range: AdTimeRange(start: 60, duration: 30), elapsed: 2)
        info.commands.states[.skipForward] = .disabled("Skipping is unavailable during an ad")
        info.commands.states[.skipInterstitial] = .disabled("You can skip this ad in 3 s")
        let (lines, frame) = card(TileState(info: info, now: now))
        #expect(lines[2...9] == [
            "│  ╭──────╮   Magnificent                                  │",
            "│  │      │   Test Artist — Seeds                          │",
            "│  │  ♪   │                                                │",
            "│  ╰──────╯    AD  0:28 left                 Skip Ad in 3  │",
            "│                                                          │",
            "│  1:00 ━━━━━━━━━━━━━━▮──────────────────────────── -2:00  │",
            "│                                                          │",
            "│  ◖ 80%              ↺ 10   ❚❚   15 ↻                 1×  │",
        ])
        #expect(TileFixtures.styles(frame.grid, row: 7) == "s..ssssssss...MMMMssssssssss.................dddddddddddd..s")
        #expect(TileFixtures.styles(frame.grid, row: 9) == "s..ssss.aaaaaaaaaaaaaamssssssssssssssssssssssssssss.sssss..s")
        #expect(TileFixtures.styles(frame.grid, row: 11) == "s..ttttt..............tttt...AA...dddd.................tt..s")
    }

    @Test func anInterstitialCountsDownThenOffersAPressableSkipAd() {
        var info = TileFixtures.info(elapsed: 30)
        info.rate = 0
        info.interstitial = InterstitialProgress(url: "/ads/spot.mp3", elapsed: 1.2, duration: 15, skippableAfter: 5)
        info.commands.states[.skipForward] = .disabled("Skipping is unavailable during an ad")
        info.commands.states[.skipBackward] = .disabled("Skipping is unavailable during an ad")
        info.commands.states[.skipInterstitial] = .disabled("You can skip this ad in 4 s")
        let (counting, countingFrame) = card(TileState(info: info, now: now))
        #expect(counting[5] == "│  ╰──────╯    AD  0:14 left                 Skip Ad in 4  │")
        #expect(counting[7] == "│  0:30 ━━━━━━━──────────────────────────────────── -2:30  │", "the main item's time stands still")
        #expect(TileFixtures.styles(countingFrame.grid, row: 11) == "s..ttttt..............dddd...AA...dddd.................tt..s")
        #expect(!countingFrame.hits.contains { $0.target == .command(.skipAd) })
        let (ready, readyFrame) = card(TileState(info: info, now: now + 4))
        #expect(ready[5] == "│  ╰──────╯    AD  0:10 left                     Skip Ad   │")
        #expect(TileFixtures.styles(readyFrame.grid, row: 7) == "s..ssssssss...MMMMssssssssss....................ppppppppp..s")
        #expect(readyFrame.target(x: 52, y: 7)?.target == .command(.skipAd))
    }

    @Test func skipIntroShowsAsAButtonWhileItsRangePlays() {
        var info = TileFixtures.info(elapsed: 5)
        info.actions = ["Skip Intro"]
        info.chapters = [ChapterInfo(title: "Intro", start: 0), ChapterInfo(title: "The Middle", start: 30),
                         ChapterInfo(title: "End", start: 150)]
        info.chapterIndex = 0
        let (lines, frame) = card(TileState(info: info, now: now))
        #expect(lines[2...7] == [
            "│  ╭──────╮   Magnificent                                  │",
            "│  │      │   Test Artist — Seeds                          │",
            "│  │  ♪   │   Chapter 1 of 3 · Intro                       │",
            "│  ╰──────╯                                   Skip Intro   │",
            "│                                                          │",
            "│  0:05 ━──────┃───────────────────────────┃─────── -2:55  │",
        ])
        #expect(TileFixtures.styles(frame.grid, row: 7) == "s..ssssssss..................................pppppppppppp..s")
        #expect(frame.target(x: 50, y: 7)?.target == .command(.pressAction))
    }

    @Test func theSpeedMenuOpensAboveTheSpeedButtonWithTheSelectionMarked() {
        var info = TileFixtures.info()
        info.speeds.selectSpeed(PlaybackSpeed(rate: 1.25))
        var state = TileState(info: info, now: now)
        state.overlay = .speedMenu(highlighted: 3)
        let (lines, frame) = card(state)
        #expect(lines == [
            "╭─ Now Playing ────────────────────────────────────────────╮",
            "│                                                          │",
            "│  ╭──────╮   Magnificent                    ╭─ Speed ───╮ │",
            "│  │      │   Test Artist — Seeds            │   0.5×    │ │",
            "│  │  ♪   │                                  │   1×      │ │",
            "│  ╰──────╯                                  │ ● 1.25×   │ │",
            "│                                            │   1.5×    │ │",
            "│  0:42 ━━━━━━━━━━───────────────────────────│   2×      │ │",
            "│                                            ╰───────────╯ │",
            "│  ◖ 80%              ↺ 10   ❚❚   15 ↻              1.25×  │",
            "│                                                          │",
            "╰───────────────────────────────────────────────── ? keys ─╯",
        ])
        #expect(TileFixtures.styles(frame.grid, row: 7) == "s..ssssssss..................................saaaaaaaaaaas.s")
        #expect(TileFixtures.styles(frame.grid, row: 8) == "s............................................sSSSSSSSSSSSs.s")
        #expect(frame.target(x: 50, y: 6)?.target == .speed(1))
    }

    @Test func aDescriptionEarnsAChevronAndTheInfoPanelShowsItWithItsActions() {
        var info = TileFixtures.info()
        info.metadata.description = "A tone of 440 hertz, generated for the tests, with a description long enough to wrap over lines."
        info.metadata.genre = "Test"
        info.metadata.year = "2024"
        info.metadata.contentRating = "G"
        info.infoActions = ["Play from Beginning"]
        var state = TileState(info: info, now: now)
        let closed = card(state).lines
        #expect(closed[2] == "│  ╭──────╮   Magnificent                               ›  │")
        #expect(closed[5] == "│  ╰──────╯   Test · 2024                                  │")
        state.overlay = .infoPanel(highlighted: 0)
        let (lines, frame) = card(state)
        #expect(lines == [
            "╭─ Info ─ Chapters ─ Lyrics ─ Bookmarks ─ Room ─ History ──╮",
            "│                                                          │",
            "│  Magnificent                                             │",
            "│  Test Artist — Seeds                                     │",
            "│  Test · G · 2024                                         │",
            "│                                                          │",
            "│  A tone of 440 hertz, generated for the tests, with a    │",
            "│  description long enough to wrap over lines.             │",
            "│                                                          │",
            "│                                                          │",
            "│   Play from Beginning                                    │",
            "╰─ 1-7 of 9 ────────────────────────────────── esc closes ─╯",
        ])
        #expect(TileFixtures.styles(frame.grid, row: 12) == "s..ppppppppppppppppppppp...................................s")
        #expect(frame.target(x: 10, y: 12)?.target == .infoAction(0))
        #expect(frame.target(x: 40, y: 8)?.target == .infoRows(scrollLimit: 2), "the rows below (the path, the details being read) scroll")
    }

    @Test func at40By12TheCompactLayoutKeepsEveryPartInside() {
        let frame = TileFixtures.render(TileState(info: TileFixtures.info(), now: now), columns: 40, rows: 12)
        #expect(frame.grid.lines == [
            "╭─ Now Playing ────────────────────────╮",
            "│ ╭────────╮  Magnificent              │",
            "│ │        │  Test Artist — Seeds      │",
            "│ │   ♪    │                           │",
            "│ │        │                           │",
            "│ ╰────────╯                           │",
            "│                                      │",
            "│ 0:42 ━━━━━──────────────────── -2:18 │",
            "│                                      │",
            "│ ◖ 80%     ↺ 10   ❚❚   15 ↻        1× │",
            "│                                      │",
            "╰───────────────────────────── ? keys ─╯",
        ])
    }

    @Test func aWideCharacterTitleIsCutAtACharacterBoundaryAndTheFrameStaysAligned() {
        let info = TileFixtures.info(title: "굉장한 노래를 부르는 가수의 아주 긴 제목입니다 정말로", artist: "歌手", album: "アルバム")
        let (lines, frame) = card(TileState(info: info, now: now))
        #expect(lines[2] == "│  ╭──────╮   굉장한 노래를 부르는 가수의 아주 긴 제목입…  │")
        #expect(lines[3] == "│  │      │   歌手 — アルバム                              │")
        // Every row is 60 columns and the right border sits in the last one.
        for y in 2...13 {
            #expect(frame.grid[59, y].text == "╮" || frame.grid[59, y].text == "│" || frame.grid[59, y].text == "╯")
        }
        #expect(frame.grid[14, 4].width == 2 && frame.grid[15, 4].isContinuation)
    }

    @Test func withoutUTF8EverythingIsDrawnInASCII() {
        let (lines, _) = card(TileState(info: TileFixtures.info(title: "Café 굉장한"), now: now), ascii: true)
        #expect(lines == [
            "+- Now Playing --------------------------------------------+",
            "|                                                          |",
            "|  +------+   Caf? ???                                     |",
            "|  |      |   Test Artist - Seeds                          |",
            "|  |  #   |                                                |",
            "|  +------+                                                |",
            "|                                                          |",
            "|  0:42 ==========--------------------------------- -2:18  |",
            "|                                                          |",
            "|  vol 80%           << 10   ||   15 >>                1x  |",
            "|                                                          |",
            "+------------------------------------------------- ? keys -+",
        ])
        #expect(lines.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) })
    }

    @Test func aLiveStreamShowsTheBadgeAndNoRemainingTime() {
        var info = TileFixtures.info(duration: nil)
        info.isLive = true
        let (lines, frame) = card(TileState(info: info, now: now))
        #expect(lines[0] == "╭─ Now Playing ─────────────────────────────────── ● LIVE ─╮")
        #expect(lines[7] == "│  0:42 ──────────────────────────────────────────── LIVE  │")
        #expect(TileFixtures.styles(frame.grid, row: 2) == "ss.hhhhhhhhhhh.sssssssssssssssssssssssssssssssssss.bbbbbb.ss")
        #expect(!frame.hits.contains { if case .scrubber = $0.target { true } else { false } }, "nothing to seek in")
    }

    @Test func belowTwentyBySixItSaysTheTerminalIsTooSmall() {
        let frame = TileFixtures.render(TileState(info: TileFixtures.info(), now: now), columns: 19, rows: 5)
        #expect(frame.grid.lines == [
            "                   ",
            "terminal too small ",
            "    19×5 < 20×6    ",
            "                   ",
            "                   ",
        ])
    }

    @Test func theIdleViewCentresArtworkTitleAndProgress() {
        var state = TileState(info: TileFixtures.info(), now: now)
        state.isIdleFullscreen = true
        let frame = TileFixtures.render(state, columns: 40, rows: 12)
        #expect(frame.grid.lines[5...10] == [
            "               ╰────────╯               ",
            "                                        ",
            "              Magnificent               ",
            "          Test Artist — Seeds           ",
            "                                        ",
            "          0:42 ━━─────── -2:18          ",
        ])
    }

    @Test func artworkCellsArePlacedCentredInTheirBox() {
        let red = Cell(text: "▀", width: 1, style: CellStyle(foreground: .indexed(196), background: .indexed(52)))
        var info = TileFixtures.info()
        info.artworkID = 1
        let frame = TileFixtures.render(TileState(info: info, now: now)) { columns, rows in
            ArtworkCells(columns: min(columns, 6), rows: min(rows, 4), cells: Array(repeating: red, count: 24))
        }
        #expect(frame.grid.lines[4...7] == [
            "│   ▀▀▀▀▀▀    Magnificent                                  │",
            "│   ▀▀▀▀▀▀    Test Artist — Seeds                          │",
            "│   ▀▀▀▀▀▀                                                 │",
            "│   ▀▀▀▀▀▀                                                 │",
        ])
        #expect(frame.grid[4, 4].style.foreground == .indexed(196))
        #expect(frame.target(x: 4, y: 5)?.target == .artwork)
    }
}
