import ControlCenter
import NowPlaying
import Playback

/// Which video output the player gets, decided once before libmpv starts.
struct VideoOutput: Equatable {
    /// mpv's `vo`.
    var driver: String
    /// Whether video is drawn in the tile through libmpv's software renderer.
    var inTile: Bool { driver == "libmpv" }

    /// `--vo` wins (libmpv meaning in the tile); headless never shows video; with a display
    /// mpv opens its own window; without one the video goes into the tile.
    static func choose(vo: String?, headless: Bool, environment: [String: String]) -> VideoOutput {
        if headless { return VideoOutput(driver: vo.flatMap { $0 == "libmpv" ? nil : $0 } ?? "null") }
        if let vo { return VideoOutput(driver: vo) }
        let display = ["DISPLAY", "WAYLAND_DISPLAY"].contains { environment[$0].map { !$0.isEmpty } ?? false }
        return VideoOutput(driver: display ? "gpu" : "libmpv")
    }
}

/// The tile's frames from libmpv's software renderer.
final class RendererFrameSource: VideoFrameSource {
    private let renderer: VideoRenderer
    private let player: Player

    init(renderer: VideoRenderer, player: Player) {
        self.renderer = renderer
        self.player = player
    }

    var updateDescriptor: Int32 { renderer.updateDescriptor }

    func frameIsDue() -> Bool { renderer.frameIsDue() }

    func pictureSize() -> PixelSize? {
        // One full-size copy per item, only for its aspect ratio.
        guard let image = try? player.screenshotRaw() else { return nil }
        return PixelSize(width: image.width, height: image.height)
    }

    func renderRGBA(width: Int, height: Int) -> [UInt8]? {
        (try? renderer.render(width: width, height: height))?.rgba()
    }
}
