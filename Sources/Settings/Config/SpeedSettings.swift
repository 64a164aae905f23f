/// `[speed]`: the speed menu and the rate playback starts at.
public struct SpeedSettings: Equatable, Sendable {
    /// The menu in order; empty means no menu and no rate commands.
    public var speeds: [SpeedSetting]
    /// The rate playback starts at and `speed-reset` returns to.
    public var defaultRate: Double

    /// Creates speed settings.
    public init(speeds: [SpeedSetting], defaultRate: Double) {
        self.speeds = speeds
        self.defaultRate = defaultRate
    }

    /// 0.5×, 1×, 1.25×, 1.5×, 2×, starting at 1×.
    public static let defaults = SpeedSettings(
        speeds: [0.5, 1.0, 1.25, 1.5, 2.0].map { SpeedSetting(rate: $0) },
        defaultRate: 1.0
    )

    /// Reads `[speed]`.
    init(reading reader: TableReader) {
        reader.rejectUnknownKeys(allowing: ["speeds", "default"])
        let expected = "an array of rates from 0.01 to 100, each a number or { rate = …, name = \"…\" }"
        let speeds = reader.read("speeds", expected: expected, default: Self.defaults.speeds) { node throws(ValueProblem) in
            let speeds = try Convert.array(node, SpeedSetting.speed)
            for (offset, speed) in speeds.enumerated() where speeds[..<offset].contains(where: { $0.rate == speed.rate }) {
                throw .message(
                    "speed \(formatNumber(speed.rate)) appears twice in 'speeds' in [speed]",
                    at: node.elements?[offset].valuePosition
                )
            }
            return speeds
        }
        let defaultRate = reader.read(
            "default", expected: "a rate from 0.01 to 100", default: Self.defaults.defaultRate, SpeedSetting.rate
        )
        self.init(speeds: speeds, defaultRate: defaultRate)
    }
}
