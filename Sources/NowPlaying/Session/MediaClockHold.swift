/// mpv's clock as one moment: read at most once inside a `holdingTime`, and paired with the
/// instant its value holds for. A read is a round trip to mpv's thread that waits for its loop,
/// tens of milliseconds on a busy machine: a quarter of a second of media at 8×. A snapshot
/// stamped before that read showed every remote a position up to that far ahead.
struct MediaClockHold {
    /// A media time (nil when the player has none) and the monotonic instant it was true at.
    struct Reading {
        var time: Double?
        var at: Double
    }

    private enum State { case none, armed, read(Reading) }
    private var state = State.none

    /// Whether a `holdingTime` is under way.
    var isHolding: Bool {
        if case .none = state { false } else { true }
    }

    /// Whether a `holdingTime` is under way and nothing has read the clock in it yet.
    var isUnread: Bool {
        if case .armed = state { true } else { false }
    }

    /// The reading held, or one taken now by `read` (and held, inside a `holdingTime`).
    mutating func reading(_ read: () -> Double?, clock: SessionClock) -> Reading {
        if case .read(let held) = state { return held }
        // mpv answers at its loop's turn, some time between the call and its return: the middle
        // is off by half the round trip at most.
        let start = clock.monotonic()
        let time = read()
        let reading = Reading(time: time, at: (start + clock.monotonic()) / 2)
        if case .armed = state { state = .read(reading) }
        return reading
    }

    /// Starts a `holdingTime`; false when one is under way already.
    mutating func arm() -> Bool {
        guard case .none = state else { return false }
        state = .armed
        return true
    }

    /// Ends the `holdingTime`.
    mutating func release() { state = .none }

    /// The player was told to move: a time held is read again.
    mutating func clockMoved() {
        if case .read = state { state = .armed }
    }

    /// Holds `reading` in place of mpv's, where nothing read mpv's yet.
    mutating func hold(_ reading: Reading) {
        if case .armed = state { state = .read(reading) }
    }
}
