import Commands
import NowPlaying
import Playback
import PlayerDoubles
import Testing

/// A server's transcoded stream on the fake player: no length, no seeking of its own. Where the
/// server starts one at a second, a seek opens it again there and the item keeps its timeline.
@Suite struct NowPlayingSessionTranscodedTests {
    static let url = "http://music.example/rest/stream.view?id=s1&format=mp3"

    /// A session playing the server's 40 s song `s1` from its transcoded stream (a stream of
    /// unknown length the player cannot seek in, from any second asked for).
    private func harness(offsets: Bool, startTime: Double? = nil) throws -> (FakeSessionHarness, MediaItem) {
        var files = [Self.url: FakeMedia.stream(), "after.mp3": FakeMedia(duration: 60)]
        for second in 1..<40 { files[Self.url + "&timeOffset=\(second)"] = .stream() }
        let harness = FakeSessionHarness(files: files)
        var item = MediaItem(url: "subsonic://home/s1", startTime: startTime)
        item.playbackURL = Self.url
        item.transcoded = TranscodedStream(duration: 40, offsetParameter: offsets ? "timeOffset" : nil)
        try harness.play([item, MediaItem(url: "after.mp3")])
        return (harness, item)
    }

    @Test func aSeekReopensTheStreamAtItsTargetAndTheItemKeepsItsTimeline() throws {
        let (harness, _) = try harness(offsets: true)
        let start = try #require(harness.last)
        #expect(start.duration == 40 && !start.isLive, "the song's length, not the stream's")
        #expect(start.commands.states[.changePlaybackPosition] == .enabled)
        try harness.waitForMedia(2)
        #expect(harness.session.perform(Command.seek(to: 20.6)) == .success)
        #expect(harness.player.calls.last { $0.hasPrefix("load ") } == "load \(Self.url)&timeOffset=20")
        let landed = try harness.waitForPublish { $0.mediaElapsed != nil }
        #expect(landed.mediaElapsed.map { abs($0 - 20) < 0.05 } == true, "\(landed.mediaElapsed ?? -1)")
        #expect(landed.duration == 40 && landed.queueIndex == 0 && landed.queueCount == 2, "the same item, not a new entry")
        try harness.waitForMedia(3)
        #expect(abs((harness.now.mediaElapsed ?? -1) - 23) < 0.05, "the stream's 3 s are the song's 23 s")
        // A skip counts from the song's time, not the stream's.
        #expect(harness.session.perform(Command.skipBackward(10)) == .success)
        #expect(harness.player.calls.last { $0.hasPrefix("load ") } == "load \(Self.url)&timeOffset=13")
    }

    @Test func anItemResumedInsideTheSongAsksTheServerForItsStartTime() throws {
        let (harness, _) = try harness(offsets: true, startTime: 30.5)
        #expect(harness.player.calls.first { $0.hasPrefix("load ") } == "load \(Self.url)&timeOffset=30")
        #expect(abs((harness.now.mediaElapsed ?? -1) - 30) < 0.05, "\(harness.now.mediaElapsed ?? -1)")
        #expect(harness.now.duration == 40)
    }

    @Test func aServerWithoutOffsetsRefusesTheSeekWithOneLine() throws {
        let (harness, _) = try harness(offsets: false)
        let info = harness.now
        #expect(info.commands.states[.changePlaybackPosition] == .disabled(TranscodedStream.cannotSeek))
        #expect(harness.session.perform(Command.seek(to: 20)) == .disabled(TranscodedStream.cannotSeek))
        #expect(harness.player.calls.filter { $0.hasPrefix("load ") } == ["load \(Self.url)"])
    }
}
