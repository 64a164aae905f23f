import Testing
@testable import ControlCenter
@testable import NowPlaying

/// Streams in the tile's cell grid: "buffering 40%" at the foot of the text while playback
/// waits for the network, and a live stream's LIVE in place of its length with skip forward dim.
@Suite struct StreamTileSnapshotTests {
    let now = TileFixtures.now

    static func buffering(_ percent: Int) -> NowPlayingInfo {
        var info = TileFixtures.info(state: .interrupted)
        info.rate = 0
        info.buffering = percent
        return info
    }

    @Test func whileWaitingForTheNetworkTheTileSaysHowFullTheCacheIs() {
        let frame = TileFixtures.render(TileState(info: Self.buffering(40), now: now + 30))
        #expect(Array(frame.grid.lines[2...13]) == [
            "╭─ Now Playing ────────────────────────────────────────────╮",
            "│                                                          │",
            "│  ╭──────╮   Magnificent                                  │",
            "│  │      │   Test Artist — Seeds                          │",
            "│  │  ♪   │                                                │",
            "│  ╰──────╯   buffering 40%                                │",
            "│                                                          │",
            "│  0:42 ━━━━━━━━━━───────────────────────────────── -2:18  │",
            "│                                                          │",
            "│  ◖ 80%              ↺ 10   ▶    15 ↻                 1×  │",
            "│                                                          │",
            "╰───────────────────────────────────────────────── ? keys ─╯",
        ], "no time passes while it waits")
        #expect(TileFixtures.styles(frame.grid, row: 7) == "s..ssssssss...aaaaaaaaaaaaa................................s")
    }

    @Test func theCacheStateShowsInTheSmallestLayoutsToo() {
        let compact = TileFixtures.render(TileState(info: Self.buffering(5), now: now), columns: 40, rows: 12)
        #expect(compact.grid.lines[5] == "│ ╰────────╯  buffering 5%             │")
        let tiny = TileFixtures.render(TileState(info: Self.buffering(95), now: now), columns: 24, rows: 8)
        #expect(tiny.grid.lines[0...2] == [" Magnificent            ", " Test Artist — Seeds    ", " buffering 95%          "])
    }

    @Test func onceItPlaysTheCacheStateIsGone() {
        let frame = TileFixtures.render(TileState(info: TileFixtures.info(), now: now))
        #expect(!frame.grid.lines.joined().contains("buffering"))
    }

    @Test func aLiveStreamAtItsEdgeShowsLIVEAndSkipForwardDim() {
        var info = TileFixtures.info(duration: nil)
        info.isLive = true
        info.commands.states[.skipForward] = .disabled("Already at the live edge")
        let frame = TileFixtures.render(TileState(info: info, now: now))
        #expect(frame.grid.lines[2] == "╭─ Now Playing ─────────────────────────────────── ● LIVE ─╮")
        #expect(frame.grid.lines[9] == "│  0:42 ──────────────────────────────────────────── LIVE  │")
        #expect(frame.grid.lines[11] == "│  ◖ 80%              ↺ 10   ❚❚   15 ↻                 1×  │")
        #expect(TileFixtures.styles(frame.grid, row: 11) == "s..ttttt..............tttt...AA...dddd.................tt..s")
    }
}
