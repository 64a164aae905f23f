import Commands
import NowPlaying
import Testing
import TestSupport

/// `--pause`: the first item that plays waits paused, even when items before it fail to load.
@Suite struct NowPlayingSessionStartPausedTests {
    @Test func theFirstItemThatLoadsWaitsPausedAfterAFailedOne() throws {
        let harness = try SessionHarness()
        harness.session.startsPaused = true
        let missing = MediaItem(url: "/nonexistent/startpaused.mp3")
        harness.session.play(items: [missing, MediaItem(url: try Fixtures.tone(seconds: 10))])
        let shown = try harness.waitForPublish { $0.queueIndex == 1 && $0.state != .stopped }
        #expect(shown.state == .paused)
        #expect(harness.failures.count == 1)
        try harness.idle(0.3)
        #expect(harness.last?.state == .paused)
        #expect((harness.mediaTime ?? 1) < 0.1, "it did not move")
    }

    @Test func laterItemsPlayOnceOneHasLoaded() throws {
        let harness = try SessionHarness()
        harness.session.startsPaused = true
        let first = MediaItem(url: try Fixtures.tone(seconds: 10))
        harness.session.play(items: [first, MediaItem(url: try Fixtures.tone(seconds: 4, title: "Second"))])
        #expect(try harness.waitForPublish { $0.queueIndex == 0 && $0.state != .stopped }.state == .paused)
        _ = harness.session.perform(Command.nextTrack)
        let second = try harness.waitForPublish { $0.queueIndex == 1 && $0.state != .interrupted }
        #expect(second.state == .playing)
    }
}
