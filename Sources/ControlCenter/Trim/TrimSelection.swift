/// What trim mode keeps of the item: two handles on the scrubber, in content seconds, one of
/// them in focus for the keys to move.
public struct TrimSelection: Equatable, Sendable {
    /// A handle of the selection.
    public enum Handle: Equatable, Sendable {
        case start, end
    }

    /// Where the kept part starts.
    public private(set) var start: Double
    /// Where it ends.
    public private(set) var end: Double
    /// The handle the keys move.
    public private(set) var focus = Handle.start
    /// The item's length, which the end cannot pass.
    public let duration: Double

    /// The smallest selection the handles leave: a trim of nothing saves nothing.
    static let shortest = 0.1
    /// How much a new selection takes after its start.
    static let initialLength = 30.0

    /// A selection from `position` to 30 s later or the end; near the end it starts 30 s before.
    public init(at position: Double, duration: Double) {
        self.duration = max(Self.shortest, duration)
        start = max(0, min(position, self.duration - Self.shortest))
        end = min(start + Self.initialLength, self.duration)
    }

    /// Gives the focus to the other handle.
    public mutating func switchHandle() {
        focus = focus == .start ? .end : .start
    }

    /// Moves the handle in focus by `offset` seconds, as far as the other handle or an end allows.
    public mutating func move(by offset: Double) {
        switch focus {
        case .start: start = max(0, min(start + offset, end - Self.shortest))
        case .end: end = min(duration, max(end + offset, start + Self.shortest))
        }
    }
}
