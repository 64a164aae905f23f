import Library
@testable import NowPlaying
import Testing
@testable import Remote

/// The listen rules over recorded snapshots on a fake clock: monotonic `uptime` starts at 1000,
/// Unix `timestamp` at 1_700_000_000 + the same offset.
@Suite struct ListenRulesTests {
    private static let epoch = 1_700_000_000.0

    private static func snapshot(at time: Double, _ state: PlaybackState = .playing, elapsed: Double? = 0, duration: Double? = 200,
                                 rate: Double = 1, item: Int = 1, path: String = "/music/a.flac", artist: String? = "Aurora Fields",
                                 title: String? = "Solar Wind", genre: String? = nil) -> NowPlayingInfo {
        var info = NowPlayingInfo()
        info.path = path
        info.queueItemID = item
        info.state = state
        info.mediaElapsed = elapsed
        info.duration = duration
        info.isLive = duration == nil
        info.rate = state == .playing ? rate : 0
        info.metadata.artist = artist
        info.metadata.title = title
        info.metadata.album = "Polar"
        info.metadata.genre = genre
        info.uptime = 1000 + time
        info.timestamp = epoch + time
        return info
    }

    private static let solarWind = ListenTrack(artist: "Aurora Fields", title: "Solar Wind", album: "Polar", duration: 200,
                                               path: "/music/a.flac")

    @Test func playingNowAtTheStartAndAListenAtHalfTheLength() {
        var rules = ListenRules()
        #expect(rules.observe(Self.snapshot(at: 0)) == [.playingNow(Self.solarWind)])
        #expect(rules.deadline == 1100)
        #expect(rules.tick(now: 1099.9).isEmpty)
        #expect(rules.tick(now: 1100) == [.listen(Self.solarWind, listenedAt: 1_700_000_000)])
        #expect(rules.deadline == nil)
        #expect(rules.tick(now: 1190).isEmpty)
    }

    @Test func aLongItemIsAListenAfterFourMinutes() {
        var rules = ListenRules()
        _ = rules.observe(Self.snapshot(at: 0, duration: 3600))
        #expect(rules.deadline == 1240)
    }

    @Test func anItemOfThirtySecondsOrLessIsNeverAListenButIsPlayingNow() {
        var rules = ListenRules()
        #expect(rules.observe(Self.snapshot(at: 0, duration: 30)).count == 1)
        #expect(rules.deadline == nil)
        #expect(rules.tick(now: 1030).isEmpty)
        var longer = ListenRules()
        _ = longer.observe(Self.snapshot(at: 0, duration: 31))
        #expect(longer.deadline == 1015.5)
    }

    @Test func aSeekForwardDoesNotCountAsListening() {
        var rules = ListenRules()
        _ = rules.observe(Self.snapshot(at: 0))
        #expect(rules.observe(Self.snapshot(at: 10, elapsed: 150)).isEmpty)
        #expect(rules.deadline == 1100)
        #expect(rules.tick(now: 1099).isEmpty)
        #expect(rules.tick(now: 1100).count == 1)
    }

    @Test func pausesCountNothingAndArmNoDeadline() {
        var rules = ListenRules()
        _ = rules.observe(Self.snapshot(at: 0))
        _ = rules.observe(Self.snapshot(at: 40, .paused, elapsed: 40))
        #expect(rules.deadline == nil)
        #expect(rules.tick(now: 5000).isEmpty)
        _ = rules.observe(Self.snapshot(at: 5000, elapsed: 40))
        #expect(rules.deadline == 6060)
    }

    @Test func playedTimeMovesAtTheRate() {
        var rules = ListenRules()
        _ = rules.observe(Self.snapshot(at: 0, rate: 2))
        #expect(rules.deadline == 1050)
        #expect(rules.tick(now: 1050) == [.listen(Self.solarWind, listenedAt: 1_700_000_000)])
    }

    @Test func aRepeatOfTheSameItemIsANewPlayAndANewListen() {
        var rules = ListenRules()
        _ = rules.observe(Self.snapshot(at: 0))
        #expect(rules.tick(now: 1100).count == 1)
        #expect(rules.observe(Self.snapshot(at: 200, .interrupted, elapsed: 0)).isEmpty)
        #expect(rules.observe(Self.snapshot(at: 200.2, elapsed: 0)) == [.playingNow(Self.solarWind)])
        #expect(rules.tick(now: 1300.2) == [.listen(Self.solarWind, listenedAt: 1_700_000_200)])
    }

    @Test func aSeekBackWithinAPlayIsTheSamePlay() {
        var rules = ListenRules()
        _ = rules.observe(Self.snapshot(at: 0))
        #expect(rules.observe(Self.snapshot(at: 60, elapsed: 5)).isEmpty)
        #expect(rules.deadline == 1100)
        #expect(rules.tick(now: 1100).count == 1)
        #expect(rules.observe(Self.snapshot(at: 150, elapsed: 3)).isEmpty)
        #expect(rules.deadline == nil)
    }

