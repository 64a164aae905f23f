/// `[ui]`: how the terminal interface behaves.
public struct UISettings: Equatable, Sendable {
    /// Seconds without input before the full-screen Now Playing view; 0 never switches.
    public var idleFullscreenAfter: Double
    /// Whether clicks and drags are used.
    public var mouse: Bool
    /// Below this many columns the tile uses its compact layout.
    public var compactBelowColumns: Int
    /// Whether PlayDeck keeps running when the queue ends.
    public var idle: Bool
    /// Whether a player whose terminal closes goes on in the background (as `d` does) instead of
    /// ending with it.
    public var keepPlayingOnHangup: Bool

    /// Creates UI settings.
    public init(idleFullscreenAfter: Double, mouse: Bool, compactBelowColumns: Int, idle: Bool,
                keepPlayingOnHangup: Bool = false) {
        self.idleFullscreenAfter = idleFullscreenAfter
        self.mouse = mouse
        self.compactBelowColumns = compactBelowColumns
        self.idle = idle
        self.keepPlayingOnHangup = keepPlayingOnHangup
    }

    /// Full screen after 30 s, mouse on, compact below 60 columns, quit at the end of the queue
    /// and when the terminal closes.
    public static let defaults = UISettings(idleFullscreenAfter: 30, mouse: true, compactBelowColumns: 60, idle: false)

    /// Reads `[ui]`.
    init(reading reader: TableReader) {
        reader.rejectUnknownKeys(allowing: ["idle_fullscreen_after", "mouse", "compact_below_columns", "idle",
                                            "keep_playing_on_hangup"])
        let defaults = Self.defaults
        self.init(
            idleFullscreenAfter: reader.read(
                "idle_fullscreen_after", expected: "a number of seconds, 0 or more",
                default: defaults.idleFullscreenAfter, Convert.nonNegative
            ),
            mouse: reader.read("mouse", expected: "true or false", default: defaults.mouse, Convert.boolean),
            compactBelowColumns: reader.read(
                "compact_below_columns", expected: "a whole number of columns, 0 or more",
                default: defaults.compactBelowColumns, Convert.count
            ),
            idle: reader.read("idle", expected: "true or false", default: defaults.idle, Convert.boolean),
            keepPlayingOnHangup: reader.read("keep_playing_on_hangup", expected: "true or false",
                                             default: defaults.keepPlayingOnHangup, Convert.boolean)
        )
    }
}
