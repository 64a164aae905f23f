/// The speed list a person picks from and the one picked (AVPlayerViewController's speeds).
public struct SpeedSelection: Sendable, Equatable, Codable {
    /// The speeds offered; empty hides the speed menu and disables rate commands.
    public private(set) var speeds: [PlaybackSpeed]
    /// The speed playback resumes at; `play()` never silently returns to 1×.
    public private(set) var selectedSpeed: PlaybackSpeed
    /// The speed `speed-reset` returns to.
    public let defaultSpeed: PlaybackSpeed

    /// Starts at `defaultRate`, named as in the list when the list has it.
    public init(speeds: [PlaybackSpeed] = PlaybackSpeed.systemDefaultSpeeds, defaultRate: Double = 1) {
        self.speeds = speeds
        let start = speeds.first { $0.rate == defaultRate } ?? PlaybackSpeed(rate: defaultRate)
        selectedSpeed = start
        defaultSpeed = start
    }

    /// Whether a speed menu and rate commands exist at all.
    public var isMenuAvailable: Bool { !speeds.isEmpty }

    /// Selects a speed; one not in the list is still honoured (a remote may ask for 1.1×).
    public mutating func selectSpeed(_ speed: PlaybackSpeed) {
        selectedSpeed = speeds.first { $0.rate == speed.rate } ?? speed
    }

    /// The next faster speed in the list, or nil at the end.
    public func next() -> PlaybackSpeed? {
        speeds.filter { $0.rate > selectedSpeed.rate }.min { $0.rate < $1.rate }
    }

    /// The next slower speed in the list, or nil at the start.
    public func previous() -> PlaybackSpeed? {
        speeds.filter { $0.rate < selectedSpeed.rate }.max { $0.rate < $1.rate }
    }
}
