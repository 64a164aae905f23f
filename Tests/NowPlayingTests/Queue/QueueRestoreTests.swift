import Commands
import Playback
import PlayerDoubles
import Testing
@testable import NowPlaying

/// A saved queue put back into a session: its shuffled order and repeat as they were, the
/// current item loaded paused at its place.
@Suite struct QueueRestoreTests {
    static func fake(_ count: Int) -> (FakeSessionHarness, [MediaItem]) {
        let paths = (0..<count).map { "tone-\($0).mp3" }
        let harness = FakeSessionHarness(files: Dictionary(uniqueKeysWithValues: paths.map { ($0, FakeMedia.tone(seconds: 60)) }))
        return (harness, paths.map { MediaItem(url: $0) })
    }

    @Test func theCurrentItemLoadsPausedAtItsPlaceAndTheShuffledOrderGoesOn() throws {
        let (harness, items) = Self.fake(4)
        var restored = items
        restored[2].startTime = 31
        let queue = PlayQueue(restoring: restored, shuffledOrder: [1, 2, 0, 3], repeatMode: .queue)
        QueueRestore.restore(queue, current: 2, into: harness.session)
        try harness.run(timeout: 2, "the restored item to load") { harness.now.state == .paused && harness.mediaTime != nil }
        #expect(abs((harness.mediaTime ?? 0) - 31) < 0.01)
        #expect(harness.session.currentIndex == 2 && harness.session.repeatMode == .queue && harness.session.isShuffled)
        #expect(harness.session.queue.shuffledOrder == [1, 2, 0, 3])
        #expect(harness.session.perform(Command.nextTrack) == .success)
        #expect(harness.session.currentIndex == 0)
    }

    @Test func withoutACurrentItemTheQueueWaitsWithNothingLoaded() throws {
        let (harness, items) = Self.fake(2)
        QueueRestore.restore(PlayQueue(restoring: items, shuffledOrder: nil, repeatMode: .none), current: nil, into: harness.session)
        #expect(harness.session.queue.count == 2 && harness.session.currentIndex == nil)
        #expect(harness.last?.queueCount == 2 && harness.last?.state == .stopped)
    }
}
