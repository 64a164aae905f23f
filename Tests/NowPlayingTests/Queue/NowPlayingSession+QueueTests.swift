import Commands
import Playback
import PlayerDoubles
import TestSupport
import Testing
@testable import NowPlaying

/// Shuffle, repeat, jump and remove, on the fake player; wrapping around at an item's end also on
/// real libmpv (ao=null) with generated tones.
@Suite struct NowPlayingSessionQueueTests {
    /// A fake harness that can play `count` tones of `seconds`, and those items.
    static func fake(_ count: Int, seconds: Double = 1) -> (FakeSessionHarness, [MediaItem]) {
        let paths = (0..<count).map { "tone-\($0).mp3" }
        let harness = FakeSessionHarness(files: Dictionary(uniqueKeysWithValues: paths.map { ($0, FakeMedia.tone(seconds: seconds)) }))
        return (harness, paths.map { MediaItem(url: $0) })
    }

    func items(_ count: Int, seconds: Double = 1) throws -> [MediaItem] {
        try (0..<count).map { MediaItem(url: try Fixtures.tone(seconds: seconds, frequency: 300 + 100 * $0)) }
    }

    @Test func repeatTrackPlaysTheSameItemAgainAtItsEnd() throws {
        let (harness, items) = Self.fake(2)
        try harness.play(items)
        #expect(harness.session.perform(Command.repeatMode(nil)) == .success)
        #expect(harness.session.repeatMode == .track)
        let started = harness.events.filter { if case .fileStarted = $0 { true } else { false } }.count
        try harness.run(timeout: 1, "the item to start again") {
            harness.events.filter { if case .fileStarted = $0 { true } else { false } }.count > started
        }
        #expect(harness.last?.uptime == harness.clock.now, "published again the moment it ended")
        #expect(harness.session.currentIndex == 0)
        #expect(harness.now.repeatMode == .track)
    }

    /// Real libmpv: kept as the integration test of the queue moving on at an item's end.
    @Test func repeatQueueWrapsFromTheLastItemToTheFirst() throws {
        let harness = try SessionHarness()
        try harness.play(try items(2), startingAt: 1)
        #expect(harness.session.perform(Command.repeatMode(.queue)) == .success)
        try harness.run(timeout: 10, "the queue to wrap") { harness.session.currentIndex == 0 }
        #expect(harness.queueEnded == 0)
    }

    @Test func withoutRepeatTheLastItemsEndEndsTheQueue() throws {
        let (harness, items) = Self.fake(2)
        try harness.play(items, startingAt: 1)
        let start = harness.clock.now
        try harness.run(timeout: 2, "the queue to end") { harness.queueEnded == 1 }
        #expect(abs(harness.clock.now - start - 1) < 1e-9, "at its end, a second later")
        #expect(harness.session.currentIndex == nil)
    }

    @Test func shuffleVisitsEveryItemOnceInARandomOrderAndKeepsTheQueuesOrder() throws {
        let (harness, queue) = Self.fake(6, seconds: 20)
        harness.session.shuffleGenerator = SeededGenerator(seed: 42)
        try harness.play(queue)
        #expect(harness.session.perform(Command.shuffle(nil)) == .success)
        #expect(harness.now.isShuffled)
        var played = [harness.session.currentIndex ?? -1]
        for _ in 1..<6 {
            #expect(harness.session.perform(Command.nextTrack) == .success)
            played.append(harness.session.currentIndex ?? -1)
        }
        #expect(played.first == 0)
        #expect(Set(played) == Set(0..<6))
        #expect(played != Array(0..<6))
        #expect(harness.session.queue.items == queue, "the queue's display order is untouched")
        #expect(harness.session.perform(Command.previousTrack) == .success)
        #expect(harness.session.currentIndex == played[4], "previous follows the play order back")
        _ = harness.session.perform(Command.nextTrack)
        _ = harness.session.perform(Command.nextTrack)
        #expect(harness.queueEnded == 1, "after the last of the order, without repeat, the queue ends")
    }

