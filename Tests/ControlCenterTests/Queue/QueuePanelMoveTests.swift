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
    func panel(keys: KeyBindings = .defaults) -> (SessionQueueTarget, TileController) {
        let target = SessionQueueTarget(count: 5)
        _ = target.session.perform(ControlCommand.playIndex(2))
        let controller = TileController(keys: keys, ui: .defaults, adSkipAfter: 5, target: target, now: now)
        controller.show(target.session.makeSnapshot(), now: now)
        controller.screenRows = 10
        controller.handle(QueueFixtures.key("tab"), now: now)
        return (target, controller)
    }

    /// Presses keys and shows the session's snapshot afterwards, as its publishing would.
    func press(_ names: String..., on controller: TileController, _ target: SessionQueueTarget) {
        for name in names { controller.handle(QueueFixtures.key(name), now: now) }
        controller.show(target.session.makeSnapshot(), now: now)
    }

    @Test func jMovesThePlayingItemDownAndTheHighlightAndMarkerFollowIt() {
        let (target, controller) = panel()
        press("J", "J", on: controller, target)
        #expect(target.session.currentIndex == 3)
        #expect(target.session.queue.map { $0.url.split(separator: "/").last ?? "" }
                == ["track 1.mp3", "track 3.mp3", "track 4.mp3", "track 2.mp3", "track 5.mp3"])
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
        press("down", "down", "S-up", "S-up", on: controller, target)
        #expect(target.session.queue.map { $0.url.split(separator: "/").last ?? "" }
                == ["track 1.mp3", "track 4.mp3", "track 2.mp3", "track 3.mp3", "track 5.mp3"])
        #expect(target.session.currentIndex == 2, "the playing item moved down one place to make room")
        let panel = controller.state(now: now).queuePanel
        #expect(panel?.selected == 1)
        #expect(panel?.rows.filter(\.isCurrent).map(\.index) == [2])
    }

    @Test func atTheEndsTheMoveKeysSaySoAndNothingMoves() {
        let (target, controller) = panel()
        let before = target.session.queue
        press("home", "K", on: controller, target)
        #expect(controller.state(now: now).toast == "Already first in the queue")
        press("end", "J", on: controller, target)
        #expect(controller.state(now: now).toast == "Already last in the queue")
        #expect(target.session.queue == before)
    }

    @Test func theMoveKeysAreTheKeyMapsAndOutsideThePanelTheyPointToIt() throws {
        var keys = KeyBindings.defaults
        keys.bind(try KeyName(parsing: "u"), to: .moveUp)
        keys.unbind(try KeyName(parsing: "K"))
        let (target, controller) = panel(keys: keys)
        press("K", on: controller, target)
        #expect(target.session.currentIndex == 1, "an unbound K does nothing")
        press("u", on: controller, target)
        #expect(target.session.currentIndex == 0)
        press("esc", "J", on: controller, target)
        #expect(controller.overlay == .none)
        #expect(controller.state(now: now).toast == "Open the queue (tab) to move its items")
        #expect(target.session.currentIndex == 0)
    }
}
