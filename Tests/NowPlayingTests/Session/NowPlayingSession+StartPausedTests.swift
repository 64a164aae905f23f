import Commands
import NowPlaying
import PlayerDoubles
import Testing
import TestSupport

/// `--pause`: the first item that plays waits paused, even when items before it fail to load.
@Suite struct NowPlayingSessionStartPausedTests {
    @Test func theFirstItemThatLoadsWaitsPausedAfterAFailedOne() throws {
        let harness = FakeSessionHarness(files: ["tone.mp3": .tone(seconds: 10)])
        harness.session.startsPaused = true
        let missing = MediaItem(url: "/nonexistent/startpaused.mp3")
        harness.session.play(items: [missing, MediaItem(url: "tone.mp3")])
        let shown = try harness.waitForPublish { $0.queueIndex == 1 && $0.state != .stopped }
        #expect(shown.state == .paused)
        #expect(harness.failures.map(\.item) == [missing])
        harness.idle(5)
        #expect(harness.last?.state == .paused)
        #expect(harness.mediaTime == 0, "it did not move")
    }

    /// Real libmpv: kept as the integration test of starting paused. The queue moves on by itself:
    /// next and previous keep a paused player paused, whatever `--pause` says.
    @Test func laterItemsPlayOnceOneHasLoaded() throws {
        let harness = try SessionHarness()
        harness.session.startsPaused = true
        let first = MediaItem(url: try Fixtures.tone(seconds: 1))
        harness.session.play(items: [first, MediaItem(url: try Fixtures.tone(seconds: 4, title: "Second"))])
        #expect(try harness.waitForPublish { $0.queueIndex == 0 && $0.state != .stopped }.state == .paused)
        _ = harness.session.perform(Command.play)
        let second = try harness.waitForPublish { $0.queueIndex == 1 && $0.state != .interrupted }
        #expect(second.state == .playing)
    }
}
