import Playback
import PlayerDoubles
import Testing
@testable import NowPlaying

/// The trim part on its own: which items it can trim, the lines it tells, and that a new item
/// leaves the player alone when no A-B loop is set.
@Suite struct SessionTrimTests {
    @Test func onlyAFileOnThisMachineCanBeTrimmed() {
        #expect(SessionTrim.isLocalFile("/music/a.m4a"))
        #expect(SessionTrim.isLocalFile("clip.mp4"))
        #expect(!SessionTrim.isLocalFile("-"))
        #expect(!SessionTrim.isLocalFile("https://example.org/a.m4a"))
    }

    @Test func theNoticeNamesTheFileAndKeepsEscapesOut() {
        #expect(SessionTrim.notice(for: .saved(output: "/m/clip (trimmed).mp4", start: 2, hasVideo: true))
            == "Saved clip (trimmed).mp4, cut at the keyframe at 0:02")
        #expect(SessionTrim.notice(for: .saved(output: "/m/a (trimmed).m4a", start: 2, hasVideo: false)) == "Saved a (trimmed).m4a")
        #expect(SessionTrim.notice(for: .failed("no \u{1B}[2Jroom")) == "Cannot trim: no \u{FFFD}[2Jroom")
    }

    @Test func withoutAnItemNothingIsWrittenAndWithoutALoopNothingIsUndone() {
        let player = FakePlayer(clock: ManualClock())
        let trim = SessionTrim(player: player)
        #expect(trim.start(nil, from: 0, to: 1) == .noActionableNowPlayingItem)
        #expect(trim.progress == nil)
        trim.endLoop()
        #expect(player.calls.isEmpty)
        #expect(trim.takeNotice() == nil)
    }
}
