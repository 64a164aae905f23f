import EventLoop

/// The videos a tile draws, each watched on the loop: the item's own (in the artwork area),
/// multiview's other views, and picture in picture's corner. The main video's new frame goes to
/// the tile at once (it patches the artwork area in place); the views' and the corner's are
/// painted once at the end of a round, however many came in it.
final class TileVideos {
    /// The video drawn in the artwork area while the item has video.
    var main: VideoPicture?
    /// Multiview: the pictures of views 2 and on (view 1's is `main`).
    var views: [VideoPicture] = []
    /// The video of the session in picture in picture, drawn in its corner in symbols.
    private(set) var corner: VideoPicture?
    /// The main video has a new frame.
    var onMainFrame: () -> Void = {}
    /// sixel and iTerm2: an encoded main frame came back from the worker.
    var onEncoded: () -> Void = {}
    /// Paints the whole frame.
    var repaint: () -> Void = {}
    /// Whether the corner shows video now (its snapshot says so).
    var cornerShowsVideo: () -> Bool = { false }
    private weak var loop: EventLoop?

    /// The loop's key for the one repaint that draws every view's new frame of a round.
    static let viewsPaintKey = "tile-multiview-paint"
    /// The loop's key for the one repaint that draws the corner's new video frame.
    static let cornerPaintKey = "tile-corner-paint"

    /// Watches every video's frames; sixel and iTerm2 frames come back from their encoder
    /// through a descriptor of their own.
    func attach(to loop: EventLoop) {
        self.loop = loop
        guard let main else { return }
        loop.watchWakeup(main.source.updateDescriptor) { [unowned self] in onMainFrame() }
        for view in views {
            loop.watchWakeup(view.source.updateDescriptor) { [unowned self, unowned view] in
                if view.takeFrame() { viewFrameDue() }
            }
        }
        watchCorner()
        if let pixels = main.pixels, pixels.encoderDescriptor >= 0 {
            loop.watchWakeup(pixels.encoderDescriptor) { [unowned self] in onEncoded() }
        }
    }

    /// Stops watching what `attach` watched.
    func detach(from loop: EventLoop) {
        defer { self.loop = nil }
        guard let main else { return }
        loop.unwatch(main.source.updateDescriptor)
        for view in views { loop.unwatch(view.source.updateDescriptor) }
        loop.cancel(Self.viewsPaintKey)
        if let corner { unwatch(corner) }
        if let pixels = main.pixels, pixels.encoderDescriptor >= 0 { loop.unwatch(pixels.encoderDescriptor) }
    }

    /// Shows `picture` in the corner, or none for nil.
    func showCorner(_ picture: VideoPicture?) {
        if let corner { unwatch(corner) }
        corner = picture
        watchCorner()
    }

    /// Picture in picture swapped: the main video and the corner's trade players, each with the
    /// frame it has (a paused video shows its frame at once, not a placeholder). False when
    /// there are not both.
    func swap() -> Bool {
        guard let main, let corner else { return false }
        loop?.unwatch(main.source.updateDescriptor)
        unwatch(corner)
        let (mainSource, mainHasFrame) = (main.source, main.hasFrame)
        main.switchSource(to: corner.source, hasFrame: corner.hasFrame)
        corner.switchSource(to: mainSource, hasFrame: mainHasFrame)
        loop?.watchWakeup(main.source.updateDescriptor) { [unowned self] in onMainFrame() }
        watchCorner()
        return true
    }

    /// A view has a new frame: the views are painted once, at the end of this round of the loop,
    /// however many frames came in it. Only then are the frames no view drew let go: letting one
    /// go at once rendered it twice, at 2×2 and at its size, and each change of size made mpv
    /// rebuild its scaler and its OSD (case 17's profile: most of the loop's time).
    func viewFrameDue() {
        guard let loop else { return }
        loop.schedule(Self.viewsPaintKey, after: 0) { [unowned self] in
            repaint()
            main?.acknowledgeUndrawnFrame()
            for view in views { view.acknowledgeUndrawnFrame() }
        }
    }

    private func watchCorner() {
        guard let loop, let corner else { return }
        loop.watchWakeup(corner.source.updateDescriptor) { [unowned self, unowned corner] in
            if corner.takeFrame() { cornerFrameDue() }
        }
    }

    private func unwatch(_ corner: VideoPicture) {
        loop?.unwatch(corner.source.updateDescriptor)
        loop?.cancel(Self.cornerPaintKey)
    }

    /// A new frame for the corner: painted once at the end of this round of the loop, if the
    /// corner shows video; a frame nothing drew is let go (mpv waits for it otherwise).
    private func cornerFrameDue() {
        guard let loop else { return }
        loop.schedule(Self.cornerPaintKey, after: 0) { [unowned self] in
            if cornerShowsVideo() { repaint() }
            corner?.acknowledgeUndrawnFrame()
        }
    }
}
