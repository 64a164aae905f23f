import Glibc

/// The two clocks a snapshot is stamped with; tests substitute their own.
public struct SessionClock: Sendable {
    /// Monotonic seconds, for extrapolation inside this process.
    public var monotonic: @Sendable () -> Double
    /// Unix seconds, for other processes.
    public var unix: @Sendable () -> Double

    /// Creates a clock from two functions.
    public init(monotonic: @escaping @Sendable () -> Double, unix: @escaping @Sendable () -> Double) {
        self.monotonic = monotonic
        self.unix = unix
    }

    /// The system's clocks.
    public static let system = SessionClock(monotonic: { seconds(CLOCK_MONOTONIC) },
                                            unix: { seconds(CLOCK_REALTIME) })

    private static func seconds(_ clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
