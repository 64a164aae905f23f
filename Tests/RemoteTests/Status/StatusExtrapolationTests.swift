import NowPlaying
import Testing
@testable import Remote

@Suite struct StatusExtrapolationTests {
    private func status(elapsed: Double, rate: Double, at timestamp: Double, duration: Double? = 100) -> StatusJSON {
        var s = StatusJSON(NowPlayingInfo())
        s.elapsed = elapsed
        s.rate = rate
        s.timestamp = timestamp
        s.duration = duration
        return s
    }

    @Test func elapsedMovesOnAtTheRate() {
        let moved = status(elapsed: 10, rate: 1.5, at: 1000).extrapolated(toUnix: 1004)
        #expect(moved.elapsed == 16)
        #expect(moved.timestamp == 1004)
    }

    @Test func theCornersElapsedMovesOnAtItsOwnRateEvenWhileTheMainIsPaused() {
        var corner = NowPlayingInfo()
        corner.metadata.title = "Podcast"
        corner.mediaElapsed = 20
        corner.duration = 30
        corner.rate = 2
        corner.state = .playing
        corner.uptime = 50
        var info = NowPlayingInfo()
        info.uptime = 50
        info.pictureInPicture = PictureInPictureInfo(corner, at: 50)
        var s = status(elapsed: 10, rate: 0, at: 1000)
        s.pictureInPicture = StatusJSON(info).pictureInPicture
        #expect(s.extrapolated(toUnix: 1003).pictureInPicture?.elapsed == 26)
        #expect(s.extrapolated(toUnix: 1003).elapsed == 10)
        #expect(s.extrapolated(toUnix: 1100).pictureInPicture?.elapsed == 30, "clamped to its duration")
        #expect(StatusJSON(info, extrapolatedTo: 51).pictureInPicture?.elapsed == 22)
    }

    @Test func elapsedStopsAtTheDuration() {
        #expect(status(elapsed: 99, rate: 1, at: 1000).extrapolated(toUnix: 1010).elapsed == 100)
    }

    @Test func aPausedSnapshotStandsStill() {
        let paused = status(elapsed: 10, rate: 0, at: 1000)
        #expect(paused.extrapolated(toUnix: 2000).elapsed == 10)
        #expect(paused.secondsUntilNextWholeSecond(fromUnix: 2000) == nil, "no timer while paused")
    }

    @Test func theNextTickIsWhenTheDisplayedSecondChanges() throws {
        let playing = status(elapsed: 10.25, rate: 1, at: 1000)
        #expect(abs(try #require(playing.secondsUntilNextWholeSecond(fromUnix: 1000)) - 0.75) < 1e-9)
        let fast = status(elapsed: 10.5, rate: 2, at: 1000)
        #expect(abs(try #require(fast.secondsUntilNextWholeSecond(fromUnix: 1000)) - 0.25) < 1e-9)
        #expect(status(elapsed: 100, rate: 1, at: 1000).secondsUntilNextWholeSecond(fromUnix: 1000) == nil)
    }

    @Test func aSnapshotLineDecodesBackToTheSameSnapshot() throws {
        let original = status(elapsed: 3, rate: 1, at: 1000)
        #expect(try #require(StatusJSON.decode(original.line())) == original)
        #expect(StatusJSON.decode(#"{"status":"error"}"#) == nil)
    }
}
