import Playback
import Testing
import TestSupport

/// What the decoders put out, read from libmpv when asked (`audio-params`, `video-params`,
/// `hwdec-current`, `container-fps`): the names of mpv's keys are checked against mpv itself.
@Suite struct DecoderParamsTests {
    @Test func aPlayingVideoGivesItsDecodersOutputAndThatItIsDecodedInSoftware() throws {
        let harness = try PlayerHarness()
        try harness.play(try Fixtures.testClip(seconds: 4))
        guard case let .videoParams(video?)? = harness.player.current(.videoParams) else {
            Issue.record("no video-params")
            return
        }
        #expect(video.width == 320 && video.height == 180)
        #expect(video.pixelFormat == "yuv444p", "libx264 keeps testsrc's full chroma")
        guard case let .audioParams(audio?)? = harness.player.current(.audioParams) else {
            Issue.record("no audio-params")
            return
        }
        #expect(audio.sampleRate == 44100)
        #expect(audio.channelCount == 1 && audio.channels == "mono")
        #expect(audio.format != nil)
        #expect(harness.player.current(.containerFPS) == .containerFPS(25))
        #expect(harness.player.current(.hwdecCurrent) == .hwdecCurrent("no"), "mpv's default is hwdec=no")
    }

    @Test func withNothingLoadedThereAreNoParams() throws {
        let harness = try PlayerHarness()
        let params = [harness.player.current(.audioParams), harness.player.current(.videoParams)]
        #expect(params.allSatisfy { $0 == nil || $0 == .audioParams(nil) || $0 == .videoParams(nil) }, "\(params)")
    }
}
