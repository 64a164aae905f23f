import Playback
import PlayerDoubles
import Testing
@testable import NowPlaying

/// The interstitials part on its own: it tells an event's beginning once and its end once,
/// skipped or played out, and tells nothing when no event presents.
@Suite struct InterstitialPresentationTests {
    static let ad = InterstitialEvent(time: 10, url: "ad.mp3")
    static let entry = MediaItem(url: "main.mp3", interstitials: [ad])

    static func rig() -> (InterstitialPresentation, ItemPlayback) {
        let clock = ManualClock()
        let files: [String: FakeMedia] = ["main.mp3": .tone(seconds: 60), "ad.mp3": .tone(seconds: 5)]
        let presentation = InterstitialPresentation(player: FakePlayer(clock: clock, files: files))
        return (presentation, ItemPlayback(player: FakePlayer(clock: clock, files: files), clock: clock.sessionClock))
    }

    @Test func anEventPlayedOutIsToldAsBegunThenEnded() {
        let (presentation, playback) = Self.rig()
        var told: [InterstitialNotification] = []
        presentation.onNotification = { told.append($0) }
        #expect(presentation.present(0, of: Self.entry, pendingSeek: nil, pausing: playback, selectedRate: 1))
        #expect(presentation.end(resuming: playback, at: 1, skipped: false))
        #expect(!presentation.end(resuming: playback, at: 1, skipped: false), "nothing presents any more")
        presentation.dismiss()
        #expect(told == [.willPresent(Self.ad), .didEnd(Self.ad, skipped: false)])
        #expect(presentation.pendingTimes(in: Self.entry).isEmpty)
    }

    @Test func anEventDismissedWithItsItemCountsAsSkipped() {
        let (presentation, playback) = Self.rig()
        var told: [InterstitialNotification] = []
        presentation.onNotification = { told.append($0) }
        presentation.dismiss()
        #expect(told.isEmpty)
        #expect(presentation.present(0, of: Self.entry, pendingSeek: 30, pausing: playback, selectedRate: 1))
        presentation.dismiss()
        #expect(told == [.willPresent(Self.ad), .didEnd(Self.ad, skipped: true)])
        #expect(presentation.presenting == nil)
    }
}
