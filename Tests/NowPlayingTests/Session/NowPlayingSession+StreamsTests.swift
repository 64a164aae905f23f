import NowPlaying
import Playback
import Testing

/// Network streams on a fake player: what makes one live, the cache filling, and when a stream
/// mpv says has ended really broke off.
@Suite struct NowPlayingSessionStreamsTests {
    /// A session playing one network item (entry 1), with its failures recorded.
    final class Rig {
        let fake = FakeSession()
        var failures: [ItemFailure] = []

        init(duration: Double? = 60, seekable: Bool = true) {
            fake.player.duration = duration
            fake.session.onItemFailed = { [unowned self] in failures.append($1) }
            fake.play([MediaItem(url: "http://radio.example/stream"), MediaItem(url: "after.mp3")])
            fake.session.handle([.propertyChanged(.viaNetwork(true)), .propertyChanged(.seekable(seekable))])
        }

        var info: NowPlayingInfo? { fake.infoCenter.nowPlayingInfo }
        var session: NowPlayingSession { fake.session }
    }

    static let refused = PlayerEvent.log(level: "error", prefix: "ffmpeg",
                                         text: "tcp: Connection to tcp://127.0.0.1:9 failed: Connection refused")

    @Test func aStreamThatCannotSeekAndWhoseDurationGrowsIsLiveWithoutADuration() throws {
        let rig = Rig(duration: 1, seekable: false)
        #expect(rig.info?.isLive == false, "one duration is a length, until it moves")
        rig.session.handle([.propertyChanged(.duration(2))])
        let info = try #require(rig.info)
        #expect(info.isLive)
        #expect(info.duration == nil)
        #expect(info.commands.states[.skipForward] == .disabled("Already at the live edge"))
        #expect(info.commands.states[.skipBackward] == .disabled("This stream cannot seek"))
    }

    @Test func aLiveStreamsGrowingDurationPublishesNothing() {
        let rig = Rig(duration: 1, seekable: false)
        rig.session.handle([.propertyChanged(.duration(2))])
        let before = rig.fake.infoCenter.publishCount
        for second in 3...10 {
            rig.fake.clock.advance(by: 1)
            rig.session.handle([.propertyChanged(.duration(Double(second)))])
        }
        #expect(rig.fake.infoCenter.publishCount == before)
    }

    @Test func aSeekableItemWhoseDurationChangesKeepsItAndSkipsForward() throws {
        let rig = Rig(duration: 60, seekable: true)
        rig.session.handle([.propertyChanged(.duration(61))])
        let info = try #require(rig.info)
        #expect(!info.isLive)
        #expect(info.duration == 61)
        #expect(info.commands.isEnabled(.skipForward))
    }

    @Test func bufferingIsPublishedWithHowFullTheCacheIsOnlyWhilePausedForIt() {
        let rig = Rig()
        rig.session.handle([.propertyChanged(.cacheBuffering(100))])
        #expect(rig.info?.buffering == nil)
        rig.session.handle([.propertyChanged(.pausedForCache(true)), .propertyChanged(.cacheBuffering(0))])
        #expect(rig.info?.buffering == 0)
        #expect(rig.info?.state == .interrupted)
        rig.session.handle([.propertyChanged(.cacheBuffering(40))])
        #expect(rig.info?.buffering == 40, "each step is published")
        rig.session.handle([.propertyChanged(.pausedForCache(false)), .propertyChanged(.cacheBuffering(100))])
        #expect(rig.info?.buffering == nil)
        #expect(rig.info?.state == .playing)
    }

    @Test func aNetworkErrorBeforeTheEndMakesTheStreamLostAndTheQueueGoesOn() throws {
        let rig = Rig(duration: nil, seekable: false)
        rig.fake.clock.advance(by: 5)
        rig.session.handle([Self.refused])
        rig.session.handle([.fileEnded(entryID: 1, reason: .endOfFile)])
        let failure = try #require(rig.failures.first)
        guard case let .streamLost(at, reason) = failure else { Issue.record("\(failure)"); return }
        #expect(abs((at ?? 0) - 5) < 1e-9)
        #expect(reason == "tcp: Connection to tcp://127.0.0.1:9 failed: Connection refused")
        #expect(failure.description == "stream lost at 0:05: tcp: Connection to tcp://127.0.0.1:9 failed: Connection refused")
        #expect(rig.session.currentIndex == 1)
    }

