import NowPlaying
import Playback
import Testing
import TestSupport

/// Streams from a web server on loopback through real libmpv: live HLS, a finished playlist,
/// the cache filling on a slow link, and a stream that stalls, reported while the queue goes on.
@Suite struct NowPlayingSessionNetworkTests {
    /// A session whose player gives up on a silent connection after 3 s, as a user's
    /// `[mpv] network-timeout = 3` has it (mpv's default is 60).
    static func harness() throws -> SessionHarness {
        let harness = try SessionHarness()
        try harness.player.setOption("network-timeout", "3")
        return harness
    }

    static func server() throws -> LocalHTTPServer { try LocalHTTPServer(root: try Fixtures.streamFolder()) }

    @Test func aLiveHLSPlaylistIsLiveWithoutADurationAndSkipsNoFurtherThanItsEdge() throws {
        let server = try Self.server(), harness = try Self.harness()
        try harness.play([MediaItem(url: server.url("live.m3u8"))], timeout: 15)
        try harness.run(timeout: 15, "a live snapshot") { harness.last?.isLive == true }
        let info = try #require(harness.last)
        #expect(info.duration == nil)
        #expect(info.commands.states[.skipForward] == .disabled("Already at the live edge"))
        #expect(info.commands.states[.playFromBeginning] == .disabled("A live stream has no beginning"))
        // It plays on as the window moves: the playlist is fetched again and again.
        let start = try #require(harness.mediaTime)
        try harness.waitForMedia(start + 2.5, timeout: 15)
        #expect(server.requests.filter { $0.contains("GET /live.m3u8") }.count >= 2, "\(server.requests)")
        #expect(harness.now.isLive && harness.now.duration == nil)
        #expect(harness.failures.isEmpty)
    }

    @Test func aFinishedHLSPlaylistHasItsLengthAndSkipsForward() throws {
        let server = try Self.server(), harness = try Self.harness()
        try harness.play([MediaItem(url: server.url("vod.m3u8"))], timeout: 15)
        let info = harness.now
        #expect(!info.isLive)
        #expect(abs((info.duration ?? 0) - 40) < 1, "\(String(describing: info.duration))")
        #expect(info.commands.isEnabled(.skipForward))
    }

    @Test func aSlowStreamPublishesHowFullTheCacheIsThenPlaysOn() throws {
        // 4 kB a second of an 8 kB-a-second mp3: mpv runs dry and waits for its cache again and again.
        let server = try Self.server(), harness = try Self.harness()
        harness.session.play(items: [MediaItem(url: server.url("drip/tone.mp3?bps=4000"))])
        let waiting = try harness.waitForPublish(timeout: 20) { $0.buffering != nil }
        #expect(waiting.state == .interrupted)
        #expect(waiting.rate == 0)
        let filling = try harness.waitForPublish(timeout: 15) { ($0.buffering ?? 0) > 0 }
        #expect((1...100).contains(filling.buffering ?? 0))
        let resumed = try harness.waitForPublish(timeout: 15) { $0.state == .playing }
        #expect(resumed.buffering == nil)
        #expect(harness.failures.isEmpty)
    }

    @Test func aStreamThatStallsMidwayStopsAfterTheNetworkTimeoutAndTheQueueGoesOn() throws {
        // The server sends a tenth of the 20 s file (2 s), then nothing.
        let server = try Self.server(), harness = try Self.harness()
        let stalled = server.url("stall/tone.mp3?percent=10"), after = try Fixtures.tone(seconds: 3)
        try harness.play([MediaItem(url: stalled), MediaItem(url: after)], timeout: 15)
        try harness.run(timeout: 20, "the next item") { harness.session.currentIndex == 1 && harness.now.state == .playing }
        #expect(harness.failures.map(\.item.url) == [stalled])
        // FFmpeg's messages go to the process's first mpv instance, which may be another test's
        // here: mpv's words are checked with one player per process (NetworkInputTests).
        let stoppedAt: Double? = switch harness.failures.first?.error {
        case let .endedEarly(at, duration)?: abs(duration - 20) < 0.5 ? at : nil
        case let .streamLost(at, _)?: at
        default: nil
        }
        #expect((stoppedAt ?? 20) < 10, "\(harness.failures)")
    }
}
