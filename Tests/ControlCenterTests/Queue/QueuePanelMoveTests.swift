import Commands
import Settings
import Testing
@testable import ControlCenter
@testable import NowPlaying

/// Moving the highlighted item with the key map's move keys (K/J, shift-↑/↓ by default):
/// the session's queue changes, the highlight follows the item, the playing one stays marked.
@Suite struct QueuePanelMoveTests {
    let now = TileFixtures.now

    /// A panel over the real session's queue of five paths with the second one current.
    func panel(keys: KeyBindings = .defaults) -> (SessionQueue, TileController) {
        let target = SessionQueue(count: 5, startingAt: 1, keys: keys, rows: 10)
        target.press("tab")
        // The first item's "Now playing" has had its time: what follows is the moves' own doing.
        target.controller.timeDidPass(now: now + TileController.toastSeconds)
        return (target, target.controller)
    }

    @Test func jMovesThePlayingItemDownAndTheHighlightAndMarkerFollowIt() {
        let (target, controller) = panel()
        target.press("J", "J")
        #expect(target.session.currentIndex == 3)
        #expect(target.names == ["track 1.mp3", "track 3.mp3", "track 4.mp3", "track 2.mp3", "track 5.mp3"])
        let frame = TileFixtures.render(controller.state(now: now), columns: 70, rows: 10)
        #expect(frame.grid.lines == [
            "╭─ Queue ─────────────────────────────────────────────────── 4 of 5 ─╮",
            "│    1  track 1.mp3                                                  │",
            "│    2  track 3.mp3                                                  │",
            "│    3  track 4.mp3                                                  │",
            "│  ▶ 4  track 2.mp3                                                  │",
            "│    5  track 5.mp3                                                  │",
            "│                                                                    │",
            "│                                                                    │",
            "│  shuffle off · repeat none · / search · d remove · K/J move        │",
            "╰────────────────────────────────────────────────────────────────────╯",
        ])
        #expect(TileFixtures.styles(frame.grid, row: 4) == "s." + String(repeating: "S", count: 66) + ".s",
                "the moved item is still the highlighted one")
        #expect(controller.state(now: now).toast == nil, "a move is not a new item: no 'Now playing'")
    }

    @Test func shiftUpMovesAnotherItemUpPastThePlayingOne() {
        let (target, controller) = panel()
        target.press("down", "down", "S-up", "S-up")
        #expect(target.names == ["track 1.mp3", "track 4.mp3", "track 2.mp3", "track 3.mp3", "track 5.mp3"])
        #expect(target.session.currentIndex == 2, "the playing item moved down one place to make room")
        let panel = controller.state(now: now).queuePanel
        #expect(panel?.selected == 1)
        #expect(panel?.rows.filter(\.isCurrent).map(\.index) == [2])
    }

    @Test func atTheEndsTheMoveKeysSaySoAndNothingMoves() {
        let (target, controller) = panel()
        let before = target.names
        target.press("home", "K")
        #expect(controller.state(now: now).toast == "Already first in the queue")
        target.press("end", "J")
        #expect(controller.state(now: now).toast == "Already last in the queue")
        #expect(target.names == before)
    }

    @Test func theMoveKeysAreTheKeyMapsAndOutsideThePanelTheyPointToIt() throws {
        var keys = KeyBindings.defaults
        keys.bind(try KeyName(parsing: "u"), to: .tile(.moveUp))
        keys.unbind(try KeyName(parsing: "K"))
        let (target, controller) = panel(keys: keys)
        target.press("K")
        #expect(target.session.currentIndex == 1, "an unbound K does nothing")
        target.press("u")
        #expect(target.session.currentIndex == 0)
        target.press("esc", "J")
        #expect(controller.overlay == .none)
        #expect(controller.state(now: now).toast == "Open the queue (tab) to move its items")
        #expect(target.session.currentIndex == 0)
    }
}
