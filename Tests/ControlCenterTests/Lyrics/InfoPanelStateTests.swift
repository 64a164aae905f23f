import Commands
import NowPlaying
import Settings
import Testing
@testable import ControlCenter

/// The info panel's tabs and lists through the controller: the lyrics asked for once, ← →
/// switch tabs, ↑ ↓ and Enter seek to a line or a chapter, a click on a line seeks.
@Suite struct InfoPanelStateTests {
    let now = TileFixtures.now
    let target = RecordingSource()

    @Test func theLyricsASnapshotNamesAreAskedForOnceAndKeptForTheirItem() {
        let tile = target.controller(LyricsViewTests.singing(at: 42))
        #expect(target.intents == [.lyrics(id: 4)])
        target.publish(.lyrics(LyricsViewTests.lyrics))
        target.publish(.nowPlaying(LyricsViewTests.singing(at: 52)))
        #expect(target.intents == [.lyrics(id: 4)])
        #expect(tile.state(now: now).lyrics == LyricsViewTests.lyrics)
        target.publish(.nowPlaying(TileFixtures.info(title: "Next")))
        #expect(tile.state(now: now).lyrics == nil)
    }

    @Test func lyricsOfAnotherIdAreNotShown() {
        let tile = target.controller(LyricsViewTests.singing(at: 42))
        target.publish(.lyrics(Lyrics(id: 99, isSynced: false, lines: [], origin: "tag")))
        #expect(tile.state(now: now).lyrics == nil)
    }

    @Test func leftAndRightSwitchTabsAndThePanelReopensOnTheLastOne() {
        let tile = target.controller(LyricsViewTests.singing(at: 42))
        tile.handle(TileFixtures.key("i"), now: now)
        #expect(tile.state(now: now).infoTab == .info)
        for _ in 0..<InfoTab.allCases.count { tile.handle(TileFixtures.key("right"), now: now) }
        #expect(tile.state(now: now).infoTab == InfoTab.allCases.last, "the last tab stays")
        for _ in 0..<(InfoTab.allCases.count - 2) { tile.handle(TileFixtures.key("left"), now: now) }
        #expect(tile.state(now: now).infoTab == .chapters)
        tile.handle(TileFixtures.key("esc"), now: now)
        #expect(tile.overlay == .none)
        tile.handle(TileFixtures.key("i"), now: now)
        #expect(tile.state(now: now).infoTab == .chapters)
    }

    @Test func upAndDownChooseALineFromTheOneSungAndEnterSeeksToIt() {
        let tile = target.controller(LyricsViewTests.singing(at: 42))
        target.publish(.lyrics(LyricsViewTests.lyrics))
        tile.handle(TileFixtures.key("i"), now: now)
        tile.handle(TileFixtures.key("right"), now: now)
        tile.handle(TileFixtures.key("right"), now: now)
        tile.handle(TileFixtures.key("down"), now: now)
        #expect(tile.overlay == .infoPanel(highlighted: 5))
        tile.handle(TileFixtures.key("up"), now: now)
        tile.handle(TileFixtures.key("up"), now: now)
        tile.handle(TileFixtures.key("enter"), now: now)
        #expect(target.commands == [.seek(to: 30)])
        #expect(tile.overlay == .infoPanel(highlighted: -1))
    }

    @Test func enterOnAChapterSeeksToItsStart() {
        var info = TileFixtures.info()
        info.chapters = [ChapterInfo(title: "One", start: 0), ChapterInfo(title: "Two", start: 60)]
        info.chapterIndex = 0
        let tile = target.controller(info)
        tile.handle(TileFixtures.key("i"), now: now)
        tile.handle(TileFixtures.key("right"), now: now)
        tile.handle(TileFixtures.key("down"), now: now)
        tile.handle(TileFixtures.key("enter"), now: now)
        #expect(target.commands == [.seek(to: 60)])
    }

    @Test func aClickOnALineSeeksAndAClickOnATabSwitchesWithoutClosing() {
        let tile = target.controller(LyricsViewTests.singing(at: 42))
        target.publish(.lyrics(LyricsViewTests.lyrics))
        tile.handle(TileFixtures.key("i"), now: now)
        tile.hits = TileFixtures.render(tile.state(now: now)).hits
        tile.handle(.mouse(MouseEvent(.press, x: 22, y: 2)), now: now)
        #expect(tile.state(now: now).infoTab == .lyrics)
        tile.hits = TileFixtures.render(tile.state(now: now)).hits
        tile.handle(.mouse(MouseEvent(.press, x: 5, y: 7)), now: now)
        #expect(target.commands == [.seek(to: 50)])
        #expect(tile.overlay != .none)
    }
}
