/// Other media played at a time of the primary item (AVPlayerInterstitialEvent).
public struct InterstitialEvent: Sendable, Equatable {
    /// What the event forbids while it is pending or playing.
    public enum Restriction: String, Sendable, CaseIterable {
        /// The interstitial plays at 1×, whatever speed is selected.
        case requiresPlaybackAtPreferredRate = "requires-playback-at-preferred-rate"
        /// Seeking past it while unplayed plays it first, then lands where asked.
        case constrainsSeekingForward = "constrains-seeking-forward"
    }

    /// The primary item's media time at which it plays.
    public let time: Double
    /// The media to play.
    public let url: String
    /// Seconds that must play before it may be skipped.
    public let skippableAfter: Double
    /// Its restrictions.
    public let restrictions: Set<Restriction>
    /// Where the primary resumes after it, relative to `time` (the resumption offset).
    public let resumptionOffset: Double

    /// Creates an event.
    public init(time: Double, url: String, skippableAfter: Double = 5, restrictions: Set<Restriction> = [],
                resumptionOffset: Double = 0) {
        self.time = time
        self.url = url
        self.skippableAfter = skippableAfter
        self.restrictions = restrictions
        self.resumptionOffset = resumptionOffset
    }
}
