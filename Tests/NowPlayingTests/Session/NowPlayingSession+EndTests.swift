import Commands
import NowPlaying
import Testing
import PlayerDoubles
import TestSupport

/// Items ending: what is published between mpv unloading one and starting the next.
@Suite struct NowPlayingSessionEndTests {
    @Test func everyPlayingSnapshotHasAPositionUpToTheQueuesEnd() throws {
        let harness = try SessionHarness()
        let items = [MediaItem(url: try Fixtures.tone(seconds: 1, title: "One")),
                     MediaItem(url: try Fixtures.tone(seconds: 1, title: "Two"))]
        harness.session.play(items: items)
        try harness.run(timeout: 15, "the queue to end") { harness.queueEnded == 1 }
        let playing = harness.published.filter { $0.state == .playing }
        #expect(Set(playing.compactMap(\.queueIndex)) == [0, 1], "both items were published playing")
        #expect(playing.allSatisfy { $0.mediaElapsed != nil }, "\(playing.map { ($0.queueIndex, $0.mediaElapsed) })")
        #expect(harness.last?.state == .stopped)
    }
}

/// A pause that lands as an item ends (mpv had reached the end when it came): the next item
/// loads paused, as mpv keeps its pause from one file to the next. An MPD client's `pause` right
/// after `play` on a short track had the queue play on.
@Suite struct PauseAtTheEndTests {
    @Test(arguments: [true, false])
    func aPauseThatLandsAsAnItemEndsHoldsOverTheNext(gapless: Bool) throws {
        let harness = FakeSessionHarness(files: ["a.mp3": .tone(seconds: 1), "b.mp3": .tone(seconds: 10)])
        harness.session.features.playsGapless = gapless
        try harness.play([MediaItem(url: "a.mp3"), MediaItem(url: "b.mp3")])
        harness.idle(0.5)
        // The clock passes the end before the loop has heard of it; the pause comes first.
        harness.clock.advance(by: 0.6)
        #expect(harness.session.perform(Command.pause) == .success)
        harness.idle(1)
        let info = try #require(harness.last)
        #expect(info.queueIndex == 1, "\(harness.player.calls)")
        #expect(info.state == .paused, "\(harness.player.calls)")
        #expect((harness.mediaTime ?? 99) < 0.1, "b stood at its start: \(String(describing: harness.mediaTime))")
    }
}
