/// An interstitial event while it plays on the interstitial player.
struct PresentedInterstitial {
    let index: Int
    let event: InterstitialEvent
    /// Where the primary goes afterwards when a seek brought the event on (constrainsSeekingForward).
    let pendingSeek: Double?
    /// The rate it plays at: 1× under requiresPlaybackAtPreferredRate, else the selected speed.
    var rate: Double
    var entryID: Int64?
    var isPaused = false
    /// Monotonic time it started playing; nil while it loads.
    var startedAt: Double?
    var duration: Double?

    /// Loaded and not paused.
    var isPlaying: Bool { startedAt != nil && !isPaused }
}

/// What the session tells about interstitials as they come and go.
public enum InterstitialNotification: Sendable, Equatable {
    /// The event is about to play; the primary is paused at its time.
    case willPresent(InterstitialEvent)
    /// The event finished, played out or skipped; the primary resumes.
    case didEnd(InterstitialEvent, skipped: Bool)
}

extension InterstitialProgress {
    var withoutTime: InterstitialProgress {
        InterstitialProgress(url: url, elapsed: 0, duration: duration, skippableAfter: skippableAfter)
    }
}
