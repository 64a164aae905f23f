import Playback
import PlayerDoubles
import Testing
@testable import NowPlaying

/// The gapless part on its own: which item it queues in the player, when it holds back, and
/// what it asks of the player as the wanted item changes.
@Suite struct GaplessPreloaderTests {
    static func queue(_ items: [MediaItem], current: Int = 0) -> PlayQueue {
        var queue = PlayQueue()
        var generator = SeededGenerator(seed: 1)
        _ = queue.replace(with: items, startingAt: current, using: &generator)
        queue.start(current)
        return queue
    }

    static func opened() -> ItemState {
        var item = ItemState()
        item.loaded = true
        return item
    }

    static let plain = [MediaItem(url: "a.mp3"), MediaItem(url: "b.mp3"), MediaItem(url: "c.mp3")]

    @Test func theItemAfterAnOpenedPlainOneIsTheCandidate() {
        #expect(GaplessPreloader.candidate(queue: Self.queue(Self.plain), item: Self.opened()) == GaplessPreloader.Entry(index: 1, url: "b.mp3", opened: "b.mp3"))
    }

    @Test func nothingIsQueuedBeforeTheCurrentItemHasOpenedOrAfterTheLast() {
        var loading = Self.opened()
        loading.loading = true
        #expect(GaplessPreloader.candidate(queue: Self.queue(Self.plain), item: ItemState()) == nil)
        #expect(GaplessPreloader.candidate(queue: Self.queue(Self.plain), item: loading) == nil)
        #expect(GaplessPreloader.candidate(queue: Self.queue(Self.plain, current: 2), item: Self.opened()) == nil)
    }

    @Test func anItemWithAStartPositionOrTheSameItemAgainIsLeftToTheSession() {
        let started = [MediaItem(url: "a.mp3"), MediaItem(url: "b.mp3", startTime: 5)]
        #expect(GaplessPreloader.candidate(queue: Self.queue(started), item: Self.opened()) == nil)
        var again = Self.queue(Self.plain)
        again.repeatMode = .track
        #expect(GaplessPreloader.candidate(queue: again, item: Self.opened()) == nil)
    }

    @Test func aStreamAfterAFileIsNotQueuedForTheCoverOptionIsThePlayers() {
        let mixed = [MediaItem(url: "a.mp3"), MediaItem(url: "https://example.org/b.mp3")]
        #expect(GaplessPreloader.candidate(queue: Self.queue(mixed), item: Self.opened()) == nil)
    }

    @Test func theWantedItemIsQueuedOnceAndClearedWhenHeldOrDisabled() {
        let player = FakePlayer(clock: ManualClock())
        let gapless = GaplessPreloader(player: player)
        let queue = Self.queue(Self.plain)
        gapless.prepare(queue: queue, item: Self.opened(), held: false)
        gapless.prepare(queue: queue, item: Self.opened(), held: false)
        #expect(player.calls == ["set start=none", "append b.mp3"])
        #expect(gapless.queued == GaplessPreloader.Entry(index: 1, url: "b.mp3", opened: "b.mp3"))
        gapless.prepare(queue: queue, item: Self.opened(), held: true)
        #expect(player.calls.last == "playlist-clear")
        #expect(gapless.queued == nil)
        gapless.isEnabled = false
        gapless.prepare(queue: queue, item: Self.opened(), held: false)
        #expect(player.calls.count == 3, "nothing queued, nothing to clear")
    }

    @Test func onlyTheItemQueuedIsTakenWhenThePlayerMovesOn() {
        let player = FakePlayer(clock: ManualClock())
        let gapless = GaplessPreloader(player: player)
        let queue = Self.queue(Self.plain)
        gapless.prepare(queue: queue, item: Self.opened(), held: false)
        #expect(!gapless.take(2, in: queue))
        let edited = Self.queue([MediaItem(url: "a.mp3"), MediaItem(url: "x.mp3")])
        #expect(!gapless.take(1, in: edited), "another item now stands at that place")
        #expect(gapless.take(1, in: queue))
        #expect(gapless.queued == nil)
        #expect(!gapless.take(1, in: queue), "taken once")
    }
}
