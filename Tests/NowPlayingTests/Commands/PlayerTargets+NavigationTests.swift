import Commands
import Playback
@testable import NowPlaying
import PlayerDoubles
import Testing
import TestSupport

/// Moving through time past the item's end goes to the next item the way `next` does: a paused
/// player stays paused there, a playing one plays on.
@Suite struct PlayerTargetsNavigationTests {
    static func harness(chapters: [Chapter] = []) -> (FakeSessionHarness, [MediaItem]) {
        var media = FakeMedia.tone(seconds: 30)
        media.chapters = chapters
        let rig = FakeSessionHarness(files: ["a.mp3": media, "b.mp3": media])
        return (rig, [MediaItem(url: "a.mp3"), MediaItem(url: "b.mp3")])
    }

    static let pastTheEnd: [Command] = [.skipForward(60), .seek(to: 45), .seekPercent(100), .nextChapter]

    @Test(arguments: pastTheEnd)
    func pastTheEndWhilePausedTheNextItemWaitsPaused(command: Command) throws {
        let (rig, items) = Self.harness(chapters: [Chapter(title: "One", time: 0), Chapter(title: "Two", time: 10)])
        try rig.play(items)
        try rig.waitForMedia(12, timeout: 20)
        #expect(rig.session.perform(.pause) == .success)
        #expect(rig.session.perform(command) == .success)
        try rig.run(timeout: 5, "the next item") { rig.session.currentIndex == 1 && rig.last?.state == .paused }
        rig.idle(5)
        #expect(rig.now.state == .paused, "\(command.text): the next item never started")
        #expect(rig.mediaTime == 0)
    }

    @Test(arguments: pastTheEnd)
    func pastTheEndWhilePlayingTheNextItemPlays(command: Command) throws {
        let (rig, items) = Self.harness(chapters: [Chapter(title: "One", time: 0), Chapter(title: "Two", time: 10)])
        try rig.play(items)
        try rig.waitForMedia(12, timeout: 20)
        #expect(rig.session.perform(command) == .success)
        try rig.run(timeout: 5, "the next item playing") { rig.session.currentIndex == 1 && rig.last?.state == .playing }
    }

    /// "Skip Credits" at the end of an item is a step to the next one, paused as `next` is.
    @Test func skippingCreditsThatEndTheItemWhilePausedTheNextItemWaitsPaused() throws {
        let (rig, items) = Self.harness(chapters: [Chapter(title: "Story", time: 0), Chapter(title: "Credits", time: 20)])
        try rig.play(items)
        try rig.waitForMedia(22, timeout: 30)
        #expect(rig.session.perform(.pause) == .success)
        #expect(rig.last?.actions.isEmpty == false, "the credits' action is shown")
        #expect(rig.session.perform(.pressAction) == .success)
        try rig.run(timeout: 5, "the next item") { rig.session.currentIndex == 1 && rig.last?.state == .paused }
        rig.idle(5)
        #expect(rig.now.state == .paused)
    }

    /// On real libmpv, whose `pause` outlives the file: the next item loads and waits paused.
    @Test func skipForwardPastTheEndWhilePausedOnLibmpvLoadsTheNextItemPaused() throws {
        let harness = try SessionHarness()
        let items = try [300, 500].map { MediaItem(url: try Fixtures.tone(seconds: 5, frequency: $0)) }
        try harness.play(items)
        #expect(harness.session.perform(.pause) == .success)
        #expect(harness.session.perform(.skipForward(60)) == .success)
        let next = try harness.waitForPublish { $0.queueIndex == 1 && $0.mediaElapsed != nil && $0.state != .interrupted }
        #expect(next.state == .paused)
        #expect(harness.player.current(.pause) == .paused(true))
        #expect((harness.mediaTime ?? 1) < 0.05, "the next item waits at its start")
    }

    /// A priority is kept on each item of the range, shown in its row, refused out of 0–255 or
    /// past the queue, and spent once the item starts.
    @Test func aPriorityIsKeptShownAndSpentOnceTheItemStarts() throws {
        let (rig, items) = Self.harness()
        try rig.play(items + [MediaItem(url: "a.mp3")])
        let revision = rig.session.queue.revision
        #expect(rig.session.perform(.priority(7, from: 2, to: 3)) == .success)
        #expect(rig.session.queue.items.map(\.priority) == [0, 7, 7])
        #expect(rig.session.queue.revision > revision, "the queue's list shows it")
        #expect(rig.session.titles.row(rig.session.queue.items[1], index: 1, id: 2, isCurrent: false).priority == 7)
        #expect(rig.session.perform(.priority(256, from: 1, to: 1)) == .commandFailed("A priority is a whole number from 0 to 255"))
        #expect(rig.session.perform(.priority(1, from: 2, to: 4)) == .commandFailed("There are no items 2 to 4: the queue has 3 items"))
        #expect(rig.session.perform(.playIndex(2)) == .success)
        #expect(rig.session.queue.items.map(\.priority) == [0, 0, 7])
    }
}
