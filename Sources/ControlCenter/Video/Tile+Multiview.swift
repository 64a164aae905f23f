import EventLoop
import NowPlaying

extension Tile {
    /// The loop's key for the one repaint that draws every view's new frame of a round.
    static let multiviewPaintKey = "tile-multiview-paint"

    /// A picture for a multiview view: in symbols at the artwork's colour depth (a grid of
    /// several pictures has no single place for real pixels).
    public func makeViewPicture(source: VideoFrameSource) -> VideoPicture {
        VideoPicture(source: source, style: Self.symbols(cache.style))
    }

    /// Multiview draws view 1 in symbols too, like the others.
    static func symbols(_ style: ArtworkRendering) -> ArtworkRendering {
        if case .pixels = style { return .truecolor }
        return style
    }

    func attachMultiview(to loop: EventLoop) {
        for view in multiviewVideos {
            loop.watchWakeup(view.source.updateDescriptor) { [unowned self, unowned view] in
                if view.takeFrame() { viewFrameDue() }
            }
        }
    }

    func detachMultiview(from loop: EventLoop) {
        for view in multiviewVideos { loop.unwatch(view.source.updateDescriptor) }
        loop.cancel(Self.multiviewPaintKey)
    }

    /// A view has a new frame: the views are painted once, at the end of this round of the loop,
    /// however many frames came in it. Only then are the frames no view drew let go: letting one
    /// go at once rendered it twice, at 2×2 and at its size, and each change of size made mpv
    /// rebuild its scaler and its OSD (case 17's profile: most of the loop's time).
    func viewFrameDue() {
        guard let loop else { return }
        loop.schedule(Self.multiviewPaintKey, after: 0) { [unowned self] in
            update(now: EventLoop.now())
            video?.acknowledgeUndrawnFrame()
            for view in multiviewVideos { view.acknowledgeUndrawnFrame() }
        }
    }
}
