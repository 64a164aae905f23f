import Commands
import NowPlaying
import Playback
import PlayerDoubles
import Testing
import TestSupport

/// What the installed handlers do to a player: one check on real libmpv, the rest on the fake.
@Suite struct NowPlayingSessionTargetsTests {
    /// Real libmpv: kept as the integration test of the handlers' seeks.
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

    /// Real libmpv: its time-pos stays where it was until its loop carries a seek out, so a
    /// skip or a bookmark right after a skip must count from where that seek lands.
    @Test func aSkipOrABookmarkRightAfterASkipCountsFromWhereItLands() throws {
        final class Kept: BookmarkStorage {
            var saved: [Bookmark] = []
            func bookmarks(for url: String) -> [Bookmark] { saved }
            func save(_ bookmarks: [Bookmark], for url: String) -> String? {
                saved = bookmarks
                return nil
            }
        }
        let harness = try SessionHarness()
        let kept = Kept()
        harness.session.features.bookmarkStorage = kept
        try harness.play([MediaItem(url: try Fixtures.tone(seconds: 60), startTime: 10)])
        #expect(harness.session.perform(Command.skipForward(7)) == .success)
        #expect(harness.session.perform(.bookmarkAdd(nil)) == .success)
        #expect(harness.session.perform(Command.skipForward(7)) == .success)
        #expect(abs((kept.saved.first?.position ?? 0) - 17) < 0.15, "the bookmark: \(kept.saved)")
        let landed = try harness.waitForPublish()
        #expect(abs((landed.elapsed ?? 0) - 24) < 0.15, "both skips: \(landed.elapsed ?? -1)")
    }

    static func harness(_ files: [String: FakeMedia]) -> FakeSessionHarness { FakeSessionHarness(files: files) }

    @Test func aPositionInContentTimeLandsAfterTheAdsBeforeIt() throws {
        let harness = Self.harness(["tone.mp3": .tone(seconds: 20)])
        let timeline = try AdTimeline(ranges: [AdTimeRange(start: 2, duration: 1), AdTimeRange(start: 5, duration: 3)])
        try harness.play([MediaItem(url: "tone.mp3", timeline: timeline)])
        #expect(harness.session.perform(Command.seek(to: 10)) == .success)
        let landed = try harness.waitForPublish()
        #expect(landed.mediaElapsed == 14)
        #expect(landed.elapsed == 10)
        #expect(landed.duration == 16)
        #expect(landed.ad == nil)
    }

    @Test func aPositionPastTheEndMovesToTheNextItem() throws {
        let harness = Self.harness(["a.mp3": .tone(seconds: 4), "b.mp3": .tone(seconds: 4)])
        try harness.play([MediaItem(url: "a.mp3"), MediaItem(url: "b.mp3")])
        #expect(harness.session.perform(Command.seek(to: 100)) == .success)
        try harness.run(timeout: 1, "the second item") { harness.last?.queueIndex == 1 && harness.last?.state == .playing }
        #expect(harness.player.calls.filter { $0.hasPrefix("seek") }.isEmpty)
    }

    @Test func togglePlayPauseAlternates() throws {
        let harness = Self.harness(["tone.mp3": .tone(seconds: 6)])
        try harness.play([MediaItem(url: "tone.mp3")])
        #expect(harness.session.perform(Command.togglePause) == .success)
        #expect(harness.last?.state == .paused)
        #expect(harness.session.perform(Command.togglePause) == .success)
        #expect(harness.last?.state == .playing)
        #expect(harness.player.calls.filter { $0.hasPrefix("pause") }.suffix(2) == ["pause true", "pause false"])
    }

    @Test func previousRestartsAnItemPastThreeSecondsAndOtherwiseGoesBack() throws {
        let harness = Self.harness(["a.mp3": .tone(seconds: 8), "b.mp3": .tone(seconds: 8)])
        try harness.play([MediaItem(url: "a.mp3"), MediaItem(url: "b.mp3")], startingAt: 1)
        _ = harness.session.perform(Command.seek(to: 5))
        try harness.waitForPublish()
        #expect(harness.session.perform(Command.previousTrack) == .success)
        let restarted = try harness.waitForPublish()
        #expect(restarted.queueIndex == 1)
        #expect(restarted.elapsed == 0)
        harness.idle(2.5)
        #expect(harness.session.perform(Command.previousTrack) == .success, "within 3 s of its start: back a track")
        try harness.run(timeout: 1, "the first item") { harness.last?.queueIndex == 0 && harness.last?.state == .playing }
    }

    @Test func chapterCommandsGoToTheNextChapterStart() throws {
        let chapters = [Chapter(title: "One", time: 0), Chapter(title: "Two", time: 3), Chapter(title: "Three", time: 6)]
        let harness = Self.harness(["show.mka": FakeMedia(duration: 9, chapters: chapters)])
        try harness.play([MediaItem(url: "show.mka")])
        #expect(harness.last?.chapterIndex == 0)
        #expect(harness.session.perform(Command.nextChapter) == .success)
        let second = try harness.waitForPublish()
        #expect(second.mediaElapsed == 3)
        #expect(second.chapterIndex == 1)
        #expect(second.chapters.map(\.title) == ["One", "Two", "Three"])
        #expect(harness.session.perform(Command.nextChapter) == .success)
        #expect(try harness.waitForPublish().mediaElapsed == 6)
        #expect(harness.session.perform(Command.previousChapter) == .success)
        #expect(try harness.waitForPublish().mediaElapsed == 3)
        harness.idle(1)
        #expect(harness.session.perform(Command.previousChapter) == .success, "a second in: the one before")
        #expect(try harness.waitForPublish().mediaElapsed == 0)
    }

    @Test func volumeAndMuteArePublished() throws {
        let harness = Self.harness(["tone.mp3": .tone(seconds: 6)])
        try harness.play([MediaItem(url: "tone.mp3")])
        #expect(harness.session.perform(Command.setVolume(40)) == .success)
        #expect(harness.last?.volume == 40)
        #expect(harness.session.perform(Command.toggleMute) == .success)
        #expect(harness.last?.isMuted == true)
        #expect(harness.session.perform(Command.setVolume(500)) == .success)
        #expect(harness.last?.volume == 130)
        harness.idle(0.1)
        #expect(harness.player.current(.volume) == .volume(130))
        #expect(harness.player.current(.mute) == .muted(true))
    }

    @Test func aRateThatIsNotAPositiveNumberFailsAndKeepsTheSelection() throws {
        let harness = Self.harness(["tone.mp3": .tone(seconds: 6)])
        try harness.play([MediaItem(url: "tone.mp3")])
        #expect(harness.session.perform(Command.setSpeed(0)).name == "commandFailed")
        #expect(harness.session.perform(Command.setSpeed(.nan)).name == "commandFailed")
        // mpv refuses 1000×; the selection must not claim it.
        #expect(harness.session.perform(Command.setSpeed(1000)).name == "commandFailed")
        #expect(harness.session.speeds.selectedSpeed.rate == 1)
    }
}
