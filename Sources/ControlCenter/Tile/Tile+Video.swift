import EventLoop
import NowPlaying

extension Tile {
    /// The loop's key for a frame sent again after a repaint moved or resized the video.
    static let videoFrameKey = "tile-video-frame"

    /// A video picture for `source`, drawn as artwork is: symbols at its colour depth, or real
    /// pixels in the artwork's protocol, at the terminal's cell size.
    public func makeVideoPicture(source: VideoFrameSource) -> VideoPicture {
        VideoPicture(source: source, style: artwork.cache.style, cell: artwork.cache.cellPixels,
                     passthrough: terminal.graphics.tmuxPassthrough)
    }

    /// A picture for a multiview view: in symbols at the artwork's colour depth.
    public func makeViewPicture(source: VideoFrameSource) -> VideoPicture {
        VideoPicture(source: source, style: TileArtwork.symbols(artwork.cache.style))
    }

    /// Watches the videos: each wake-up of the main one draws its latest frame only, so a frame
    /// that arrives while another is being drawn replaces it instead of queueing behind it.
    func attachVideo(to loop: EventLoop) {
        if video != nil { controller.onToggleFit = { [unowned self] in toggleFit() } }
        videos.onMainFrame = { [unowned self] in videoFrameDue() }
        videos.onEncoded = { [unowned self] in videoFrameEncoded() }
        videos.repaint = { [unowned self] in update(now: EventLoop.now()) }
        videos.cornerShowsVideo = { [unowned self] in controller.info?.pictureInPicture?.mediaType == .video }
        videos.attach(to: loop)
    }

    /// Stops watching what `attachVideo` watched.
    func detachVideo(from loop: EventLoop) {
        videos.detach(from: loop)
        loop.cancel(Self.videoFrameKey)
    }

    func videoFrameDue() {
        guard let video, video.takeFrame() else { return }
        if controller.info?.multiview != nil, !multiviewVideos.isEmpty { return videos.viewFrameDue() }
        if controller.info?.mediaType == .video {
            if let pixels = video.pixels { drawVideoPixels(pixels) } else { drawVideoFrame(video) }
        }
        video.acknowledgeUndrawnFrame()
    }

    /// Redraws only the artwork area of the frame on screen; anything else (an overlay open,
    /// the idle view, a new size) takes a full update.
    private func drawVideoFrame(_ video: VideoPicture) {
        let size = terminal.size
        guard var frame = shownFrame, !controller.overlayCoversArtwork, !controller.isIdleFullscreen,
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

    /// Real pixels: the frame goes where the frame on screen reserved cells for the video. A
    /// frame on screen without them (the first frame, a new size) is drawn again first, unless
    /// an overlay covers the artwork: then no frame is drawn until it closes.
    private func drawVideoPixels(_ pixels: VideoPixels) {
        let size = terminal.size
        let current = shownFrame.flatMap { $0.grid.columns == size.columns && $0.grid.rows == size.rows ? $0 : nil }
        if current?.pixels.map({ pixels.owns($0.image) }) != true, !controller.overlayCoversArtwork {
            update(now: EventLoop.now())
        }
        sendVideoFrame()
    }

    /// Sends the current frame to the video's cells in the frame on screen, if it shows them.
    func sendVideoFrame() {
        loop?.cancel(Self.videoFrameKey)
        guard let video, let pixels = video.pixels, let placement = shownFrame?.pixels, pixels.owns(placement.image),
              let picture = video.frame(for: placement) else { return }
        guard case let .kitty(placeholders) = pixels.kind else {
            // Without a wake-up descriptor, the last result is looked for at the next frame.
            if pixels.encoderDescriptor < 0 { videoFrameEncoded() }
            return pixels.encode(rgba: picture.rgba, width: picture.width, height: picture.height, at: placement)
        }
        let output = pixels.frame(rgba: picture.rgba, width: picture.width, height: picture.height, at: placement)
        writePixels(output.before)
        if placeholders, var frame = shownFrame, pixels.imageID != placement.image,
           let cells = KittyGraphics.placeholderCells(id: pixels.imageID, columns: placement.rect.width, rows: placement.rect.height) {
            // The cells name the new frame once it is whole, and the old one is deleted after.
            for y in 0..<cells.rows {
                for x in 0..<cells.columns { frame.grid.place(cells[x, y], x: placement.rect.x + x, y: placement.rect.y + y) }
            }
            frame.pixels = PixelPlacement(rect: placement.rect, image: pixels.imageID)
            terminal.draw(frame.grid, region: placement.rect)
            shownFrame = frame
        }
        writePixels(output.after)
    }

    /// sixel and iTerm2: an encoded frame came back from the worker.
    private func videoFrameEncoded() {
        guard let write = video?.pixels?.takeEncoded() else { return }
        writePixels([write])
    }

    /// After a repaint that moved or resized the video's cells: a frame for them, once this
    /// round of the loop is over (the frame on screen is then the new one).
    func scheduleVideoFrame() {
        guard let loop else { return }
        loop.schedule(Self.videoFrameKey, after: 0) { [unowned self] in sendVideoFrame() }
    }

    /// `z`: fit ↔ fill while video shows; false otherwise, so that the command is refused.
    private func toggleFit() -> Bool {
        guard let video, controller.info?.mediaType == .video else { return false }
        video.fit = video.fit.toggled
        controller.say(video.fit == .fill ? "Fill" : "Fit", now: EventLoop.now())
        return true
    }
}
