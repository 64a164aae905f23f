/// An interstitial event while it plays on the interstitial player.
struct PresentedInterstitial {
    let index: Int
    let event: InterstitialEvent
    /// Where the primary goes afterwards when a seek brought the event on (constrainsSeekingForward).
    let pendingSeek: Double?
    var entryID: Int64?
    var isPlaying = false
    /// Monotonic time it started playing.
    var startedAt: Double?
    var duration: Double?
}

/// What the session tells about interstitials as they come and go.
public enum InterstitialNotification: Sendable, Equatable {
    case willPresent(InterstitialEvent)
    case didEnd(InterstitialEvent, skipped: Bool)
}

extension InterstitialProgress {
    var withoutTime: InterstitialProgress {
        InterstitialProgress(url: url, elapsed: 0, duration: duration, skippableAfter: skippableAfter)
    }
}
