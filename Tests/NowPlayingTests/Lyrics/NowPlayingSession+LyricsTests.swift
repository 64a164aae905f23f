import Commands
@testable import NowPlaying
import Playback
import Testing
import TestSupport

/// Lyrics over real libmpv: read on the worker, the line sung published as it changes (woken by
/// the session's deadline, not by a tick), no deadline while paused or without synced lyrics.
@Suite(.serialized) struct NowPlayingSessionLyricsTests {
    /// How soon after its time a line is published is bench case 15's figure (≤ 50 ms), not a
    /// timed test's: here each line is published while it is sung, in order, never before.
    @Test func eachLineIsPublishedInOrderWhileItIsSungAndNeverBefore() throws {
        let harness = try SessionHarness()
        let lrc = Fixtures.lrcLines(count: 6, start: 1, every: 0.7)
        let tone = try Fixtures.toneWithLRC(seconds: 10, lrc: Array(lrc.utf8))
        try harness.play([MediaItem(url: tone)])
        try harness.waitForMedia(5.5, timeout: 15)
        let lyrics = try #require(harness.session.lyrics)
        #expect(lyrics.isSynced)
        #expect(lyrics.lines.map(\.text) == (1...6).map { "Line \($0)" })
        var order: [Int] = []
        for info in harness.published {
            guard let index = info.lyrics?.lineIndex, order.last != index, let media = info.mediaElapsed else { continue }
            order.append(index)
            let time = try #require(lyrics.lines[index].time)
            let next = lyrics.lines.indices.contains(index + 1) ? lyrics.lines[index + 1].time : nil
            #expect(media >= time && media < (next ?? .infinity), "line \(index + 1) published at \(media), sung from \(time)")
            #expect(info.lyrics?.line == "Line \(index + 1)")
        }
        #expect(order == Array(0..<6))
    }

    @Test func nothingWakesThePausedSessionForLyrics() throws {
        let harness = try SessionHarness()
        let tone = try Fixtures.toneWithLRC(seconds: 10, lrc: Array(Fixtures.lrcLines(count: 8, start: 1, every: 1).utf8))
        try harness.play([MediaItem(url: tone)])
        try harness.run(timeout: 10, "the lyrics") { harness.session.lyrics != nil }
        #expect(harness.session.nextDeadline() != nil)
        #expect(harness.session.perform(Command.pause) == .success)
        try harness.run(timeout: 10, "the pause") { harness.last?.state == .paused && harness.session.nextDeadline() == nil }
        #expect(harness.session.nextDeadline() == nil)
    }

    @Test func aPlainItemAndUnsyncedLyricsAddNoDeadline() throws {
        let harness = try SessionHarness()
        try harness.play([MediaItem(url: try Fixtures.toneWithUSLT("Only words\nno times"))])
        try harness.run(timeout: 10, "the lyrics") { harness.session.lyrics != nil }
        #expect(harness.session.lyrics?.isSynced == false)
        #expect(harness.last?.lyrics == LyricsState(id: harness.session.lyrics?.id ?? -1, isSynced: false))
        #expect(harness.session.nextDeadline() == nil)
    }

    @Test func theNextItemForgetsTheLyricsOfTheLast() throws {
        let harness = try SessionHarness()
        let tone = try Fixtures.toneWithLRC(seconds: 10, lrc: Array("[00:00.10]Only line\n".utf8))
        try harness.play([MediaItem(url: tone), MediaItem(url: try Fixtures.tone(seconds: 5))])
        try harness.run(timeout: 10, "the lyrics") { harness.last?.lyrics?.line == "Only line" }
        #expect(harness.session.perform(Command.nextTrack) == .success)
        try harness.run(timeout: 10, "the next item") { harness.last?.queueIndex == 1 && harness.last?.state == .playing }
        #expect(harness.last?.lyrics == nil)
        #expect(harness.session.lyrics == nil)
    }
}