    @Test func theErrorMayFollowTheEndInTheSameBatch() {
        let rig = Rig()
        rig.fake.clock.advance(by: 5)
        rig.session.handle([.fileEnded(entryID: 1, reason: .endOfFile), Self.refused])
        #expect(rig.failures.count == 1)
        #expect(rig.failures.first.map { if case .streamLost = $0 { true } else { false } } == true)
    }

    @Test func decoderErrorsAndErrorsOfLocalFilesEndNothing() {
        let rig = Rig()
        rig.fake.clock.advance(by: 59)
        rig.session.handle([.log(level: "error", prefix: "ffmpeg/audio", text: "mp3float: Header missing")])
        rig.session.handle([.fileEnded(entryID: 1, reason: .endOfFile)])
        #expect(rig.failures.isEmpty)

        let local = FakeSession()
        var failures: [ItemFailure] = []
        local.session.onItemFailed = { failures.append($1) }
        local.play([MediaItem(url: "a.mp3")])
        local.clock.advance(by: 59)
        local.session.handle([Self.refused, .fileEnded(entryID: 1, reason: .endOfFile)])
        #expect(failures.isEmpty)
    }

    @Test func aStreamOfKnownLengthThatStopsLongBeforeItsEndEndedEarly() throws {
        let rig = Rig(duration: 20)
        rig.fake.clock.advance(by: 2)
        // mpv's clock stands still while it waits for the cache.
        try rig.fake.player.setPaused(true)
        rig.session.handle([.propertyChanged(.pausedForCache(true))])
        rig.fake.clock.advance(by: 3)
        rig.session.handle([.fileEnded(entryID: 1, reason: .endOfFile)])
        #expect(rig.failures == [.endedEarly(at: 2, duration: 20)], "no time passes while it waits for the cache")
        #expect(rig.failures.first?.description == "stream stopped at 0:02 of 0:20: no more data came")
        #expect(rig.session.currentIndex == 1)
    }

    @Test func aStreamThatEndsAtItsLengthPlayedToItsEnd() {
        let rig = Rig(duration: 20)
        rig.fake.clock.advance(by: 19.5)
        rig.session.handle([.fileEnded(entryID: 1, reason: .endOfFile)])
        #expect(rig.failures.isEmpty)
        #expect(rig.session.currentIndex == 1)
    }

    @Test func anItemThatCannotBeOpenedTakesTheNetworksReasonWhicheverWayTheLogComes() {
        let failed = MPVError(code: -13, detail: "Failed to open http://127.0.0.1:9/missing.mp3.")
        let notFound = PlayerEvent.log(level: "warn", prefix: "ffmpeg", text: "http: HTTP error 404 Not Found")
        for batches: [[PlayerEvent]] in [
            [[.fileStarted(entryID: 1), notFound], [.fileEnded(entryID: 1, reason: .error(failed))]],
            [[.fileStarted(entryID: 1)], [.fileEnded(entryID: 1, reason: .error(failed)), notFound]],
        ] {
            let rig = FakeSession()
            var failures: [ItemFailure] = []
            rig.session.onItemFailed = { failures.append($1) }
            rig.session.play(items: [MediaItem(url: "http://127.0.0.1:9/missing.mp3"), MediaItem(url: "after.mp3")])
            for batch in batches { rig.session.handle(batch) }
            #expect(failures.count == 1)
            #expect(failures.first?.playerError?.kind == .loadingFailed)
            #expect(failures.first?.playerError?.detail == "http: HTTP error 404 Not Found")
            #expect(rig.session.currentIndex == 1)
            rig.session.handle([.fileStarted(entryID: 2), .fileEnded(entryID: 2, reason: .error(MPVError(code: -17)))])
            #expect(failures.last?.playerError?.kind == .unknownFormat)
            #expect(failures.last?.playerError?.detail == nil, "the next item's reason is its own")
        }
    }
}
