import Commands
import PlayerDoubles
import Testing
@testable import NowPlaying

/// Clear, crop and undo on a session over the fake player: what plays after each, the ids the
/// queue keeps (MPRIS track ids), and the line each leaves.
@Suite struct QueueEditorTests {
    final class Feedback {
        var lines: [String] = []
    }

    let paths = (0..<6).map { "tone-\($0).mp3" }

    func harness() throws -> (FakeSessionHarness, Feedback) {
        let rig = FakeSessionHarness(files: Dictionary(uniqueKeysWithValues: paths.map { ($0, FakeMedia.tone(seconds: 60)) }))
        let feedback = Feedback()
        rig.infoCenter.addFeedbackObserver { feedback.lines.append($0) }
        try rig.play(paths[0..<4].map { MediaItem(url: $0) })
        return (rig, feedback)
    }

    func urls(_ session: NowPlayingSession) -> [String] { session.queue.items.map(\.url) }

    func loads(_ rig: FakeSessionHarness) -> Int { rig.player.calls.filter { $0.hasPrefix("load ") }.count }

    /// Undo of a remove and of a move: the queue and its ids come back, and the item playing
    /// plays on, never loaded again.
    @Test func undoingEditsAroundThePlayingItemLeavesItPlaying() throws {
        let (rig, feedback) = try harness()
        let session = rig.session
        #expect(session.perform(.nextTrack) == .success)
        try rig.waitForMedia(1)
        let (urls, ids, loaded) = (urls(session), session.queue.ids, loads(rig))
        #expect(session.perform(.remove(3)) == .success)
        #expect(feedback.lines.last == "Removed 'tone-2.mp3'")
        #expect(session.perform(.move(from: 1, to: 3)) == .success)
        #expect(session.perform(.add(paths[5], .at(1))) == .success)
        #expect(self.urls(session) == [paths[5], paths[1], paths[3], paths[0]])
        for _ in 0..<3 { #expect(session.perform(.undo) == .success) }
        #expect(self.urls(session) == urls && session.queue.ids == ids)
        #expect(session.currentIndex == 1 && loads(rig) == loaded, "tone-1 played on")
        #expect(feedback.lines.last == "Undone · 4 items in the queue")
        #expect(session.perform(.undo) == .commandFailed("Nothing to undo"), "playing the queue is no edit")
    }

    /// Undo of a replace: the old queue comes back under its ids, and the item that was playing
    /// starts again where it was, the new one not being in it.
    @Test func undoingAReplacementPlaysTheOldItemFromWhereItWas() throws {
        let (rig, _) = try harness()
        let session = rig.session
        #expect(session.perform(.playIndex(3)) == .success)
        try rig.waitForMedia(12, timeout: 30)
        let ids = session.queue.ids
        #expect(session.perform(.add(paths[5], .replace)) == .success)
        try rig.run(timeout: 5, "the new item") { rig.last?.path == paths[5] && rig.last?.state == .playing }
        #expect(session.perform(.undo) == .success)
        #expect(urls(session) == Array(paths[0..<4]) && session.queue.ids == ids)
        #expect(session.currentItem?.url == paths[2])
        try rig.run(timeout: 5, "the old item again") { rig.last?.path == paths[2] && rig.last?.state == .playing }
        #expect(abs((rig.mediaTime ?? 0) - 12) < 1, "\(String(describing: rig.mediaTime))")
        #expect(session.queue.items[2].startTime == nil, "the item starts at its start next time")
    }

    /// Clear stops without ending the player (there is more to come, or an undo); undo brings
    /// the queue back and plays where it was; crop keeps the item playing under its id.
    @Test func clearingStopsAndUndoBringsTheQueueBack() throws {
        let (rig, feedback) = try harness()
        let session = rig.session
        try rig.waitForMedia(5)
        #expect(session.perform(.clear) == .success)
        #expect(feedback.lines.last == "Cleared 4 items · u undoes")
        #expect(session.queue.count == 0 && session.currentItem == nil && rig.queueEnded == 0)
        #expect(session.perform(.clear) == .commandFailed("The queue is already empty"))
        #expect(session.perform(.undo) == .success)
        #expect(urls(session) == Array(paths[0..<4]) && session.currentIndex == 0)
        try rig.run(timeout: 5, "the first item again") { rig.last?.path == paths[0] && rig.last?.state == .playing }
        #expect((rig.mediaTime ?? 0) >= 4.5)
        let id = session.queue.ids[0]
        #expect(session.perform(.crop) == .success)
        #expect(feedback.lines.last == "Kept the item playing, removed 3 items")
        #expect(urls(session) == [paths[0]] && session.queue.ids == [id] && session.currentIndex == 0)
        #expect(session.perform(.undo) == .success)
        #expect(session.queue.count == 4 && session.queue.ids[0] == id)
    }
}
