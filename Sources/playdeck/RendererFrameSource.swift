import ControlCenter
import NowPlaying
import Playback
import Stage

/// The tile's frames from libmpv's software renderer.
final class RendererFrameSource: VideoFrameSource {
    private let renderer: VideoRenderer
    private let player: Player

    /// The frames of `picture`'s player, when they are drawn in the tile.
    init?(_ picture: StagePicture) {
        guard let renderer = picture.renderer else { return nil }
        self.renderer = renderer
        player = picture.player
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

/// The tile shows the stage's pictures: picture in picture's in its corner.
extension Tile: StageDisplay {
    public func showPictureInPicture(_ picture: StagePicture?) {
        showPictureInPictureVideo(picture.flatMap(RendererFrameSource.init))
    }

    public func swapPictureInPicture() {
        swapPictureInPictureVideo()
    }
}
