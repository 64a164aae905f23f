import Glibc
import Playback
import Testing
import TestSupport

@Suite struct VideoRendererTests {
    @Test func framesOfARealClipRenderAtTheSizeAskedWithThePicturesColours() throws {
        let clip = try Fixtures.testClip(seconds: 2)
        let player = try Player(options: PlayerOptions(audioOutput: "null", videoOutput: "libmpv"))
        defer { player.close() }
        try player.setOption("video-timing-offset", "0")
        let renderer = try player.makeVideoRenderer()
        try player.load(clip)
        var frames = 0
        var image: RawImage?
        let deadline = PlayerHarness.now() + 10
        while frames < 5, PlayerHarness.now() < deadline {
            var descriptors = [pollfd(fd: renderer.updateDescriptor, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: player.wakeupDescriptor, events: Int16(POLLIN), revents: 0)]
            _ = poll(&descriptors, 2, 500)
            _ = player.nextEvents()
            if renderer.frameIsDue() {
                image = try renderer.render(width: 80, height: 48)
                frames += 1
            }
        }
        let frame = try #require(image)
        #expect(frames == 5)
        #expect(frame.width == 80 && frame.height == 48)
        #expect(frame.stride % 64 == 0 && frame.bytes.count == frame.stride * 48)
        // testsrc is colourful: many distinct colours, not a black or uniform frame.
        let colours = Set(stride(from: 0, to: 48 * frame.stride, by: 4).map { i in
            frame.bytes[i...i + 2].reduce(0) { $0 << 8 | Int($1) } })
        #expect(colours.count > 8)
    }
}
