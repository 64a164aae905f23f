/// Momentum scrubbing: skips pressed in quick succession add up, each step larger the longer
/// the burst goes on; the scrubber shows where the burst will land, and one seek happens
/// when the burst ends (`window` after the last press, a deadline the loop arms).
public struct Momentum: Equatable, Sendable {
    /// Seconds after a press within which the next one continues the burst.
    public static let window = 0.4

    /// The net seconds to move, forward positive.
    public private(set) var offset: Double = 0
    /// Presses in the current burst, in the current direction.
    public private(set) var presses = 0
    private var lastPress: Double?
    private var forward = true

    /// Creates an idle momentum.
    public init() {}

    /// Whether a burst is going on.
    public var isActive: Bool { lastPress != nil }

    /// When the burst ends if nothing else is pressed.
    public var deadline: Double? { lastPress.map { $0 + Self.window } }

    /// Adds a press of a skip of `step` seconds.
    public mutating func press(step: Double, forward: Bool, now: Double) {
        if let last = lastPress, now - last > Self.window { self = Momentum() }
        if presses > 0 && forward != self.forward { presses = 0 }
        self.forward = forward
        presses += 1
        offset += (forward ? 1 : -1) * step * Self.multiplier(presses: presses)
        lastPress = now
    }

    /// Ends the burst: the net offset to seek by (nil if none is due or it came to nothing).
    public mutating func finish(now: Double) -> Double? {
        guard let deadline, now >= deadline - 0.001 else { return nil }
        let result = offset
        self = Momentum()
        return result == 0 ? nil : result
    }

    /// Drops a burst without seeking (the item changed under it).
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