    @Test func adsAndInterstitialsCountNothingAndAreNeverPlayingNow() {
        var rules = ListenRules()
        var ad = Self.snapshot(at: 0)
        ad.ad = AdProgress(range: AdTimeRange(start: 0, duration: 30), elapsed: 0)
        #expect(rules.observe(ad).isEmpty)
        #expect(rules.deadline == nil)
        #expect(rules.observe(Self.snapshot(at: 30, elapsed: 30)) == [.playingNow(ListenTrack(artist: "Aurora Fields", title: "Solar Wind",
            album: "Polar", duration: 200, path: "/music/a.flac"))])
        var interstitial = Self.snapshot(at: 50, elapsed: 50)
        interstitial.interstitial = InterstitialProgress(url: "/ads/b.mp4", elapsed: 0, duration: 20, skippableAfter: 5)
        _ = rules.observe(interstitial)
        #expect(rules.deadline == nil)
        _ = rules.observe(Self.snapshot(at: 70, elapsed: 50))
        #expect(rules.deadline == 1150)
    }

    @Test func excludedGenresAndPathsAreNeverPublished() {
        let exclusions = ScrobbleExclusions(genres: ["podcast"], paths: ["~/Podcasts", "/radio/*.ogg"], home: "/home/ann")
        for info in [Self.snapshot(at: 0, genre: "News; Podcast"), Self.snapshot(at: 0, path: "/home/ann/Podcasts/ep1.mp3"),
                     Self.snapshot(at: 0, path: "file:///home/ann/Podcasts/ep2.mp3"), Self.snapshot(at: 0, path: "/radio/x.ogg")] {
            var rules = ListenRules(exclusions: exclusions)
            #expect(rules.observe(info).isEmpty, "\(info.path ?? "")")
            #expect(rules.deadline == nil)
        }
        var rules = ListenRules(exclusions: exclusions)
        #expect(rules.observe(Self.snapshot(at: 0, path: "/home/ann/PodcastsOld/a.mp3")).count == 1)
    }

    @Test func aStreamIsPlayingNowForEachTitleAndNeverAListen() {
        var rules = ListenRules()
        let stream = "https://radio.example/live"
        let first = rules.observe(Self.snapshot(at: 0, duration: nil, path: stream, title: "One"))
        #expect(first == [.playingNow(ListenTrack(artist: "Aurora Fields", title: "One", album: "Polar", path: stream))])
        #expect(rules.deadline == nil)
        #expect(rules.observe(Self.snapshot(at: 100, elapsed: 100, duration: nil, path: stream, title: "One")).isEmpty)
        #expect(rules.observe(Self.snapshot(at: 300, elapsed: 300, duration: nil, path: stream, title: "Two")).count == 1)
        #expect(rules.tick(now: 9000).isEmpty)
    }

    @Test func anItemWithoutArtistOrTitleIsNeverPublished() {
        var rules = ListenRules()
        #expect(rules.observe(Self.snapshot(at: 0, artist: nil)).isEmpty)
        #expect(rules.observe(Self.snapshot(at: 1, item: 2, path: "/music/b.flac", artist: " ", title: "x")).isEmpty)
        #expect(rules.deadline == nil)
    }

    @Test func aThresholdCrossedBeforeTheNextSnapshotIsAListenBeforeTheNextPlayingNow() {
        var rules = ListenRules()
        _ = rules.observe(Self.snapshot(at: 0))
        let next = rules.observe(Self.snapshot(at: 120, item: 2, path: "/music/b.flac", title: "Green Curtain"))
        #expect(next.count == 2)
        #expect(next.first == .listen(Self.solarWind, listenedAt: 1_700_000_000))
        if case let .playingNow(track) = next.last { #expect(track.title == "Green Curtain") } else { Issue.record("\(next)") }
    }

    @Test func anItemSkippedBeforeItsThresholdIsNoListen() {
        var rules = ListenRules()
        _ = rules.observe(Self.snapshot(at: 0))
        #expect(rules.observe(Self.snapshot(at: 99, item: 2, path: "/music/b.flac")).count == 1)
        #expect(rules.observe(Self.snapshot(at: 100, .stopped, elapsed: nil)).isEmpty)
        #expect(rules.deadline == nil)
        #expect(rules.tick(now: 2000).isEmpty)
    }

    @Test func theStartIsWhenItFirstPlayedNotWhenItLoaded() {
        var rules = ListenRules()
        #expect(rules.observe(Self.snapshot(at: 0, .interrupted, elapsed: nil)).isEmpty)
        #expect(rules.observe(Self.snapshot(at: 2, elapsed: 0)).count == 1)
        #expect(rules.tick(now: 1102) == [.listen(Self.solarWind, listenedAt: 1_700_000_002)])
    }
}
