import Commands
import NowPlaying
import Playback
import Testing
import TestSupport

/// The session over real players: what it publishes about the queue, which session is
/// active, and how it carries on past items that cannot play.
@Suite struct NowPlayingSessionTests {
    @Test func onlyTheActiveSessionPublishesAndBecomeActiveIfPossibleSwitches() throws {
        let center = NowPlayingInfoCenter()
        let first = try SessionHarness(infoCenter: center)
        let second = try SessionHarness(infoCenter: center, activate: false)
        let a = try Fixtures.tone(seconds: 6, frequency: 440), b = try Fixtures.tone(seconds: 6, frequency: 660)
        try first.play([MediaItem(url: a)])
        try second.play([MediaItem(url: b)])
        #expect(center.activeSession === first.session)
        #expect(!second.session.isActive)
        #expect(center.nowPlayingInfo?.path == a)
        #expect(second.published.isEmpty)

        #expect(second.session.becomeActiveIfPossible())
        #expect(center.activeSession === second.session)
        #expect(center.nowPlayingInfo?.path == b)
        let count = center.publishCount
        _ = first.session.perform(Command.pause)
        try first.idle(0.3)
        #expect(center.publishCount == count)
        #expect(center.nowPlayingInfo?.path == b)
    }

    @Test func aSessionWithoutHandlersNeverBecomesTheNowPlayingSession() throws {
        let center = NowPlayingInfoCenter()
        let active = try SessionHarness(infoCenter: center)
        let bare = try SessionHarness(infoCenter: center, handlers: false, activate: false)
        #expect(!bare.session.becomeActiveIfPossible())
        #expect(center.activeSession === active.session)
        bare.session.remoteCommandCenter.play.addTarget { _ in .success }
        #expect(bare.session.becomeActiveIfPossible())
        #expect(center.activeSession === bare.session)
    }

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

    @Test func nextOnTheLastItemEndsPlaybackAndSucceeds() throws {
        let harness = try SessionHarness()
        try harness.play([MediaItem(url: try Fixtures.tone(seconds: 5))])
        #expect(harness.session.perform(Command.nextTrack) == .success)
        #expect(harness.queueEnded == 1)
        #expect(harness.last?.state == .stopped)
        #expect(harness.session.currentItem == nil)
    }

    @Test func theSnapshotDescribesTheItemAndItsPlaceInTheQueue() throws {
        let harness = try SessionHarness()
        let items = [try Fixtures.tone(seconds: 3, frequency: 220), try Fixtures.tone(seconds: 5, frequency: 330)]
        try harness.play(items.map { MediaItem(url: $0) }, startingAt: 1)
        let info = try #require(harness.last)
        #expect(info.state == .playing)
        #expect(info.rate == 1)
        #expect(info.defaultRate == 1)
        #expect(info.queueIndex == 1)
        #expect(info.queueCount == 2)
        #expect(info.mediaType == .audio)
        #expect(!info.isLive)
        #expect(abs((info.duration ?? 0) - 5) < 0.1)
        #expect(info.metadata.title == "Test Tone")
        #expect(info.metadata.artist == "Test Artist")
        #expect(info.metadata.album == "Seeds")
    }

    @Test func anItemPlayedToItsEndMovesTheQueueOn() throws {
        let harness = try SessionHarness(untimed: true)
        let items = [try Fixtures.tone(seconds: 1, frequency: 500), try Fixtures.tone(seconds: 2, frequency: 600)]
        harness.session.play(items: items.map { MediaItem(url: $0) })
        try harness.run(timeout: 10, "the queue to end") { harness.queueEnded == 1 }
        #expect(harness.published.contains { $0.queueIndex == 1 && $0.state == .playing })
        #expect(harness.last?.state == .stopped)
    }

    @Test func appendingToAnEndedQueueStartsTheNewItemsAndAppendingNothingDoesNothing() throws {
        let harness = try SessionHarness()
        harness.session.append([])
        #expect(harness.session.currentItem == nil)
        let path = try Fixtures.tone(seconds: 4)
        harness.session.append([MediaItem(url: path)])
        try harness.run(timeout: 10, "the appended item") { harness.last?.state == .playing }
        #expect(harness.session.currentIndex == 0)
        _ = harness.session.perform(Command.stop)
        harness.session.append([])
        #expect(harness.session.currentItem == nil)
    }

    @Test func stopEndsTheQueueAndPublishesStopped() throws {
        let harness = try SessionHarness()
        try harness.play([MediaItem(url: try Fixtures.tone(seconds: 4))])
        #expect(harness.session.perform(Command.stop) == .success)
        #expect(harness.last?.state == .stopped)
        #expect(harness.queueEnded == 1)
        #expect(harness.last?.commands.isEnabled(.pause) == false)
    }

    @Test func aVideoIsPublishedAsVideoAndCoverArtIsNot() throws {
        let harness = try SessionHarness()
        try harness.play([MediaItem(url: try Fixtures.video(seconds: 3)), MediaItem(url: try Fixtures.tone(seconds: 3, cover: true))])
        #expect(harness.last?.mediaType == .video)
        _ = harness.session.perform(.nextTrack)
        try harness.run(timeout: 10, "the cover-art item") { harness.last?.queueIndex == 1 && harness.last?.state == .playing }
        #expect(harness.last?.mediaType == .audio)
    }
}
