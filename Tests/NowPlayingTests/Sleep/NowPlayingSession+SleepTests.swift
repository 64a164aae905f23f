import Commands
import Playback
import PlayerDoubles
import Testing
@testable import NowPlaying

/// The sleep timer on the fake player, whose clock is exact: over the last ten seconds the
/// volume falls by a twentieth every half second, each step on the session's deadline; then
/// playback pauses and the volume is back. The end of an item or chapter stops exactly there, the next item never playing.
@Suite struct NowPlayingSessionSleepTests {
    static func harness(seconds: Double = 120, count: Int = 1, chapters: [Chapter] = []) -> (FakeSessionHarness, [MediaItem]) {
        let paths = (0..<count).map { "tone-\($0).mp3" }
        var media = FakeMedia.tone(seconds: seconds)
        media.chapters = chapters
        return (FakeSessionHarness(files: Dictionary(uniqueKeysWithValues: paths.map { ($0, media) })), paths.map { MediaItem(url: $0) })
    }

    func volume(_ harness: FakeSessionHarness) -> Double? {
        if case let .volume(v)? = harness.player.current(.volume) { v } else { nil }
    }

    func paused(_ harness: FakeSessionHarness) -> Bool {
        if case let .paused(p)? = harness.player.current(.pause) { p } else { false }
    }

    /// The volume's changes as the player was told them, with the clock's time of each.
    func watchVolume(_ harness: FakeSessionHarness, until condition: () -> Bool) throws -> [(time: Double, volume: Double)] {
        var steps: [(time: Double, volume: Double)] = []
        var calls = harness.player.calls.count
        try harness.run(timeout: 60, "the timer's end") {
            for call in harness.player.calls[calls...] where call.hasPrefix("volume ") {
                steps.append((harness.clock.now, Double(call.dropFirst(7)) ?? -1))
            }
            calls = harness.player.calls.count
            return condition()
        }
        return steps
    }

    @Test func theLastTenSecondsFadeInHalfSecondStepsThenPlaybackPausesAndTheVolumeIsBack() throws {
        let (harness, items) = Self.harness()
        try harness.play(items)
        #expect(harness.session.perform(.setVolume(80)) == .success)
        let start = harness.clock.now
        #expect(harness.session.perform(.sleep(.after(30))) == .success)
        var slept = 0
        harness.session.features.onSleep = { slept += 1 }
        let steps = try watchVolume(harness) { harness.last?.state == .paused }
        let fade = steps.dropLast()
        #expect(fade.count == 19, "95 % to 5 %: \(steps)")
        for (index, step) in fade.enumerated() {
            let due = start + 20.5 + Double(index) * 0.5
            #expect(abs(step.time - due) < 1e-6, "step \(index) at \(step.time - start) s, due at \(due - start) s")
            #expect(abs(step.volume - 80 * Double(19 - index) / 20) < 1e-9, "step \(index): \(step.volume)")
        }
        #expect(steps.last?.volume == 80, "the volume is restored")
        #expect(abs((steps.last?.time ?? 0) - (start + 30)) < 1e-6)
        #expect(paused(harness))
        #expect(slept == 1)
        #expect(harness.last?.sleepTimer == nil)
        #expect(harness.last?.volume == 80)
        // Nothing more: no deadline while paused without a timer.
        #expect(harness.session.nextDeadline() == nil)
    }

    /// The loop arms the session's deadline when the session says it may have changed, as the
    /// app does: a timer set while nothing else happens (no player event follows a `sleep`) is
    /// armed by the command itself, for every length, and its fade and pause come on time.
    @Test(arguments: [5.0, 10.5, 12, 25, 60])
    func aTimerSetWhileNothingElseHappensFadesAndPausesOnTime(seconds: Double) throws {
        let (harness, items) = Self.harness()
        try harness.play(items)
        harness.idle(3)
        let start = harness.clock.now
        #expect(harness.session.perform(.sleep(.after(seconds))) == .success)
        #expect(harness.armedDeadline != nil, "the command armed the timer's deadline")
        let steps = try watchVolume(harness) { harness.last?.state == .paused }
        // A timer within the fade takes its first step with the command, before the watch.
        let fade = seconds > 10 ? 19 : Int((seconds / 0.5).rounded(.up)) - 1
        #expect(steps.count == fade + 1, "\(fade) steps of the fade, then the volume restored: \(steps)")
        #expect(steps.dropLast().last?.volume == 5)
        #expect(steps.last?.volume == 100)
        #expect(abs(harness.clock.now - (start + seconds)) < 1e-6, "paused \(harness.clock.now - start) s after the command")
        #expect(paused(harness))
        #expect(harness.last?.sleepTimer == nil)
    }

    @Test func theTimerCountsPlaybackAndStandsStillWhilePaused() throws {
        let (harness, items) = Self.harness()
        try harness.play(items)
        #expect(harness.session.perform(.sleep(.after(60))) == .success)
        harness.idle(5)
        #expect(abs((harness.now.sleepTimer?.remaining ?? 0) - 55) < 1e-6)
        #expect(harness.now.sleepTimer?.rate == 1)
        #expect(harness.session.perform(.pause) == .success)
        harness.idle(100)
        #expect(harness.now.sleepTimer?.rate == 0)
        #expect(abs((harness.now.sleepTimer?.remaining ?? 0) - 55) < 1e-6)
        #expect(harness.session.nextDeadline() == nil, "a paused timer wakes nothing")
    }

