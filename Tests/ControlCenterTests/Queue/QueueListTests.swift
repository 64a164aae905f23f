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
}
