/// Which video output the players get, decided once before libmpv starts.
public struct VideoOutput: Equatable, Sendable {
    /// mpv's `vo`.
    public var driver: String
    /// Whether video is drawn in the tile through libmpv's software renderer.
    public var inTile: Bool { driver == "libmpv" }

    /// An output by mpv's name.
    public init(driver: String) {
        self.driver = driver
    }

    /// `--vo` wins (libmpv meaning in the tile); headless never shows video; with a display
    /// mpv opens its own window; without one the video goes into the tile.
    public static func choose(vo: String?, headless: Bool, environment: [String: String]) -> VideoOutput {
        if headless { return VideoOutput(driver: vo.flatMap { $0 == "libmpv" ? nil : $0 } ?? "null") }
        if let vo { return VideoOutput(driver: vo) }
        let display = ["DISPLAY", "WAYLAND_DISPLAY"].contains { environment[$0].map { !$0.isEmpty } ?? false }
        return VideoOutput(driver: display ? "gpu" : "libmpv")
    }
}