    @Test func aSnapshotIsPublishedWhenTheTimerIsSetNotAsItCountsDown() throws {
        let (harness, items) = Self.harness()
        try harness.play(items)
        #expect(harness.session.perform(.sleep(.after(3600))) == .success)
        #expect(harness.last?.sleepTimer == SleepTimerInfo(kind: .timed, remaining: 3600, rate: 1))
        let count = harness.published.count
        harness.idle(30)
        #expect(harness.published.count == count, "time passing is extrapolated, not published")
        #expect(harness.last.map { $0.sleepRemaining(at: harness.clock.now) } == 3570)
        #expect(harness.session.perform(.sleep(.off)) == .success)
        #expect(harness.last?.sleepTimer == nil)
    }

    @Test func offDuringTheFadeRestoresTheVolume() throws {
        let (harness, items) = Self.harness()
        try harness.play(items)
        #expect(harness.session.perform(.sleep(.after(5))) == .success)
        harness.idle(2.6)
        #expect(volume(harness) == 25, "2.4 s left: five steps of 5 %")
        #expect(harness.session.perform(.sleep(.off)) == .success)
        #expect(volume(harness) == 100)
        #expect(harness.session.nextDeadline() == nil)
    }

    @Test func aVolumeChangeDuringTheFadeStopsTheTimerAndStartsFromTheVolumeBefore() throws {
        let (harness, items) = Self.harness()
        try harness.play(items)
        #expect(harness.session.perform(.setVolume(60)) == .success)
        #expect(harness.session.perform(.sleep(.after(4))) == .success)
        harness.idle(2)
        #expect(volume(harness) == 12, "2 s left: four twentieths of 60 %")
        #expect(harness.session.perform(.volumeUp(nil)) == .success)
        #expect(volume(harness) == 65)
        #expect(harness.last?.sleepTimer == nil)
        harness.idle(5)
        #expect(!paused(harness))
    }

    @Test func theEndOfTheItemPausesThereWithTheNextItemLoadedPausedAndNeverQueuedAhead() throws {
        let (harness, items) = Self.harness(seconds: 20, count: 2)
        try harness.play(items)
        #expect(harness.player.calls.last == "append tone-1.mp3")
        #expect(harness.session.perform(.sleep(.endOfItem)) == .success)
        #expect(harness.player.calls.last == "playlist-clear", "the item queued ahead is taken back")
        #expect(harness.last?.sleepTimer?.kind == .endOfItem)
        #expect(abs((harness.last?.sleepTimer?.remaining ?? 0) - 20) < 0.01)
        var slept = 0
        harness.session.features.onSleep = { slept += 1 }
        let steps = try watchVolume(harness) { harness.session.currentIndex == 1 && harness.last?.state == .paused }
        #expect(steps.count == 20, "19 steps of the fade, then the volume restored: \(steps)")
        #expect(steps.last?.volume == 100)
        #expect(paused(harness))
        #expect(harness.mediaTime == 0)
        #expect(harness.player.calls.contains("load tone-1.mp3"))
        #expect(slept == 1)
        #expect(harness.last?.sleepTimer == nil)
        harness.idle(5)
        #expect(harness.mediaTime == 0, "the next item never started")
    }

    @Test func theEndOfTheChapterPausesOnItsBoundary() throws {
        let chapters = [Chapter(title: "One", time: 0), Chapter(title: "Two", time: 15), Chapter(title: "Three", time: 40)]
        let (harness, items) = Self.harness(seconds: 60, chapters: chapters)
        try harness.play(items)
        try harness.waitForMedia(3)
        #expect(harness.session.perform(.sleep(.endOfChapter)) == .success)
        #expect(abs((harness.now.sleepTimer?.remaining ?? 0) - 12) < 0.01)
        try harness.run(timeout: 30, "the pause") { harness.last?.state == .paused && harness.last?.sleepTimer == nil }
        try harness.run(timeout: 5, "the landing") { harness.mediaTime == 15 }
        #expect(volume(harness) == 100)
        harness.idle(5)
        #expect(harness.mediaTime == 15)
    }

    @Test func aSeekIntoAnotherChapterAimsAtThatChaptersEnd() throws {
        let chapters = [Chapter(title: "One", time: 0), Chapter(title: "Two", time: 15), Chapter(title: "Three", time: 40)]
        let (harness, items) = Self.harness(seconds: 60, chapters: chapters)
        try harness.play(items)
        #expect(harness.session.perform(.sleep(.endOfChapter)) == .success)
        #expect(harness.session.perform(.seek(to: 20)) == .success)
        try harness.run(timeout: 5, "the seek") { harness.last?.state == .playing && (harness.mediaTime ?? 0) >= 20 }
        #expect(abs((harness.now.sleepTimer?.remaining ?? 0) - 20) < 0.05)
        try harness.run(timeout: 30, "the pause") { harness.last?.state == .paused }
        try harness.run(timeout: 5, "the landing") { harness.mediaTime == 40 }
    }
}
