import Commands
@testable import ControlCenter
import NowPlaying
import Settings
import Testing

/// The tile asks for a reading once its snapshot names it, T opens selection, arrows move
/// and extend it, Enter or y copies (through the tile's clipboard) and says how much.
@Suite struct TileLiveTextTests {
    let now = TileFixtures.now
    let source = RecordingSource()

    /// A controller showing a paused video whose reading came, copying into `copied`.
    func controller(copied: Copied = Copied()) -> TileController {
        source.answer = { intent in intent == .liveText(id: 7) ? .liveText(LiveTextFixtures.result) : nil }
        let tile = source.controller(LiveTextFixtures.info())
        tile.onCopy = { copied.texts.append($0); return true }
        _ = source.intents
        return tile
    }

    final class Copied {
        var texts: [String] = []
    }

    @Test func aReadingNamedByTheSnapshotIsAskedForOnceAndShown() {
        let tile = controller()
        #expect(source.intents.filter { $0 == .liveText(id: 7) }.count == 1)
        source.publish(.nowPlaying(LiveTextFixtures.info()))
        #expect(source.intents.filter { $0 == .liveText(id: 7) }.count == 1, "not asked again")
        #expect(tile.state(now: now).liveText == LiveTextFixtures.result)
    }

    @Test func tSelectsTheFirstLineAndYCopiesItAndSaysHowMuch() {
        let copied = Copied()
        let tile = controller(copied: copied)
        tile.handle(TileFixtures.key("T"), now: now)
        #expect(tile.overlay == .liveText)
        #expect(tile.state(now: now).liveTextSelection?.text(in: LiveTextFixtures.result) == "func greet() {")
        tile.handle(TileFixtures.key("y"), now: now)
        #expect(copied.texts == ["func greet() {"])
        #expect(tile.state(now: now).toast == "Copied 14 characters")
        #expect(tile.overlay == .none)
    }

    @Test func shiftArrowsExtendAndEnterCopiesTheLines() {
        let copied = Copied()
        let tile = controller(copied: copied)
        tile.handle(TileFixtures.key("T"), now: now)
        tile.handle(TileFixtures.key("right"), now: now)
        tile.handle(TileFixtures.key("S-down"), now: now)
        tile.handle(TileFixtures.key("enter"), now: now)
        #expect(copied.texts == ["return name\nFIN"])
        #expect(source.commands.isEmpty, "no key went on to the player")
    }

    @Test func escLeavesWithoutCopyingAndOtherKeysGoOnToTheTile() {
        let copied = Copied()
        let tile = controller(copied: copied)
        tile.handle(TileFixtures.key("T"), now: now)
        tile.handle(TileFixtures.key("esc"), now: now)
        #expect(tile.overlay == .none && copied.texts.isEmpty)
        tile.handle(TileFixtures.key("T"), now: now)
        tile.handle(TileFixtures.key("space"), now: now)
        #expect(tile.overlay == .none)
        #expect(source.commands == [.togglePause])
    }

    @Test func playingAgainDropsTheTextAndClosesTheSelection() {
        let tile = controller()
        tile.handle(TileFixtures.key("T"), now: now)
        var playing = LiveTextFixtures.info(ready: nil)
        playing.state = .playing
        source.publish(.nowPlaying(playing))
        #expect(tile.overlay == .none)
        #expect(tile.state(now: now).liveText == nil)
    }

    @Test func withoutTextTSaysWhy() {
        let tile = source.controller(TileFixtures.info())
        tile.handle(TileFixtures.key("T"), now: now)
        #expect(tile.state(now: now).toast == "The item playing has no video")
        #expect(tile.overlay == .none)

        let empty = LiveTextResult(id: 3, frame: PixelSize(width: 1280, height: 720), mediaTime: 0, lines: [])
        source.answer = { _ in .liveText(empty) }
        source.publish(.nowPlaying(LiveTextFixtures.info(ready: 3)))
        _ = source.intents
        tile.handle(TileFixtures.key("T"), now: now)
        #expect(tile.state(now: now).toast == "No text in this frame")
    }

    @Test func aTerminalWithoutAClipboardIsSaidSo() {
        let tile = controller()
        tile.onCopy = { _ in false }
        tile.handle(TileFixtures.key("T"), now: now)
        tile.handle(TileFixtures.key("y"), now: now)
        #expect(tile.state(now: now).toast == "The terminal's clipboard cannot be reached from here")
    }
}
