/// Momentum scrubbing: skips pressed in quick succession grow, each step larger the longer the
/// burst goes on. Every press seeks at once by its own step (a person expects the press to
/// move playback, as in mpv); the scrubber shows where the seeks sent land until a snapshot
/// shows it, and the next press counts from there.
public struct Momentum: Equatable, Sendable {
    /// Seconds after a press within which the next one continues the burst.
    public static let window = 0.4

    /// Presses in the current burst, in the current direction.
    public private(set) var presses = 0
    /// Where the seeks sent land, in content seconds, until a snapshot has come after them.
    public private(set) var landing: Double?
    private var lastPress: Double?
    private var forward = true

    /// Creates an idle momentum.
    public init() {}

    /// Adds a press of a skip of `step` seconds, made at `now` while the scrubber shows `shown`
    /// of an item `duration` long; returns the seconds to seek by at once, forward positive.
    public mutating func press(step: Double, forward: Bool, shown: Double?, duration: Double?, now: Double) -> Double {
        if let last = lastPress, now - last > Self.window { presses = 0 }
        if presses > 0 && forward != self.forward { presses = 0 }
        self.forward = forward
        presses += 1
        lastPress = now
        let seconds = (forward ? 1 : -1) * step * Self.multiplier(presses: presses)
        if let from = landing ?? shown { landing = max(0, min(duration ?? .infinity, from + seconds)) }
        return seconds
    }

    /// A snapshot came after the seeks: it shows where they landed. The burst goes on.
    public mutating func landed() {
        landing = nil
    }

    /// Drops the burst (the item changed under it, or the seek was refused).
    public mutating func cancel() {
        self = Momentum()
    }

    /// How much each press counts: ×1 for the first four, ×2 up to ten, ×4 up to twenty, then ×8.
    static func multiplier(presses: Int) -> Double {
        switch presses {
        case ...4: 1
        case ...10: 2
        case ...20: 4
        default: 8
        }
    }
}
