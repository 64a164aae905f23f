import Commands
import Playback
import TestSupport
import Testing
@testable import NowPlaying

/// Shuffle, repeat, jump and remove on real libmpv (ao=null) with generated tones.
@Suite(.serialized) struct NowPlayingSessionQueueTests {
    func items(_ count: Int, seconds: Double = 1) throws -> [MediaItem] {
        try (0..<count).map { MediaItem(url: try Fixtures.tone(seconds: seconds, frequency: 300 + 100 * $0)) }
    }

    @Test func repeatTrackPlaysTheSameItemAgainAtItsEnd() throws {
        let harness = try SessionHarness()
        try harness.play(try items(2))
        #expect(harness.session.perform(ControlCommand.cycleRepeat) == .success)
        #expect(harness.session.repeatMode == .track)
        let started = harness.events.filter { if case .fileStarted = $0 { true } else { false } }.count
        try harness.run(timeout: 10, "the item to start again") {
            harness.events.filter { if case .fileStarted = $0 { true } else { false } }.count > started
        }
        #expect(harness.session.currentIndex == 0)
        #expect(harness.now.repeatMode == .track)
    }

    @Test func repeatQueueWrapsFromTheLastItemToTheFirst() throws {
        let harness = try SessionHarness()
        try harness.play(try items(2), startingAt: 1)
        #expect(harness.session.perform(RemoteCommandEvent.changeRepeatMode(.queue)) == .success)
        try harness.run(timeout: 10, "the queue to wrap") { harness.session.currentIndex == 0 }
        #expect(harness.queueEnded == 0)
    }

    @Test func withoutRepeatTheLastItemsEndEndsTheQueue() throws {
        let harness = try SessionHarness()
        try harness.play(try items(2), startingAt: 1)
        try harness.run(timeout: 10, "the queue to end") { harness.queueEnded == 1 }
        #expect(harness.session.currentIndex == nil)
    }

    @Test func shuffleVisitsEveryItemOnceInARandomOrderAndKeepsTheQueuesOrder() throws {
        let harness = try SessionHarness()
        harness.session.shuffleGenerator = SeededGenerator(seed: 42)
        let queue = try items(6, seconds: 20)
        try harness.play(queue)
        #expect(harness.session.perform(ControlCommand.toggleShuffle) == .success)
        #expect(harness.now.isShuffled)
        var played = [harness.session.currentIndex ?? -1]
        for _ in 1..<6 {
            #expect(harness.session.perform(RemoteCommandEvent.nextTrack) == .success)
            played.append(harness.session.currentIndex ?? -1)
        }
        #expect(played.first == 0)
        #expect(Set(played) == Set(0..<6))
        #expect(played != Array(0..<6))
        #expect(harness.session.queue == queue, "the queue's display order is untouched")
        #expect(harness.session.perform(RemoteCommandEvent.previousTrack) == .success)
        #expect(harness.session.currentIndex == played[4], "previous follows the play order back")
        _ = harness.session.perform(RemoteCommandEvent.nextTrack)
        _ = harness.session.perform(RemoteCommandEvent.nextTrack)
        #expect(harness.queueEnded == 1, "after the last of the order, without repeat, the queue ends")
    }

    @Test func playIndexJumpsAndRemoveKeepsTheCurrentItemPlaying() throws {
        let harness = try SessionHarness()
        let queue = try items(4, seconds: 20)
        try harness.play(queue)
        #expect(harness.session.perform(ControlCommand.playIndex(3)) == .success)
        #expect(harness.session.currentIndex == 2)
        #expect(harness.session.perform(ControlCommand.remove(1)) == .success)
        #expect(harness.session.currentIndex == 1)
        #expect(harness.session.currentItem == queue[2])
        #expect(harness.session.perform(ControlCommand.remove(2)) == .success, "removing the item playing")
        #expect(harness.session.currentItem == queue[3], "goes on with the next one")
        #expect(harness.session.queue == [queue[1], queue[3]])
        #expect(harness.session.perform(ControlCommand.playIndex(9)) == .noSuchContent)
        #expect(harness.session.perform(ControlCommand.remove(9)) == .noSuchContent)
    }

    @Test func titlesInTheQueueAreFileNamesUntilAnItemHasPlayed() throws {
        let harness = try SessionHarness()
        let queue = try items(2, seconds: 20)
        try harness.play(queue)
        #expect(harness.session.title(ofItemAt: 1) == String(queue[1].url.split(separator: "/").last ?? ""))
        try harness.run(timeout: 10, "the title to be learnt") { harness.session.title(ofItemAt: 0) == "Test Tone" }
        #expect(harness.session.title(ofItemAt: 1) == String(queue[1].url.split(separator: "/").last ?? ""))
    }
}
