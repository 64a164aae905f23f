import NowPlaying
import Testing
@testable import ControlCenter

/// The info panel's History tab: the last listens newest first, when, artist — title, and a
/// mark per service, lit when it took the listen, dimmed with an ellipsis while it has yet to.
@Suite struct ListenHistoryViewTests {
    let now = TileFixtures.now

    static func row(_ time: String, _ title: String, listenbrainz: Bool, lastfm: Bool) -> ListenList.Row {
        ListenList.Row(time: time, artist: "Aurora Fields", title: title,
                       services: [ListenList.Service(name: "listenbrainz", took: listenbrainz), ListenList.Service(name: "lastfm", took: lastfm)])
    }

    static func state(_ listens: ListenList?) -> TileState {
        var state = TileState(info: TileFixtures.info(), now: TileFixtures.now)
        state.overlay = .infoPanel(highlighted: -1)
        state.infoTab = .history
        state.listens = listens
        return state
    }

    @Test func theLastListensNewestFirstWithWhichServicesTookThem() {
        let frame = TileFixtures.render(Self.state(ListenList(rows: [
            Self.row("2026-11-28 13:20", "Green Curtain", listenbrainz: false, lastfm: false),
            Self.row("2026-11-28 13:12", "Solar Wind", listenbrainz: true, lastfm: false),
            Self.row("2026-11-27 22:05", "A Title Far Too Long To Fit Beside The Marks", listenbrainz: true, lastfm: true),
        ])))
        #expect(Array(frame.grid.lines[2...7]) == [
            "╭─ Info ─ Chapters ─ Lyrics ─ Bookmarks ─ Room ─ History ──╮",
            "│                                                          │",
            "│  2026-11-28 13:20  Aurora Fields — Green Curta… LB… FM…  │",
            "│  2026-11-28 13:12  Aurora Fields — Solar Wind    LB FM…  │",
            "│  2026-11-27 22:05  Aurora Fields — A Title Far T… LB FM  │",
            "│                                                          │",
        ])
        // A service that took the listen in bold text; one that has yet to, dimmed.
        #expect(TileFixtures.styles(frame.grid, row: 5).hasSuffix("tt.sss..s"))
        #expect(frame.grid[51, 5].style.attributes.contains(.bold))
        #expect(!frame.grid[54, 5].style.attributes.contains(.bold))
        #expect(frame.target(x: 50, y: 2)?.target == .infoTab(.history))
    }

    @Test func noHistoryOrNoneYetSaysSo() {
        #expect(TileFixtures.render(Self.state(nil)).grid.lines[4] == "│  Reading the history…                                    │")
        #expect(TileFixtures.render(Self.state(ListenList(rows: []))).grid.lines[4]
                == "│  No listens yet                                          │")
        let unset = ListenList(rows: [], unavailable: "No scrobbling service is set up ([scrobble] in config.toml)")
        #expect(TileFixtures.render(Self.state(unset)).grid.lines[4] == "│  No scrobbling service is set up ([scrobble] in config…  │")
    }

    @Test func theTabAsksForTheListensWhenItComesIntoViewAndAtEachSnapshotWhileItIs() {
        var panel = InfoPanelState()
        var asked: [Bool] = []
        for (visible, snapshot) in [(false, true), (true, false), (true, false), (true, true), (false, false), (true, false)] {
            asked.append(panel.followListens(visible: visible, snapshot: snapshot))
        }
        #expect(asked == [false, true, false, true, false, true])
    }
}
