/// The sleep timer as published: what it waits for and how much playback is left until then.
public struct SleepTimerInfo: Sendable, Equatable, Codable {
    /// What the timer waits for.
    public enum Kind: String, Sendable, Codable {
        case timed
        case endOfItem = "end-of-item"
        case endOfChapter = "end-of-chapter"
    }

    /// What the timer waits for.
    public var kind: Kind
    /// Seconds until playback pauses, at the snapshot; nil while not known (an item whose
    /// length is not known yet).
    public var remaining: Double?
    /// How fast `remaining` falls per second: 1 while playing, 0 while paused (the timer
    /// counts playback; the end of an item or chapter moves with it).
    public var rate: Double

    /// Creates the published timer.
    public init(kind: Kind, remaining: Double?, rate: Double) {
        self.kind = kind
        self.remaining = remaining
        self.rate = rate
    }

    /// Seconds left at monotonic `now`, extrapolated from the snapshot taken at `uptime`.
    public func remaining(at now: Double, since uptime: Double) -> Double? {
        remaining.map { max(0, $0 - rate * max(0, now - uptime)) }
    }
}

extension NowPlayingInfo {
    /// Seconds until the sleep timer pauses playback, at monotonic `now`; nil without a timer
    /// or while that is not known.
    public func sleepRemaining(at now: Double) -> Double? {
        sleepTimer?.remaining(at: now, since: uptime)
    }
}
