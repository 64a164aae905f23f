/// `[skip]`: how far the skip keys and buttons jump.
public struct SkipSettings: Equatable, Sendable {
    /// Preferred backward intervals in seconds, never empty; the first is the key's step.
    public var backward: [Double]
    /// Preferred forward intervals in seconds, never empty; the first is the key's step.
    public var forward: [Double]

    /// Creates skip settings from preferred intervals.
    public init(backward: [Double], forward: [Double]) {
        self.backward = backward
        self.forward = forward
    }

    /// Back 10 s, forward 15 s.
    public static let defaults = SkipSettings(backward: [10], forward: [15])

    /// Reads `[skip]`.
    init(reading reader: TableReader) {
        reader.rejectUnknownKeys(allowing: ["backward", "forward"])
        func intervals(_ key: String, _ fallback: [Double]) -> [Double] {
            reader.read(key, expected: "an array of positive numbers", default: fallback) { node throws(ValueProblem) in
                try Convert.array(node, allowEmpty: false, Convert.positive)
            }
        }
        self.init(backward: intervals("backward", Self.defaults.backward), forward: intervals("forward", Self.defaults.forward))
    }
}
