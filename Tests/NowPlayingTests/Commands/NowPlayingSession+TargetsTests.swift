import Commands
import NowPlaying
import Playback
import Testing
import TestSupport

/// What the installed handlers do to a real player.
@Suite struct NowPlayingSessionTargetsTests {
    @Test func skipForwardAndBackMoveByTheIntervalAskedFor() throws {
        let harness = try SessionHarness()
        try harness.play([MediaItem(url: try Fixtures.tone(seconds: 30), startTime: 10)])
        #expect(harness.session.perform(Command.skipForward(7)) == .success)
        let forward = try harness.waitForPublish()
        #expect(abs((forward.elapsed ?? 0) - 17) < 0.15)
        #expect(harness.session.perform(Command.skipBackward(12)) == .success)
        let back = try harness.waitForPublish()
        #expect(abs((back.elapsed ?? 0) - 5) < 0.15)
    }

    @Test func aPositionInContentTimeLandsAfterTheAdsBeforeIt() throws {
        let harness = try SessionHarness()
        let timeline = try AdTimeline(ranges: [AdTimeRange(start: 2, duration: 1), AdTimeRange(start: 5, duration: 3)])
        try harness.play([MediaItem(url: try Fixtures.tone(seconds: 20), timeline: timeline)])
        #expect(harness.session.perform(Command.seek(to: 10)) == .success)
        let landed = try harness.waitForPublish()
        #expect(abs((landed.mediaElapsed ?? 0) - 14) < 0.1)
        #expect(abs((landed.elapsed ?? 0) - 10) < 0.1)
        #expect(abs((landed.duration ?? 0) - 16) < 0.1)
        #expect(landed.ad == nil)
    }

    @Test func aPositionPastTheEndMovesToTheNextItem() throws {
        let harness = try SessionHarness()
        let items = [try Fixtures.tone(seconds: 4, frequency: 300), try Fixtures.tone(seconds: 4, frequency: 400)]
        try harness.play(items.map { MediaItem(url: $0) })
        #expect(harness.session.perform(Command.seek(to: 100)) == .success)
        try harness.run(timeout: 10, "the second item") { harness.last?.queueIndex == 1 && harness.last?.state == .playing }
    }

    @Test func togglePlayPauseAlternates() throws {
        let harness = try SessionHarness()
        try harness.play([MediaItem(url: try Fixtures.tone(seconds: 6))])
        #expect(harness.session.perform(Command.togglePause) == .success)
        #expect(harness.last?.state == .paused)
        #expect(harness.session.perform(Command.togglePause) == .success)
        #expect(harness.last?.state == .playing)
    }

    @Test func previousRestartsAnItemPastThreeSecondsAndOtherwiseGoesBack() throws {
        let harness = try SessionHarness()
        let items = [try Fixtures.tone(seconds: 8, frequency: 310), try Fixtures.tone(seconds: 8, frequency: 320)]
        try harness.play(items.map { MediaItem(url: $0) }, startingAt: 1)
        _ = harness.session.perform(Command.seek(to: 5))
        try harness.waitForPublish()
        #expect(harness.session.perform(Command.previousTrack) == .success)
        let restarted = try harness.waitForPublish()
        #expect(restarted.queueIndex == 1)
        #expect((restarted.elapsed ?? 9) < 0.2)
        #expect(harness.session.perform(Command.previousTrack) == .success)
        try harness.run(timeout: 10, "the first item") { harness.last?.queueIndex == 0 && harness.last?.state == .playing }
    }

    @Test func chapterCommandsGoToTheNextChapterStart() throws {
        let harness = try SessionHarness()
        let path = try Fixtures.chaptered(seconds: 9, chapters: [("One", 0), ("Two", 3), ("Three", 6)])
        try harness.play([MediaItem(url: path)])
        #expect(harness.last?.chapterIndex == 0)
        #expect(harness.session.perform(Command.nextChapter) == .success)
        let second = try harness.waitForPublish { abs(($0.mediaElapsed ?? 0) - 3) < 0.1 }
        #expect(second.chapters.map(\.title) == ["One", "Two", "Three"])
        try harness.run(timeout: 2, "chapter 2 to be published") { harness.last?.chapterIndex == 1 }
        #expect(harness.session.perform(Command.nextChapter) == .success)
        try harness.waitForPublish { abs(($0.mediaElapsed ?? 0) - 6) < 0.1 }
        #expect(harness.session.perform(Command.previousChapter) == .success)
        try harness.waitForPublish { abs(($0.mediaElapsed ?? 0) - 3) < 0.1 }
    }

    @Test func volumeAndMuteArePublished() throws {
        let harness = try SessionHarness()
        try harness.play([MediaItem(url: try Fixtures.tone(seconds: 6))])
        #expect(harness.session.perform(Command.setVolume(40)) == .success)
        #expect(harness.last?.volume == 40)
        #expect(harness.session.perform(Command.toggleMute) == .success)
        #expect(harness.last?.isMuted == true)
        #expect(harness.session.perform(Command.setVolume(500)) == .success)
        #expect(harness.last?.volume == 130)
        try harness.idle(0.2)
        #expect(harness.player.current(.volume) == .volume(130))
        #expect(harness.player.current(.mute) == .muted(true))
    }

    @Test func aRateThatIsNotAPositiveNumberFailsAndKeepsTheSelection() throws {
        let harness = try SessionHarness()
        try harness.play([MediaItem(url: try Fixtures.tone(seconds: 6))])
        #expect(harness.session.perform(Command.setSpeed(0)).name == "commandFailed")
        #expect(harness.session.perform(Command.setSpeed(.nan)).name == "commandFailed")
        // mpv refuses 1000×; the selection must not claim it.
        #expect(harness.session.perform(Command.setSpeed(1000)).name == "commandFailed")
        #expect(harness.session.speeds.selectedSpeed.rate == 1)
    }
}
