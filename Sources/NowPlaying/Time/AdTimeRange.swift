/// A stretch of the media that is an ad (MPAdTimeRange), in media seconds.
public struct AdTimeRange: Sendable, Equatable, Hashable, Codable {
    /// Where the ad starts in the media.
    public let start: Double
    /// How long it lasts.
    public let duration: Double
    /// Where it ends (exclusive).
    public var end: Double { start + duration }

    /// Creates a range; `AdTimeline` validates it.
    public init(start: Double, duration: Double) {
        self.start = start
        self.duration = duration
    }

    /// Whether a media time falls inside the ad: [start, end), the last millisecond excluded.
    public func contains(_ mediaTime: Double) -> Bool {
        MediaBoundary.contains(mediaTime, start: start, end: end)
    }
}
