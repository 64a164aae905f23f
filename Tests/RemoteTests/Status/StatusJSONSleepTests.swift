import JSONCoding
import NowPlaying
@testable import Remote
import Testing

/// The sleep timer and the bookmarks in the status JSON, and over the wire to an attached tile:
/// the time left extrapolated like elapsed, stood still while paused, absent without a timer.
@Suite struct StatusJSONSleepTests {
    @Test func theTimeLeftIsExtrapolatedToNowAndAbsentWithoutATimer() throws {
        var info = NowPlayingInfo()
        info.uptime = 100
        info.sleepTimer = SleepTimerInfo(kind: .timed, remaining: 600, rate: 1)
        #expect(StatusJSON(info).sleepRemaining == 600)
        #expect(StatusJSON(info, extrapolatedTo: 130).sleepRemaining == 570)
        #expect(StatusJSON(info, extrapolatedTo: 800).sleepRemaining == 0)
        #expect(StatusJSON(info).sleep == "timed")
        info.sleepTimer = SleepTimerInfo(kind: .endOfChapter, remaining: 42, rate: 0)
        #expect(StatusJSON(info, extrapolatedTo: 500).sleepRemaining == 42, "paused: it stands still")
        #expect(StatusJSON(info).line().contains(#""sleep":"end-of-chapter""#))
        info.sleepTimer = nil
        #expect(!StatusJSON(info).line().contains("sleep"))
    }

    @Test func bookmarksAreListedAndAbsentWithoutAny() {
        var info = NowPlayingInfo()
        #expect(!StatusJSON(info).line().contains("bookmarks"))
        info.bookmarks = [BookmarkInfo(name: "Chapter 3 · 12:04", time: 724)]
        #expect(StatusJSON(info).line().contains(#""bookmarks":[{"name":"Chapter 3 · 12:04","time":724}]"#))
    }

    @Test func anAttachedTileGetsTheTimerAndBookmarksOnItsOwnClock() throws {
        var info = NowPlayingInfo()
        info.sleepTimer = SleepTimerInfo(kind: .timed, remaining: 90, rate: 1)
        info.bookmarks = [BookmarkInfo(name: "b", time: 1)]
        let line = NowPlayingWire.nowPlayingLine(encoded: NowPlayingWire.encode(info), age: 2)
        guard case let .value(.nowPlaying(received)) = try ServerLine.parse(Array(line.utf8), now: 50).get() else {
            Issue.record("not a snapshot")
            return
        }
        #expect(received.sleepTimer == info.sleepTimer)
        #expect(received.bookmarks == info.bookmarks)
        #expect(received.sleepRemaining(at: 50) == 88, "two seconds old")
    }

    @Test func aTimerCountingDownIsNoDiscontinuityButASetOrChangedOneIs() {
        var before = NowPlayingInfo()
        before.uptime = 10
        before.sleepTimer = SleepTimerInfo(kind: .timed, remaining: 100, rate: 1)
        var after = before
        after.uptime = 40
        after.sleepTimer?.remaining = 70
        #expect(!before.isDiscontinuity(to: after, tolerance: 0.25))
        after.sleepTimer?.remaining = 60
        #expect(before.isDiscontinuity(to: after, tolerance: 0.25))
        after.sleepTimer = nil
        #expect(before.isDiscontinuity(to: after, tolerance: 0.25))
    }
}
