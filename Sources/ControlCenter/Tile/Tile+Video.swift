import EventLoop
import NowPlaying

extension Tile {
    /// A video picture for `source`, drawn with the same colour-depth rules as artwork.
    public func makeVideoPicture(source: VideoFrameSource) -> VideoPicture {
        VideoPicture(source: source, style: videoStyle)
    }

    /// Watches the video source: each wake-up draws the latest frame only, so a frame that
    /// arrives while another is being drawn replaces it instead of queueing behind it.
    func attachVideo(to loop: EventLoop) {
        guard let video else { return }
        controller.onToggleFit = { [unowned self] in toggleFit() }
        loop.watch(video.source.updateDescriptor) { [unowned self] in videoFrameDue() }
    }

    private func videoFrameDue() {
        guard let video, video.takeFrame() else { return }
        if controller.info?.mediaType == .video { drawVideoFrame(video) }
        video.acknowledgeUndrawnFrame()
    }

    /// Redraws only the artwork area of the frame on screen; anything else (an overlay open,
    /// the idle view, a new size) takes a full update.
    private func drawVideoFrame(_ video: VideoPicture) {
        let size = terminal.size
        guard var frame = shownFrame, controller.overlay == .none, !controller.isIdleFullscreen,
              frame.grid.columns == size.columns, frame.grid.rows == size.rows,
              let rect = frame.hits.first(where: { $0.target == .artwork })?.rect else {
            return update(now: EventLoop.now())
        }
        let palette = appearance.palette
        frame.grid.fill(rect, style: palette.background)
        ArtworkView(glyphs: appearance.glyphs, palette: palette)
            .draw(rect, info: controller.info, source: video.cells, into: &frame.grid)
        if let text = controller.liveText.result {
            LiveTextView(glyphs: appearance.glyphs, palette: palette).draw(rect, result: text, selection: nil, fit: video.fit, into: &frame.grid)
        }
        terminal.draw(frame.grid, region: rect)
        shownFrame = frame
    }

    /// `z`: fit ↔ fill while video shows; false otherwise, so that the command is refused.
    private func toggleFit() -> Bool {
        guard let video, controller.info?.mediaType == .video else { return false }
        video.fit = video.fit.toggled
        controller.say(video.fit == .fill ? "Fill" : "Fit", now: EventLoop.now())
        return true
    }
}
