import NowPlaying
import Playback
import PlayerDoubles
import Testing

/// Network streams on the fake player: what makes one live, the cache filling, and when a
/// stream mpv says has ended really broke off.
@Suite struct NowPlayingSessionStreamsTests {
    static let stream = "http://radio.example/stream"

    /// A session playing one network item (entry 1) before a local one, with its failures recorded.
    final class Rig {
        let harness: FakeSessionHarness
        var failures: [ItemFailure] = []

        init(duration: Double? = 60, seekable: Bool = true) throws {
            harness = FakeSessionHarness(files: [NowPlayingSessionStreamsTests.stream: .stream(duration: duration, seekable: seekable),
                                                 "after.mp3": FakeMedia(duration: 60)])
            harness.session.onItemFailed = { [unowned self] in failures.append($1) }
            try harness.play([MediaItem(url: NowPlayingSessionStreamsTests.stream), MediaItem(url: "after.mp3")])
        }

        var info: NowPlayingInfo? { harness.infoCenter.nowPlayingInfo }
        var session: NowPlayingSession { harness.session }
        var player: FakePlayer { harness.player }
        /// Hands the session whatever the player reported, as a turn of the loop does.
        func deliver() { harness.step(waitingUntil: harness.clock.now) }
    }

    static let refused = (level: "error", prefix: "ffmpeg", text: "tcp: Connection to tcp://127.0.0.1:9 failed: Connection refused")

    @Test func aStreamThatCannotSeekAndWhoseDurationGrowsIsLiveWithoutADuration() throws {
        let rig = try Rig(duration: 1, seekable: false)
        #expect(rig.info?.isLive == false, "one duration is a length, until it moves")
        rig.player.durationGrew(to: 2)
        rig.deliver()
        let info = try #require(rig.info)
        #expect(info.isLive)
        #expect(info.duration == nil)
        #expect(info.commands.states[.skipForward] == .disabled("Already at the live edge"))
        #expect(info.commands.states[.skipBackward] == .disabled("This stream cannot seek"))
    }

    @Test func aLiveStreamsGrowingDurationPublishesNothing() throws {
        let rig = try Rig(duration: 1, seekable: false)
        rig.player.durationGrew(to: 2)
        rig.deliver()
        let before = rig.harness.infoCenter.publishCount
        for second in 3...10 {
            rig.harness.idle(1)
            rig.player.durationGrew(to: Double(second))
            rig.deliver()
        }
        #expect(rig.harness.infoCenter.publishCount == before)
        #expect(rig.session.currentIndex == 0, "it plays on a second behind the duration")
    }

    @Test func aSeekableItemWhoseDurationChangesKeepsItAndSkipsForward() throws {
        let rig = try Rig(duration: 60, seekable: true)
        rig.player.durationGrew(to: 61)
        rig.deliver()
        let info = try #require(rig.info)
        #expect(!info.isLive)
        #expect(info.duration == 61)
        #expect(info.commands.isEnabled(.skipForward))
    }

    @Test func bufferingIsPublishedWithHowFullTheCacheIsOnlyWhilePausedForIt() throws {
        let rig = try Rig()
        #expect(rig.info?.buffering == nil, "a full cache is not news")
        rig.player.bufferingBegan(filled: 0)
        rig.deliver()
        #expect(rig.info?.buffering == 0)
        #expect(rig.info?.state == .interrupted)
        rig.player.buffering(filled: 40)
        rig.deliver()
        #expect(rig.info?.buffering == 40, "each step is published")
        rig.player.bufferingEnded()
        rig.deliver()
        #expect(rig.info?.buffering == nil)
        #expect(rig.info?.state == .playing)
    }

    @Test func aNetworkErrorBeforeTheEndMakesTheStreamLostAndTheQueueGoesOn() throws {
        let rig = try Rig(duration: nil, seekable: false)
        rig.harness.idle(5)
        rig.player.log(Self.refused.level, Self.refused.prefix, Self.refused.text)
        rig.deliver()
        rig.player.streamBrokeOff()
        rig.deliver()
        let failure = try #require(rig.failures.first)
        guard case let .streamLost(at, reason) = failure else { Issue.record("\(failure)"); return }
        #expect(abs((at ?? 0) - 5) < 1e-9)
        #expect(reason == Self.refused.text)
        #expect(failure.description == "stream lost at 0:05: tcp: Connection to tcp://127.0.0.1:9 failed: Connection refused")
        #expect(rig.session.currentIndex == 1)
    }

    @Test func theErrorMayFollowTheEndInTheSameBatch() throws {
        let rig = try Rig()
        rig.harness.idle(5)
        rig.player.streamBrokeOff(logging: Self.refused, logAfterTheEnd: true)
        rig.deliver()
        #expect(rig.failures.count == 1)
        #expect(rig.failures.first.map { if case .streamLost = $0 { true } else { false } } == true)
    }

    @Test func decoderErrorsAndErrorsOfLocalFilesEndNothing() throws {
        let rig = try Rig()
        rig.harness.idle(59)
        rig.player.log("error", "ffmpeg/audio", "mp3float: Header missing")
        rig.deliver()
        try rig.harness.run { rig.session.currentIndex == 1 }
        #expect(rig.failures.isEmpty)

        let local = FakeSessionHarness(files: ["a.mp3": FakeMedia(duration: 60)])
        var failures: [ItemFailure] = []
        local.session.onItemFailed = { failures.append($1) }
        try local.play([MediaItem(url: "a.mp3")])
        local.idle(59)
        local.player.log(Self.refused.level, Self.refused.prefix, Self.refused.text)
        try local.run { local.queueEnded == 1 }
        #expect(failures.isEmpty)
    }

    @Test func aStreamOfKnownLengthThatStopsLongBeforeItsEndEndedEarly() throws {
        let rig = try Rig(duration: 20)
        rig.harness.idle(2)
        // mpv's clock stands still while it waits for the cache.
        rig.player.bufferingBegan()
        rig.harness.idle(3)
        rig.player.streamBrokeOff()
        rig.deliver()
        #expect(rig.failures == [.endedEarly(at: 2, duration: 20)], "no time passes while it waits for the cache")
        #expect(rig.failures.first?.description == "stream stopped at 0:02 of 0:20: no more data came")
        #expect(rig.session.currentIndex == 1)
    }

    @Test func aStreamThatEndsAtItsLengthPlayedToItsEnd() throws {
        let rig = try Rig(duration: 20)
        try rig.harness.run(timeout: 21) { rig.session.currentIndex == 1 }
        #expect(rig.failures.isEmpty)
    }

    @Test func anItemThatCannotBeOpenedTakesTheNetworksReasonWhicheverWayTheLogComes() {
        // Batches as mpv may hand them over: its end-file event is queued, log lines come after.
        let failed = MPVError(code: -13, detail: "Failed to open http://127.0.0.1:9/missing.mp3.")
        let notFound = PlayerEvent.log(level: "warn", prefix: "ffmpeg", text: "http: HTTP error 404 Not Found")
        for batches: [[PlayerEvent]] in [
            [[.fileStarted(entryID: 1), notFound], [.fileEnded(entryID: 1, reason: .error(failed))]],
            [[.fileStarted(entryID: 1)], [.fileEnded(entryID: 1, reason: .error(failed)), notFound]],
        ] {
            let rig = FakeSessionHarness()
            var failures: [ItemFailure] = []
            rig.session.onItemFailed = { failures.append($1) }
            rig.session.play(items: [MediaItem(url: "http://127.0.0.1:9/missing.mp3"), MediaItem(url: "after.mp3")])
            _ = rig.player.nextEvents()
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
