/// The skip buttons' steps in seconds: each skip command's first preferred interval.
public struct SkipIntervals: Equatable, Sendable {
    /// Skip back by this much.
    public var backward: Double
    /// Skip forward by this much.
    public var forward: Double

    /// Creates intervals.
    public init(backward: Double, forward: Double) {
        self.backward = backward
        self.forward = forward
    }
}
