import Commands
@testable import NowPlaying
import PlayerDoubles
import Testing

/// Where playback stops and where it stopped (`StopState`), on the fake player: a stop keeps
/// its place for `play`, stop-after holds the queue at an item's end with the next loaded
/// paused, and the last failure stays shown until an item plays or a person clears it.
@Suite struct StopStateTests {
    static func harness(_ media: [String: FakeMedia]) -> FakeSessionHarness {
        FakeSessionHarness(files: media)
    }

    static func tones(_ count: Int, seconds: Double = 60) -> (FakeSessionHarness, [MediaItem]) {
        let paths = (0..<count).map { "tone-\($0).mp3" }
        let harness = Self.harness(Dictionary(uniqueKeysWithValues: paths.map { ($0, FakeMedia.tone(seconds: seconds)) }))
        return (harness, paths.map { MediaItem(url: $0) })
    }

    @Test func playAfterStopStartsTheItemStoppedAtWhereverAnEditPutIt() throws {
        let (rig, items) = Self.tones(3)
        try rig.play(items, startingAt: 1)
        let id = rig.session.queue.ids[1]
        #expect(rig.session.perform(.stop) == .success)
        let stopped = try #require(rig.last)
        #expect(stopped.state == .stopped)
        #expect(stopped.queueItemID == nil)
        #expect(stopped.stoppedQueueItemID == id)
        #expect(stopped.nextQueueIndex == 2, "what plays after it, as MPD's nextsong says")
        #expect(rig.session.perform(.remove(1)) == .success)
        #expect(rig.session.perform(.play) == .success)
        #expect(rig.session.currentIndex == 0)
        #expect(rig.player.calls.last { $0.hasPrefix("load ") } == "load tone-1.mp3")
        try rig.run(timeout: 5, "the item stopped at") { rig.last?.state == .playing }
        #expect(rig.last?.stoppedQueueItemID == nil)
    }

    @Test func aQueueThatPlayedOutKeepsNoPlace() throws {
        let (rig, items) = Self.tones(2, seconds: 2)
        try rig.play(items, startingAt: 1)
        try rig.run(timeout: 10, "the queue's end") { rig.queueEnded == 1 }
        #expect(rig.last?.stoppedQueueItemID == nil)
        #expect(rig.session.perform(.play) == .success)
        #expect(rig.session.currentIndex == 0, "play starts the queue from its first item")
    }

    @Test func stopAfterOnceLoadsTheNextItemPausedAndTurnsItselfOff() throws {
        let (rig, items) = Self.tones(3, seconds: 2)
        try rig.play(items)
        #expect(rig.session.perform(.stopAfter(.once)) == .success)
        #expect(rig.last?.stopAfter == .once)
        #expect(rig.player.calls.last { $0.hasPrefix("append ") || $0 == "playlist-clear" } == "playlist-clear",
                "the next item queued in the player is taken back: it would play on by itself")
        try rig.run(timeout: 10, "the next item, paused") { rig.session.currentIndex == 1 && rig.last?.state == .paused }
        #expect(rig.last?.stopAfter == .off)
        #expect(rig.last?.mediaElapsed == 0)
    }

    @Test func stopAfterOnHoldsAtEveryItemButRepeatTrackPlaysTheItemAgain() throws {
        let (rig, items) = Self.tones(3, seconds: 2)
        try rig.play(items)
        #expect(rig.session.perform(.stopAfter(.on)) == .success)
        try rig.run(timeout: 10, "the second item, paused") { rig.session.currentIndex == 1 && rig.last?.state == .paused }
        #expect(rig.session.perform(.play) == .success)
        try rig.run(timeout: 10, "the third item, paused") { rig.session.currentIndex == 2 && rig.last?.state == .paused }
        #expect(rig.last?.stopAfter == .on)
        #expect(rig.session.perform(.repeatMode(.track)) == .success)
        let loads = rig.player.calls.filter { $0.hasPrefix("load ") }.count
        #expect(rig.session.perform(.play) == .success)
        try rig.run(timeout: 10, "the item again") { rig.player.calls.filter { $0.hasPrefix("load ") }.count > loads }
        #expect(rig.session.currentIndex == 2)
        #expect(rig.session.perform(.stopAfter(nil)) == .success, "cycles")
        #expect(rig.session.stopAfter == .once)
    }

    @Test func theLastFailureStaysShownUntilAnItemPlaysOrAPersonClearsIt() throws {
        let rig = Self.harness(["bad.mp3": .unopenable(.unrecognizedFormat), "good.mp3": .tone(seconds: 60)])
        #expect(rig.session.perform(.clearError) != .success, "no error to clear")
        rig.session.play(items: [MediaItem(url: "bad.mp3")])
        try rig.run(timeout: 5, "the queue's end") { rig.queueEnded == 1 }
        let failed = try #require(rig.last)
        #expect(failed.state == .stopped)
        #expect(failed.error != nil, "the error is still shown once nothing plays")
        #expect(rig.session.perform(.clearError) == .success)
        #expect(rig.last?.error == nil)
        rig.session.play(items: [MediaItem(url: "bad.mp3"), MediaItem(url: "good.mp3")])
        try rig.run(timeout: 5, "the good item") { rig.last?.state == .playing }
        #expect(rig.last?.error == nil, "an item that plays ends it")
    }

    @Test func playIndexFromATimeStartsThereThisOnce() throws {
        let (rig, items) = Self.tones(3)
        try rig.play(items)
        #expect(rig.session.perform(.playIndex(3, from: 20)) == .success)
        #expect(rig.player.calls.suffix(6).contains("set start=20.0"))
        #expect(rig.player.calls.last { $0.hasPrefix("load ") } == "load tone-2.mp3")
        try rig.run(timeout: 5, "the third item at 20 s") { rig.last?.state == .playing && (rig.last?.mediaElapsed ?? 0) >= 20 }
        #expect(rig.session.queue.items[2].startTime == nil)
        #expect(rig.session.perform(.playIndex(3)) == .success)
        #expect(rig.player.calls.suffix(6).contains("set start=none"))
    }
}
