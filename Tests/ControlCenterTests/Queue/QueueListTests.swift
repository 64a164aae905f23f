import Commands
import Testing
@testable import ControlCenter
@testable import NowPlaying

/// Keys of the queue panel that send the highlighted item somewhere.
@Suite struct QueueListTests {
    let now = TileFixtures.now

    @Test func wOpensTheHighlightedItemInPictureInPictureAndClosesThePanel() {
        let (target, controller) = QueueFixtures.source(count: 20, current: 0)
        target.press("tab", "down", "down", "w", on: controller)
        #expect(target.recording.sent.last == .pip("/music/album 3/track 3.mp3"))
        #expect(controller.state(now: now).overlay == .none)
    }

    @Test func wInASearchIsTypedNotSent() {
        let (target, controller) = QueueFixtures.source(count: 20, current: 0)
        target.press("tab", "/", "w", on: controller)
        #expect(!target.recording.sent.contains { if case .pip = $0 { true } else { false } })
        #expect(controller.state(now: now).queuePanel?.query == "w")
    }

    /// `c` clears (the panel closes on the empty queue, the line says how to get it back), `u`
    /// brings it back from anywhere, `C` keeps the item playing: on the real session.
    @Test func cClearsUUndoesAndCapitalCCrops() {
        let target = SessionQueue(count: 5, startingAt: 1)
        let controller = target.controller
        target.press("l", "c")
        #expect(target.names.isEmpty)
        #expect(controller.overlay == .none)
        #expect(controller.state(now: now).toast == "Cleared 5 items · u undoes")
        target.press("u")
        #expect(target.names == (1...5).map { "track \($0).mp3" })
        target.press("l", "C")
        #expect(target.names == ["track 2.mp3"])
        #expect(controller.state(now: now).toast == "Kept the item playing, removed 4 items")
        target.press("u")
        #expect(target.names.count == 5)
        controller.handle(QueueFixtures.key("u"), now: now)
        QueueFixtures.settle(controller, target.link)
        #expect(controller.state(now: now).toast == "Nothing to undo")
    }

    /// `s` asks for a name on the panel's status row, as the go-to prompt does: typed keys are
    /// the name's (x shuffles nothing), Enter sends `save NAME`, Esc leaves unsaved.
    @Test func sTypesANameOnTheStatusRowAndEnterSavesTheQueue() {
        let (target, controller) = QueueFixtures.source(count: 20, current: 0)
        target.press("tab", "s", "m", "i", "x", on: controller)
        let frame = TileFixtures.render(controller.state(now: now))
        #expect(frame.grid.lines.contains { $0.contains("Save the queue as: mix_") }, "\(frame.grid.lines)")
        target.press("enter", on: controller)
        #expect(target.recording.sent.last == .save("mix"))
        #expect(controller.overlay == .queue && controller.state(now: now).queuePanel?.saveName == nil)
        target.press("s", "a", "esc", on: controller)
        #expect(target.recording.sent.last == .save("mix"), "Esc saves nothing")
        #expect(controller.overlay == .queue, "Esc leaves the name, not the panel")
        let status = TileFixtures.render(controller.state(now: now)).grid.lines.dropLast().last ?? ""
        #expect(status.contains("d remove"), "\(status)")
    }
}
