import Commands
import Foundation
import Playback
import PlayerDoubles
import TestSupport
import Testing
@testable import NowPlaying

/// Albums without gaps: the item after the current one waits in mpv's own playlist, so that mpv
/// opens it ahead and moves on by itself. On the fake player, what is queued as the queue changes;
/// on real libmpv (ao=pcm), two tracks cut from one tone come out as that tone, sample for sample.
@Suite struct NowPlayingSessionGaplessTests {
    static func fake(_ count: Int) -> (FakeSessionHarness, [MediaItem]) {
        NowPlayingSessionQueueTests.fake(count)
    }

    @Test func theNextItemWaitsInThePlayerAndIsFollowedWithoutALoad() throws {
        let (harness, items) = Self.fake(3)
        try harness.play(items)
        #expect(harness.player.calls.filter { $0.hasPrefix("append") } == ["append tone-1.mp3"])
        try harness.run(timeout: 2, "the second item to play") { harness.last?.queueIndex == 1 && harness.last?.state == .playing }
        #expect(!harness.player.calls.contains("load tone-1.mp3"), "the player moved on by itself")
        #expect(harness.player.calls.filter { $0.hasPrefix("append") } == ["append tone-1.mp3", "append tone-2.mp3"])
        #expect(harness.last?.metadata.title == "Test Tone")
        try harness.run(timeout: 3, "the queue to end") { harness.queueEnded == 1 }
        #expect(harness.published.compactMap(\.queueIndex).reduce(into: [Int]()) { if $0.last != $1 { $0.append($1) } } == [0, 1, 2])
    }

    @Test func removingTheNextItemQueuesTheOneAfterIt() throws {
        let (harness, items) = Self.fake(3)
        try harness.play(items)
        #expect(harness.session.perform(Command.remove(2)) == .success)
        #expect(Array(harness.player.calls.suffix(3)) == ["playlist-clear", "set start=none", "append tone-2.mp3"])
        try harness.run(timeout: 2, "the next item to play") { harness.session.currentIndex == 1 && harness.last?.state == .playing }
        #expect(harness.session.currentItem?.url == "tone-2.mp3")
        #expect(!harness.player.calls.contains { $0.hasPrefix("load") && $0 != "load tone-0.mp3" })
    }

    @Test func repeatTrackTakesTheQueuedItemBackAndTheSessionStartsTheSameItemAgain() throws {
        let (harness, items) = Self.fake(2)
        try harness.play(items)
        #expect(harness.session.perform(Command.repeatMode(.track)) == .success)
        #expect(harness.player.calls.last == "playlist-clear")
        try harness.run(timeout: 2, "the item to start again") { harness.player.calls.filter { $0 == "load tone-0.mp3" }.count == 2 }
        #expect(harness.session.currentIndex == 0)
    }