    @Test func playIndexJumpsAndRemoveKeepsTheCurrentItemPlaying() throws {
        let (harness, queue) = Self.fake(4, seconds: 20)
        try harness.play(queue)
        #expect(harness.session.perform(Command.playIndex(3)) == .success)
        #expect(harness.session.currentIndex == 2)
        #expect(harness.session.perform(Command.remove(1)) == .success)
        #expect(harness.session.currentIndex == 1)
        #expect(harness.session.currentItem == queue[2])
        #expect(harness.session.perform(Command.remove(2)) == .success, "removing the item playing")
        #expect(harness.session.currentItem == queue[3], "goes on with the next one")
        #expect(harness.session.queue.items == [queue[1], queue[3]])
        #expect(harness.session.perform(Command.playIndex(9)) == .noSuchContent)
        #expect(harness.session.perform(Command.remove(9)) == .noSuchContent)
    }

    /// A loop that drains late sees neither the old file's length go nor the new one's come
    /// when both are the same: mpv reports a property only when its value changed since it was
    /// last reported. A jump to an item of the same length must keep that length (before, the
    /// item read as a live stream and bookmarks were refused).
    @Test(arguments: [Command.playIndex(2), Command.nextTrack])
    func anItemLoadedByALateLoopKeepsTheLengthMpvDidNotReportAgain(_ command: Command) throws {
        let (harness, queue) = Self.fake(2, seconds: 20)
        try harness.play(queue)
        try harness.waitForMedia(0.5)
        harness.player.drainsLate = true
        let before = harness.published.count
        #expect(harness.session.perform(command) == .success)
        try harness.run(timeout: 2, "the item to play from its start") {
            harness.published.count > before && harness.last?.state == .playing && (harness.last?.mediaElapsed ?? 99) < 0.5
        }
        #expect(harness.now.duration == 20)
        #expect(!harness.now.isLive)
        #expect(harness.now.commands.states[.editBookmarks] != .disabled("A live stream has no place to keep"))
    }
}

/// What the queue's list shows of an item that played: its own title, never the one before's.
@Suite struct NowPlayingSessionLearntTitleTests {
    /// A loaded machine's loop can get the new file's start, load and restart before its tags:
    /// the tags still there then are the file before's, and titled this entry with them (a
    /// queue listed "1. 바람의 노래" for Magnificent under load).
    @Test func aLateLoopDoesNotTitleTheNewItemWithTheTagsOfTheOneBefore() throws {
        let files = ["one.mp3": FakeMedia(duration: 20, tags: ["title": "First Song"]),
                     "two.mp3": FakeMedia(duration: 20, tags: ["title": "Second Song"])]
        let harness = FakeSessionHarness(files: files)
        try harness.play([MediaItem(url: "one.mp3"), MediaItem(url: "two.mp3")])
        try harness.waitForMedia(0.5)
        #expect(harness.session.title(ofItemAt: 0) == "First Song")
        harness.player.drainsLate = true
        #expect(harness.session.perform(Command.nextTrack) == .success)
        harness.player.tagsComeLate = true
        try harness.run(timeout: 2, "the second item to play") {
            harness.last?.queueIndex == 1 && harness.last?.state == .playing
        }
        #expect(harness.session.title(ofItemAt: 1) != "First Song")
        try harness.run(timeout: 2, "its own title") { harness.session.title(ofItemAt: 1) == "Second Song" }
        #expect(harness.session.title(ofItemAt: 0) == "First Song")
    }
}

/// Moving items of the queue: the item playing plays on without a reload.
@Suite struct NowPlayingSessionMoveTests {
    static func fake(_ count: Int) -> (FakeSessionHarness, [MediaItem]) { NowPlayingSessionQueueTests.fake(count, seconds: 20) }

    func starts(_ harness: FakeSessionHarness) -> Int {
        harness.events.filter { if case .fileStarted = $0 { true } else { false } }.count
    }

