import Commands
import Settings
import Testing
@testable import ControlCenter
@testable import NowPlaying

/// The Room tab's keys: y joins or leaves from anywhere, Y opens the tab, c (or Enter) types a
/// chat line that Enter says and Esc drops, r says ready or not; each a `together …` command,
/// so the tab works the same over `playdeck attach`.
@Suite struct RoomTabTests {
    let now = TileFixtures.now

    func info(_ room: TogetherInfo? = RoomViewTests.room()) -> NowPlayingInfo {
        var info = TileFixtures.info(duration: 596)
        info.together = room
        return info
    }

    func key(_ controller: TileController, _ base: KeyName.Base) {
        controller.handle(.key(KeyName(base)), now: now)
    }

    @Test func yJoinsOrLeavesAndShiftYOpensTheTab() {
        let target = RecordingSource()
        let controller = target.controller(info(nil))
        key(controller, .character("y"))
        #expect(target.commands == [.together(.toggle)])
        key(controller, .character("Y"))
        #expect(controller.overlay == .infoPanel(highlighted: -1))
        #expect(controller.state(now: now).infoTab == .room)
        key(controller, .character("y"))
        #expect(target.commands == [.together(.toggle), .together(.toggle)])
        #expect(controller.overlay == .infoPanel(highlighted: -1), "on the tab, y keeps it open to show the room joined")
    }

    @Test func cTypesAChatLineThatEnterSaysAndKeysTypedDoNotActOnTheTile() {
        let target = RecordingSource()
        let controller = target.controller(info())
        key(controller, .character("Y"))
        key(controller, .character("c"))
        #expect(controller.state(now: now).roomChat == "")
        for character in "quit? no" { key(controller, character == " " ? .named(.space) : .character(character)) }
        #expect(controller.state(now: now).roomChat == "quit? no")
        key(controller, .named(.enter))
        #expect(target.commands == [.together(.chat("quit? no"))], "q typed into the line does not quit")
        #expect(controller.state(now: now).roomChat == nil)
        key(controller, .named(.enter))
        key(controller, .character("x"))
        key(controller, .named(.esc))
        #expect(target.commands.count == 1, "Esc drops the line")
        #expect(controller.overlay == .infoPanel(highlighted: -1), "Esc ends the line, not the panel")
        key(controller, .character("c"))
        key(controller, .named(.enter))
        #expect(target.commands.count == 1, "nothing typed: nothing said")
    }

    @Test func rSaysReadyOrNotAsTheRoomShowsUs() {
        let target = RecordingSource()
        let controller = target.controller(info())
        key(controller, .character("Y"))
        key(controller, .character("r"))
        var ready = RoomViewTests.room()
        ready.isReady = true
        controller.receive(.nowPlaying(info(ready)), now: now)
        key(controller, .character("r"))
        #expect(target.commands == [.together(.ready(true)), .together(.ready(false))])
    }

    @Test func outsideARoomTheTabsKeysAreTheTilesAndClosingThePanelDropsTheLine() {
        let target = RecordingSource()
        let controller = target.controller(info(nil))
        key(controller, .character("Y"))
        key(controller, .character("r"))
        #expect(target.commands == [.repeatMode(nil)], "not in a room: r is the tile's again")
        #expect(controller.overlay == .none, "as any key the panel does not take, it closes the panel")
        controller.receive(.nowPlaying(info()), now: now)
        key(controller, .character("Y"))
        key(controller, .character("c"))
        key(controller, .character("h"))
        key(controller, .character("i"))
        #expect(controller.state(now: now).roomChat == "hi")
        // Another item closes the panel, and the line with it.
        var next = info()
        next.path = "/elsewhere/next.ogg"
        controller.receive(.nowPlaying(next), now: now)
        #expect(controller.overlay == .none)
        #expect(controller.state(now: now).roomChat == nil)
    }
}
