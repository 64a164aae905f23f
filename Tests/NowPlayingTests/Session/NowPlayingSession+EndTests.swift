import NowPlaying
import Testing
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
