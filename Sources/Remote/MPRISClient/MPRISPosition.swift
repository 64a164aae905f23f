/// Where another player's track is, as MPRIS lets a client know it without asking again: one
/// `Position` read (or a `Seeked`) at a moment, moved on at `Rate` while the status is Playing.
/// A change of status or rate starts a new stretch from where the old one had got to.
public struct MPRISPosition: Equatable, Sendable {
    /// Seconds into the track at `uptime`; nil until the player has said.
    public private(set) var seconds: Double?
    /// Monotonic seconds when `seconds` held.
    public private(set) var uptime: Double = 0
    /// How fast the position moves now: the rate while playing, else 0.
    public private(set) var rate: Double = 0

    /// Nothing known yet.
    public init() {}

    /// The player said where it is (a Position read, a Seeked) at `now`.
    public mutating func set(_ seconds: Double, at now: Double) {
        self.seconds = max(0, seconds)
        uptime = now
    }

    /// From `now` on the position moves at `rate`: it keeps where the old rate had taken it.
    public mutating func move(at rate: Double, from now: Double) {
        if let position = position(at: now) { set(position, at: now) }
        self.rate = rate
    }

    /// The position at `now`, extrapolated.
    public func position(at now: Double) -> Double? {
        seconds.map { $0 + rate * max(0, now - uptime) }
    }
}
