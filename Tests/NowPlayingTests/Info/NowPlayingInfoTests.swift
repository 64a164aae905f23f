import NowPlaying
import Testing

/// Consumers extrapolate a snapshot: elapsed(now) = elapsed + rate × (now − uptime), in content time.
@Suite struct NowPlayingInfoTests {
    static func snapshot(media: Double?, rate: Double, uptime: Double = 100, duration: Double? = nil,
                         ads: [AdTimeRange] = []) throws -> NowPlayingInfo {
        var info = NowPlayingInfo()
        info.mediaElapsed = media
        info.rate = rate
        info.uptime = uptime
        info.timeline = try AdTimeline(ranges: ads)
        info.duration = duration
        return info
    }

    @Test func elapsedMovesAtTheRateFromTheSnapshotsTime() throws {
        let info = try Self.snapshot(media: 10, rate: 1.5)
        #expect(info.elapsed(at: 100) == 10)
        #expect(info.elapsed(at: 104) == 16)
        #expect(info.mediaElapsed(at: 104) == 16)
    }

    @Test func aPausedSnapshotStandsStill() throws {
        let info = try Self.snapshot(media: 10, rate: 0)
        #expect(info.elapsed(at: 500) == 10)
    }

    @Test func extrapolationNeverRunsBackBeforeTheSnapshot() throws {
        let info = try Self.snapshot(media: 10, rate: 1)
        #expect(info.elapsed(at: 90) == 10)
    }

    @Test func extrapolationHoldsStillAcrossAnAdAndLeavesAdsOut() throws {
        let info = try Self.snapshot(media: 8, rate: 1, ads: [AdTimeRange(start: 10, duration: 5)])
        #expect(info.elapsed == 8)
        #expect(info.elapsed(at: 102) == 10)
        #expect(info.elapsed(at: 106) == 10)
        #expect(info.elapsed(at: 109) == 12)
    }

    @Test func extrapolationStopsAtTheDuration() throws {
        let info = try Self.snapshot(media: 58, rate: 2, duration: 60)
        #expect(info.elapsed(at: 110) == 60)
    }

    @Test func withoutATimeThereIsNothingToExtrapolate() throws {
        let info = try Self.snapshot(media: nil, rate: 1)
        #expect(info.elapsed == nil)
        #expect(info.elapsed(at: 200) == nil)
    }
}