    @Test func movingTheItemPlayingKeepsItPlayingAndCurrent() throws {
        let (harness, queue) = Self.fake(4)
        try harness.play(queue)
        try harness.waitForMedia(0.5)
        let loads = starts(harness), revision = harness.now.queueRevision
        #expect(harness.session.perform(Command.move(from: 1, to: 3)) == .success)
        #expect(harness.session.queue.items == [queue[1], queue[2], queue[0], queue[3]])
        #expect(harness.session.currentIndex == 2)
        #expect(harness.session.currentItem == queue[0])
        #expect(harness.last?.queueIndex == 2, "the new place is published at once")
        #expect(harness.last?.queueRevision != revision)
        let time = try #require(harness.mediaTime)
        #expect(abs(time - 0.5) < 1e-9)
        try harness.waitForMedia(time + 0.5)
        #expect(starts(harness) == loads, "the item was not loaded again")
        #expect(harness.now.state == .playing)
        #expect(harness.session.perform(Command.nextTrack) == .success)
        #expect(harness.session.currentItem == queue[3], "next is the item after its new place")
    }

    @Test func movingItemsAroundTheItemPlayingKeepsItCurrent() throws {
        let (harness, queue) = Self.fake(5)
        try harness.play(queue, startingAt: 2)
        #expect(harness.session.perform(Command.move(from: 5, to: 1)) == .success)
        #expect(harness.session.queue.items == [queue[4], queue[0], queue[1], queue[2], queue[3]])
        #expect(harness.session.currentIndex == 3)
        #expect(harness.session.perform(Command.move(from: 1, to: 5)) == .success)
        #expect(harness.session.queue.items == queue)
        #expect(harness.session.currentIndex == 2)
        let published = harness.published.count
        #expect(harness.session.perform(Command.move(from: 1, to: 2)) == .success, "both before it")
        #expect(harness.session.queue.items == [queue[1], queue[0], queue[2], queue[3], queue[4]])
        #expect(harness.session.currentIndex == 2)
        #expect(harness.published.count == published + 1, "a new order is published though index and count stay")
        #expect(harness.session.perform(Command.move(from: 5, to: 4)) == .success, "both after it")
        #expect(harness.session.queue.items == [queue[1], queue[0], queue[2], queue[4], queue[3]])
        #expect(harness.session.currentItem == queue[2])
        #expect(harness.session.perform(Command.move(from: 3, to: 3)) == .success, "in place: nothing moves")
        #expect(harness.session.currentItem == queue[2])
    }

    @Test func aShuffledOrderKeepsEveryItemsTurnThroughAMove() throws {
        let (harness, queue) = Self.fake(6)
        harness.session.shuffleGenerator = SeededGenerator(seed: 11)
        try harness.play(queue)
        #expect(harness.session.perform(Command.shuffle(nil)) == .success)
        let session = harness.session
        let turns = (session.queue.order.shuffled ?? []).map { session.queue.items[$0] }
        #expect(session.perform(Command.move(from: 6, to: 1)) == .success)
        #expect(session.perform(Command.move(from: 2, to: 4)) == .success)
        #expect((session.queue.order.shuffled ?? []).map { session.queue.items[$0] } == turns)
        #expect(session.isShuffled)
        var played = [session.currentItem]
        for _ in 1..<6 {
            #expect(session.perform(Command.nextTrack) == .success)
            played.append(session.currentItem)
        }
        #expect(played == turns, "the items play in the shuffled turns they had before the moves")
    }

    @Test func aPlaceOutsideTheQueueIsRefusedInOneSentenceAndNothingMoves() throws {
        let (harness, queue) = Self.fake(4)
        try harness.play(queue)
        #expect(harness.session.perform(Command.move(from: 9, to: 1))
                == .commandFailed("There is no item 9 to move: the queue has 4 items"))
        #expect(harness.session.perform(Command.move(from: 1, to: 5))
                == .commandFailed("There is no place 5 to move to: the queue has 4 items"))
        #expect(harness.session.queue.items == queue)
        #expect(harness.session.currentIndex == 0)
        #expect(harness.now.state == .playing)
    }
}
