import NowPlaying
import Testing

/// The other session as a snapshot carries it: its time moves with the carrying snapshot's,
/// and only a jump of it is news.
@Suite struct PictureInPictureInfoTests {
    private func other(elapsed: Double, rate: Double, uptime: Double) -> NowPlayingInfo {
        var info = NowPlayingInfo()
        info.metadata.title = "Podcast"
        info.mediaElapsed = elapsed
        info.rate = rate
        info.state = rate > 0 ? .playing : .paused
        info.duration = 60
        info.uptime = uptime
        return info
    }

    private func carrying(_ pip: NowPlayingInfo, uptime: Double) -> NowPlayingInfo {
        var info = NowPlayingInfo()
        info.mediaElapsed = 5
        info.rate = 1
        info.state = .playing
        info.uptime = uptime
        info.pictureInPicture = PictureInPictureInfo(pip, at: uptime)
        return info
    }

    @Test func itsElapsedIsMovedOnToTheCarryingSnapshotAndExtrapolatedFromIt() {
        let pip = PictureInPictureInfo(other(elapsed: 10, rate: 1, uptime: 100), at: 102)
        #expect(pip.elapsed == 12)
        #expect(pip.elapsed(at: 105, snapshotUptime: 102) == 15)
        // Clamped to its duration.
        #expect(pip.elapsed(at: 500, snapshotUptime: 102) == 60)
        let paused = PictureInPictureInfo(other(elapsed: 10, rate: 0, uptime: 100), at: 102)
        #expect(paused.elapsed(at: 110, snapshotUptime: 102) == 10)
    }

    @Test func timePassingInTheCornerIsNoDiscontinuityButAJumpIs() {
        let source = other(elapsed: 10, rate: 1, uptime: 100)
        let first = carrying(source, uptime: 100)
        var later = carrying(source, uptime: 103)
        later.mediaElapsed = 8
        #expect(!first.isDiscontinuity(to: later, tolerance: 0.25))
        var jumped = later
        jumped.pictureInPicture?.elapsed = 40
        #expect(first.isDiscontinuity(to: jumped, tolerance: 0.25))
        var renamed = later
        renamed.pictureInPicture?.title = "Another"
        #expect(first.isDiscontinuity(to: renamed, tolerance: 0.25))
        var closed = later
        closed.pictureInPicture = nil
        #expect(first.isDiscontinuity(to: closed, tolerance: 0.25))
    }
}
