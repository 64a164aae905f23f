import Commands
import NowPlaying
import Settings
import Testing
@testable import ControlCenter

/// The go-to prompt through the tile's keys: `g` opens it, what is typed goes there on Enter
/// as a seek, a share of the length or a skip; Esc leaves; a bad entry says why and stays.
@Suite struct GoToPromptTests {
    let now = TileFixtures.now
    let target = RecordingSource()

    func typed(_ text: String, into tile: TileController, info: NowPlayingInfo? = TileFixtures.info()) {
        tile.handle(TileFixtures.key("g"), now: now)
        for character in text { tile.handle(.key(KeyName(.character(character))), now: now) }
    }

    @Test func enterGoesToATimeAShareOrAStep() {
        let tile = target.controller(TileFixtures.info())
        for (text, command) in [("1:23", Command.seek(to: 83)), ("45%", .seekPercent(45)), ("90", .seek(to: 90))] {
            typed(text, into: tile)
            #expect(tile.state(now: now).goTo?.text == text)
            tile.handle(TileFixtures.key("enter"), now: now)
            #expect(target.commands.last == command, "\(text)")
            #expect(tile.overlay == .none)
        }
        typed("+30", into: tile)
        tile.handle(TileFixtures.key("enter"), now: now)
        #expect(target.commands.last == .skipForward(30))
        #expect(tile.state(now: now).landing == 72, "a step lands where a skip would, and the scrubber shows it")
    }

    @Test func aStepBackIsASkipBack() {
        let tile = target.controller(TileFixtures.info(elapsed: 100))
        typed("-1:00", into: tile)
        tile.handle(TileFixtures.key("enter"), now: now)
        #expect(target.commands == [.skipBackward(60)])
    }

    @Test func escLeavesWithoutGoingAnywhereAndBackspaceTakesBack() {
        let tile = target.controller(TileFixtures.info())
        typed("1:234", into: tile)
        tile.handle(TileFixtures.key("backspace"), now: now)
        #expect(tile.state(now: now).goTo?.text == "1:23")
        tile.handle(TileFixtures.key("esc"), now: now)
        #expect(tile.overlay == .none)
        #expect(tile.state(now: now).goTo == nil)
        #expect(target.commands.isEmpty)
        typed("", into: tile)
        #expect(tile.state(now: now).goTo?.text == "", "it opens empty again")
    }

    @Test func aBadEntrySaysWhyAndStaysToBeFixed() {
        let tile = target.controller(TileFixtures.info())
        typed("abc", into: tile)
        tile.handle(TileFixtures.key("enter"), now: now)
        #expect(tile.overlay == .goTo)
        #expect(tile.state(now: now).goTo?.problem
                == "'abc' is not a time (1:23, 1:02:03, 90), a percentage (45%) or a step (+30, -1:00)")
        #expect(target.commands.isEmpty)
        tile.handle(TileFixtures.key("backspace"), now: now)
        #expect(tile.state(now: now).goTo?.problem == nil, "editing the entry clears the complaint")
        #expect(tile.state(now: now).goTo?.text == "ab")
    }

    @Test func enterOnNothingTypedLeaves() {
        let tile = target.controller(TileFixtures.info())
        typed(" ", into: tile)
        tile.handle(TileFixtures.key("enter"), now: now)
        #expect(tile.overlay == .none)
        #expect(target.commands.isEmpty)
    }

    @Test func aShareOfAnUnknownLengthIsRefusedClearly() {
        let tile = target.controller(TileFixtures.info(duration: nil))
        typed("45%", into: tile)
        tile.handle(TileFixtures.key("enter"), now: now)
        #expect(tile.state(now: now).goTo?.problem == "The length of this item is not known: go to a time instead")
        #expect(target.commands.isEmpty)
    }

    @Test func keysThatAreBoundElsewhereAreTypedWhileItIsOpen() {
        let tile = target.controller(TileFixtures.info())
        typed("q+-", into: tile)
        #expect(tile.state(now: now).goTo?.text == "q+-")
        #expect(target.commands.isEmpty, "q does not quit, + does not turn the volume up")
    }

    @Test func withNothingPlayingThePromptDoesNotOpen() {
        var info = NowPlayingInfo()
        info.uptime = now
        let tile = target.controller(info)
        tile.handle(TileFixtures.key("g"), now: now)
        #expect(tile.overlay == .none)
        #expect(tile.state(now: now).toast == "Nothing is playing")
    }

    @Test func thePromptSitsOnTheActionRowAndItsProblemAboveIt() {
        let tile = target.controller(TileFixtures.info())
        typed("abc", into: tile)
        tile.handle(TileFixtures.key("enter"), now: now)
        let lines = TileFixtures.render(tile.state(now: now), columns: 60, rows: 16).grid.lines
        let text = lines.joined(separator: "\n")
        #expect(text.contains("Go to: abc"))
        #expect(text.contains("'abc' is not a time"))
        let prompt = lines.firstIndex { $0.contains("Go to: abc") } ?? 0
        let problem = lines.firstIndex { $0.contains("'abc' is not a time") } ?? 99
        #expect(problem < prompt)
    }
}
