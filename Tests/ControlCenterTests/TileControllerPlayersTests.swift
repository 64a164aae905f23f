import Commands
import NowPlaying
import Settings
import Testing
@testable import ControlCenter

/// The `players` key (P): the list panel on the players, through the owner, and back.
@Suite struct TileControllerPlayersTests {
    let now = TileFixtures.now
    let target = RecordingSource()

    /// A controller over a queue of five whose owner lists two players after this one when asked,
    /// as a switching source does: the list's snapshot comes at once.
    func controller(closes: @escaping () -> Void = {}) -> TileController {
        var info = TileFixtures.info()
        info.queueIndex = 3
        info.queueCount = 5
        let tile = target.controller(info)
        tile.onPlayers = { [unowned tile, target] in
            tile.listsPlayers = true
            var players = info
            players.queueIndex = 0
            players.queueCount = 3
            players.queueRevision = 1
            target.publish(.nowPlaying(players))
            return nil
        }
        tile.onListClose = closes
        return tile
    }

    @Test func withoutAnOwnerThatListsPlayersTheKeySaysSo() {
        let tile = target.controller()
        tile.handle(TileFixtures.key("P"), now: now)
        #expect(tile.overlay == .none)
        #expect(tile.state(now: now).toast == "'players' is not available here")
    }

    @Test func whenTheOwnerCannotListThemTheKeySaysWhy() {
        let tile = target.controller()
        tile.onPlayers = { "no session bus: MPRIS is off here" }
        tile.handle(TileFixtures.key("P"), now: now)
        #expect(tile.overlay == .none)
        #expect(tile.state(now: now).toast == "no session bus: MPRIS is off here")
    }

    @Test func theKeyOpensThePanelOnThePlayersAtThisPlayerAndClosesIt() {
        var closed = 0
        let tile = controller { closed += 1 }
        tile.handle(TileFixtures.key("P"), now: now)
        #expect(tile.overlay == .queue)
        let panel = tile.state(now: now).queuePanel
        #expect(panel?.title == "Players" && panel?.isQueue == false)
        #expect(panel?.total == 3 && panel?.selected == 0, "opened on the row shown, not the queue's item")
        tile.handle(TileFixtures.key("P"), now: now)
        #expect(tile.overlay == .none)
        #expect(closed == 1, "the owner is told the list closed")
    }

    @Test func overTheOpenQueueTheKeySwitchesThePanelToThePlayers() {
        var closed = 0
        let tile = controller { closed += 1 }
        tile.handle(TileFixtures.key("tab"), now: now)
        #expect(tile.state(now: now).queuePanel?.title == "Queue")
        #expect(tile.state(now: now).queuePanel?.selected == 3)
        tile.handle(TileFixtures.key("P"), now: now)
        let panel = tile.state(now: now).queuePanel
        #expect(panel?.title == "Players" && panel?.total == 3 && panel?.selected == 0)
        #expect(closed == 0, "the panel stayed open: it lists the players now")
    }

    @Test func enterInThePlayersChoosesTheRowAndEscTellsTheOwnerTheListClosed() {
        var closed = 0
        let tile = controller { closed += 1 }
        tile.handle(TileFixtures.key("P"), now: now)
        tile.handle(TileFixtures.key("down"), now: now)
        tile.handle(TileFixtures.key("enter"), now: now)
        #expect(target.commands == [.playIndex(2)])
        tile.handle(TileFixtures.key("esc"), now: now)
        #expect(tile.overlay == .none)
        #expect(closed == 1)
    }

    @Test func theQueuePanelClosingTellsTheOwnerToo() {
        var closed = 0
        let tile = controller { closed += 1 }
        tile.handle(TileFixtures.key("tab"), now: now)
        tile.handle(TileFixtures.key("tab"), now: now)
        #expect(tile.overlay == .none)
        #expect(closed == 1)
    }
}
