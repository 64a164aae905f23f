import Commands
import NowPlaying
import Playback
import PlayerDoubles
import Testing
import TestSupport

/// The session: what it publishes about the queue, which session is active, and how it carries
/// on past items that cannot play (that, and playing to an end, on real libmpv).
@Suite struct NowPlayingSessionTests {
    @Test func aBadItemIsReportedWithItsTypedErrorAndTheQueueGoesOn() throws {
        let harness = try SessionHarness()
        let missing = "/nonexistent/playdeck/missing.mp3"
        let garbage = try Fixtures.file(named: "np-text.mp3", bytes: Array("not audio at all\n".utf8))
        let good = try Fixtures.tone(seconds: 4)
        try harness.play([MediaItem(url: missing), MediaItem(url: garbage), MediaItem(url: good)])
        #expect(harness.failures.map(\.item.url) == [missing, garbage])
        #expect(harness.failures.map(\.error.playerError?.kind) == [.loadingFailed, .unknownFormat])
        // mpv's own words ride along when its log line arrives before the end-file event (not always).
        #expect(harness.failures.allSatisfy { !$0.error.description.isEmpty })
        let info = try #require(harness.last)
        #expect(info.path == good)
        #expect(info.queueIndex == 2)
        #expect(info.queueCount == 3)
        #expect(info.error == nil)
        // Each failure was published, with mpv's reason, before the queue moved on.
        for failure in harness.failures {
            #expect(harness.published.contains { $0.path == failure.item.url && $0.error == failure.error.description })
        }
    }

    @Test func anItemPlayedToItsEndMovesTheQueueOn() throws {
        let harness = try SessionHarness(untimed: true)
        let items = [try Fixtures.tone(seconds: 1, frequency: 500), try Fixtures.tone(seconds: 2, frequency: 600)]
        harness.session.play(items: items.map { MediaItem(url: $0) })
        try harness.run(timeout: 10, "the queue to end") { harness.queueEnded == 1 }
        #expect(harness.published.contains { $0.queueIndex == 1 && $0.state == .playing })
        #expect(harness.last?.state == .stopped)
    }

    static let files: [String: FakeMedia] = [
        "a.mp3": .tone(seconds: 6), "b.mp3": .tone(seconds: 6, title: "B"),
        "clip.mkv": FakeMedia(duration: 3, tracks: [Track(id: 1, kind: .video, codec: "h264", isSelected: true),
                                                    Track(id: 1, kind: .audio, codec: "flac", isSelected: true)],
                              fileFormat: "mkv"),
        "covered.mp3": FakeMedia(duration: 3, tracks: [Track(id: 1, kind: .audio, codec: "mp3", isSelected: true),
                                                        Track(id: 1, kind: .video, codec: "mjpeg", isSelected: true,
                                                              isAlbumArt: true)]),
    ]

    @Test func onlyTheActiveSessionPublishesAndBecomeActiveIfPossibleSwitches() throws {
        let center = NowPlayingInfoCenter()
        let first = FakeSessionHarness(files: Self.files, infoCenter: center)
        let second = FakeSessionHarness(files: Self.files, infoCenter: center, activate: false)
        try first.play([MediaItem(url: "a.mp3")])
        try second.play([MediaItem(url: "b.mp3")])
        #expect(center.activeSession === first.session)
        #expect(!second.session.isActive)
        #expect(center.nowPlayingInfo?.path == "a.mp3")
        #expect(second.published.isEmpty)

        #expect(second.session.becomeActiveIfPossible())
        #expect(center.activeSession === second.session)
        #expect(center.nowPlayingInfo?.path == "b.mp3")
        let count = center.publishCount
        _ = first.session.perform(Command.pause)
        first.idle(0.3)
        #expect(center.publishCount == count)
        #expect(center.nowPlayingInfo?.path == "b.mp3")
    }

    @Test func aSessionWithoutHandlersNeverBecomesTheNowPlayingSession() {
        let center = NowPlayingInfoCenter()
        let active = FakeSessionHarness(infoCenter: center)
        let bare = FakeSessionHarness(infoCenter: center, handlers: false, activate: false)
        #expect(!bare.session.becomeActiveIfPossible())
        #expect(center.activeSession === active.session)
        bare.session.remoteCommandCenter.play.addTarget { _ in .success }
        #expect(bare.session.becomeActiveIfPossible())
        #expect(center.activeSession === bare.session)
    }

    @Test func nextOnTheLastItemEndsPlaybackAndSucceeds() throws {
        let harness = FakeSessionHarness(files: Self.files)
        try harness.play([MediaItem(url: "a.mp3")])
        #expect(harness.session.perform(Command.nextTrack) == .success)
        #expect(harness.queueEnded == 1)
        #expect(harness.last?.state == .stopped)
        #expect(harness.session.currentItem == nil)
        harness.step(waitingUntil: harness.clock.now)
        #expect(harness.events.suffix(3).contains(.propertyChanged(.idleActive(true))), "the player was stopped")
    }

    @Test func theSnapshotDescribesTheItemAndItsPlaceInTheQueue() throws {
        let harness = FakeSessionHarness(files: Self.files)
        try harness.play([MediaItem(url: "b.mp3"), MediaItem(url: "a.mp3")], startingAt: 1)
        let info = try #require(harness.last)
        #expect(info.state == .playing)
        #expect(info.rate == 1)
        #expect(info.defaultRate == 1)
        #expect(info.queueIndex == 1)
        #expect(info.queueCount == 2)
        #expect(info.mediaType == .audio)
        #expect(!info.isLive)
        #expect(info.duration == 6)
        #expect(info.metadata.title == "Test Tone")
        #expect(info.metadata.artist == "Test Artist")
        #expect(info.metadata.album == "Seeds")
    }

    @Test func appendingToAnEndedQueueStartsTheNewItemsAndAppendingNothingDoesNothing() throws {
        let harness = FakeSessionHarness(files: Self.files)
        harness.session.add([])
        #expect(harness.session.currentItem == nil)
        harness.session.add([MediaItem(url: "a.mp3")])
        try harness.run(timeout: 1, "the appended item") { harness.last?.state == .playing }
        #expect(harness.session.currentIndex == 0)
        _ = harness.session.perform(Command.stop)
        harness.session.add([])
        #expect(harness.session.currentItem == nil)
    }

    @Test func stopEndsTheQueueAndPublishesStopped() throws {
        let harness = FakeSessionHarness(files: Self.files)
        try harness.play([MediaItem(url: "a.mp3")])
        #expect(harness.session.perform(Command.stop) == .success)
        #expect(harness.last?.state == .stopped)
        #expect(harness.queueEnded == 1)
        #expect(harness.last?.commands.isEnabled(.pause) == false)
        #expect(harness.player.calls.last == "stop")
    }

    @Test func aVideoIsPublishedAsVideoAndCoverArtIsNot() throws {
        let harness = FakeSessionHarness(files: Self.files)
        try harness.play([MediaItem(url: "clip.mkv"), MediaItem(url: "covered.mp3")])
        #expect(harness.last?.mediaType == .video)
        _ = harness.session.perform(.nextTrack)
        try harness.run(timeout: 1, "the cover-art item") { harness.last?.queueIndex == 1 && harness.last?.state == .playing }
        #expect(harness.last?.mediaType == .audio)
    }
}
