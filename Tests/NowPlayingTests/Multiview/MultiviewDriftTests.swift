import Commands
@testable import NowPlaying
import Playback
import PlayerDoubles
import Testing

/// Multiview's drift check on fake players and their manual clock: what it reads, exactly.
@Suite struct MultiviewDriftTests {
    /// Two views exactly in step, each read of a clock a 40 ms round trip (a loaded machine):
    /// read one after the other, view 2 looked a frame ahead and was slowed for ever.
    @Test func viewsInStepReadThroughSlowRoundTripsAreInStep() throws {
        let rig = FakeSessionHarness(files: ["a.mkv": FakeMedia(duration: 60), "b.mkv": FakeMedia(duration: 60)])
        let follower = FakePlayer(clock: rig.clock, files: ["b.mkv": FakeMedia(duration: 60)])
        let multiview = Multiview(session: rig.session, followers: [follower], names: ["a", "b"])
        try multiview.play(first: MediaItem(url: "a.mkv"), others: ["b.mkv"])
        try rig.run(timeout: 5, "view 1 playing") { rig.last?.state == .playing }
        multiview.primaryDidChange(rig.player.nextEvents())
        try follower.seek(to: try #require(rig.player.timePosition))
        _ = follower.nextEvents()
        follower.clockReadLatency = 0.04
        rig.player.clockReadLatency = 0.04

        multiview.correctDrift()
        #expect(abs(multiview.drifts[0]) < Multiview.inStep, "\(multiview.drifts)")
        #expect(follower.current(.speed) == .speed(1))
    }
}