    @Test func jumpingLoadsTheItemAndQueuesItsSuccessor() throws {
        let (harness, items) = Self.fake(4)
        try harness.play(items)
        #expect(harness.session.perform(Command.playIndex(3)) == .success)
        try harness.run(timeout: 1, "the fourth item to be queued") { harness.player.calls.last == "append tone-3.mp3" }
        #expect(harness.player.calls.suffix(4) == ["pause false", "load tone-2.mp3", "set start=none", "append tone-3.mp3"],
                "loading replaced mpv's playlist: nothing to clear")
        #expect(harness.session.currentIndex == 2)
    }

    @Test func anItemWithAStartPositionIsLoadedByTheSession() throws {
        let (harness, _) = Self.fake(2)
        let items = [MediaItem(url: "tone-0.mp3"), MediaItem(url: "tone-1.mp3", startTime: 0.5)]
        try harness.play(items)
        #expect(!harness.player.calls.contains { $0.hasPrefix("append") })
        try harness.run(timeout: 2, "the second item to play") { harness.session.currentIndex == 1 && harness.last?.state == .playing }
        #expect(harness.player.calls.contains("set start=0.5"))
        #expect(harness.player.calls.contains("load tone-1.mp3"))
    }

    /// mpv settles an item's end ahead of the client: queued too late, the next item is not
    /// moved on to, and mpv goes idle. The session loads it itself.
    @Test func anItemThePlayerDidNotMoveOnToIsLoadedByTheSession() throws {
        let (harness, items) = Self.fake(2)
        try harness.play(items)
        try harness.player.clearPlaylist()
        try harness.run(timeout: 2, "the second item to play") { harness.session.currentIndex == 1 && harness.last?.state == .playing }
        #expect(harness.player.calls.contains("load tone-1.mp3"))
        #expect(harness.session.currentItem?.url == "tone-1.mp3")
    }

    @Test func gaplessOffLeavesEveryItemToTheSession() throws {
        let (harness, items) = Self.fake(2)
        harness.session.features.playsGapless = false
        try harness.play(items)
        try harness.run(timeout: 2, "the second item to play") { harness.session.currentIndex == 1 && harness.last?.state == .playing }
        #expect(!harness.player.calls.contains { $0.hasPrefix("append") })
        #expect(harness.player.calls.contains("load tone-1.mp3"))
    }

    /// A loop that drains late gets each property that changed since its last drain once: the
    /// next track's length, the same as this one's, is never reported. It is still known.
    @Test func aTrackOfTheSameLengthFollowedByALateLoopKeepsItsDuration() throws {
        let (harness, items) = Self.fake(2)
        harness.player.drainsLate = true
        try harness.play(items)
        try harness.run(timeout: 2, "the second item to play") {
            harness.session.currentIndex == 1 && harness.last?.state == .playing && harness.last?.mediaElapsed != nil
        }
        #expect(!harness.player.calls.contains("load tone-1.mp3"))
        #expect(harness.now.duration == 1)
        #expect(!harness.now.isLive)
        #expect(harness.now.commands.states[.editBookmarks] != .disabled("A live stream has no place to keep"))
    }

    /// mpv reports a property only when its value changes: moving on by itself to a track of
    /// the same length and format, it says nothing of either, and the session keeps them.
    @Test func aTrackOfTheSameLengthAndFormatFollowedOnRealLibmpvKeepsItsDuration() throws {
        let harness = try SessionHarness()
        harness.session.startsPaused = true
        let items = [MediaItem(url: try Fixtures.tone(seconds: 3, title: "One", frequency: 610)),
                     MediaItem(url: try Fixtures.tone(seconds: 3, title: "Two", frequency: 620))]
        harness.session.play(items: items)
        try harness.run(timeout: 10, "the first track to be in, the second queued") { harness.session.gapless.queued != nil }
        #expect(harness.session.perform(Command.play) == .success)
        try harness.run(timeout: 10, "the second track to play") {
            harness.session.currentIndex == 1 && harness.session.makeSnapshot().state == .playing && harness.mediaTime != nil
        }
        let now = harness.session.makeSnapshot()
        let loads = harness.events.filter { if case .fileStarted = $0 { true } else { false } }.count
        #expect(loads == 2 && harness.session.gapless.queued == nil, "mpv moved on by itself: \(loads) files started")
        #expect(now.metadata.title == "Two")
        #expect(now.duration.map { abs($0 - 3) < 0.1 } == true, "duration \(String(describing: now.duration))")
        #expect(!now.isLive)
    }

    /// Real libmpv writing what it plays to a WAV file (ao=pcm runs as fast as it can): the two
    /// halves of one tone come out as the whole tone. Loading each item after the last one ended
    /// restarts the output (the file holds the second half only).
    @Test(arguments: [true, false])
    func twoTracksCutFromOneToneComeOutAsTheToneItself(gapless: Bool) throws {
        let tone = try Fixtures.splitTone()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gapless-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = folder + "/out.wav"
        let harness = try SessionHarness(audioOutput: "pcm", extraOptions: [("ao-pcm-file", output)])
        harness.session.features.playsGapless = gapless
        // ao=pcm plays a track in milliseconds: paused until the next is queued (in real time it
        // is queued seconds before the end), else mpv may settle the end before the queueing.
        harness.session.startsPaused = true
        harness.session.play(items: tone.parts.map { MediaItem(url: $0) })
        try harness.run(timeout: 10, "the first track to load") {
            harness.session.makeSnapshot().state == .paused && harness.mediaTime != nil
        }
        #expect((harness.session.gapless.queued != nil) == gapless)
        #expect(harness.session.perform(Command.play) == .success)
        try harness.run(timeout: 20, "the album to end") { harness.queueEnded == 1 }
        harness.player.close()
        let whole = try Fixtures.samples(tone.whole)
        let played = try Fixtures.samples(output)
        if gapless {
            #expect(played.count == whole.count, "\(played.count) samples played of \(whole.count)")
            let worst = zip(played, whole).map { abs(Int($0) - Int($1)) }.max() ?? .max
            #expect(worst <= 1, "the largest difference from the continuous tone is \(worst)")
        } else {
            #expect(played.count < whole.count, "without gapless, the output started again for the second track")
        }
    }
}
