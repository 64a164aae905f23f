import EventLoop
import NowPlaying

extension Tile {
    /// The loop's key for the one repaint that draws the corner's new video frame.
    static let cornerPaintKey = "tile-corner-paint"

    /// Shows `source`'s frames in picture in picture's corner (in symbols), or none for nil:
    /// the player of the session in the corner draws them.
    public func showPictureInPictureVideo(_ source: VideoFrameSource?) {
        if let loop, let old = pictureInPictureVideo { unwatchCorner(old, from: loop) }
        pictureInPictureVideo = source.map { VideoPicture(source: $0, style: Self.symbols(cache.style)) }
        if let loop { watchCorner(on: loop) }
    }

    /// Picture in picture swapped: the tile's video and the corner's trade players, each with
    /// the frame it has (a paused video shows its frame at once, not a placeholder).
    public func swapPictureInPictureVideo() {
        guard let main = video, let corner = pictureInPictureVideo else { return }
        if let loop {
            loop.unwatch(main.source.updateDescriptor)
            unwatchCorner(corner, from: loop)
        }
        let (mainSource, mainHasFrame) = (main.source, main.hasFrame)
        main.switchSource(to: corner.source, hasFrame: corner.hasFrame)
        corner.switchSource(to: mainSource, hasFrame: mainHasFrame)
        // The next snapshot names the other item: the frames that came with the players stay.
        previousInfo = nil
        if let loop {
            loop.watchWakeup(main.source.updateDescriptor) { [unowned self] in videoFrameDue() }
            watchCorner(on: loop)
        }
    }

    /// Watches the corner's video, if there is one (`attachVideo` calls it too).
    func watchCorner(on loop: EventLoop) {
        guard let corner = pictureInPictureVideo else { return }
        loop.watchWakeup(corner.source.updateDescriptor) { [unowned self, unowned corner] in
            if corner.takeFrame() { cornerFrameDue() }
        }
    }

    func unwatchCorner(_ corner: VideoPicture, from loop: EventLoop) {
        loop.unwatch(corner.source.updateDescriptor)
        loop.cancel(Self.cornerPaintKey)
    }

    /// The corner's picture in `columns × rows`: its video's latest frame, else its artwork in
    /// symbols (asked for like the tile's); nil draws its kind as a symbol.
    func cornerPicture(_ pip: PictureInPictureInfo, columns: Int, rows: Int) -> ArtworkCells? {
        if pip.mediaType == .video {
            return pictureInPictureVideo?.cells(columns: columns, rows: rows)
        }
        guard let id = pip.artworkID, let bounds = pip.artworkSize else { return nil }
        return cornerCache.cells(artworkID: id, bounds: bounds, columns: columns, rows: rows, wanted: &wantedArtwork)?.cells
    }

    /// A new frame for the corner: painted once at the end of this round of the loop, if the
    /// corner shows video; a frame nothing drew is let go (mpv waits for it otherwise).
    private func cornerFrameDue() {
        guard let loop else { return }
        loop.schedule(Self.cornerPaintKey, after: 0) { [unowned self] in
            if controller.info?.pictureInPicture?.mediaType == .video { update(now: EventLoop.now()) }
            pictureInPictureVideo?.acknowledgeUndrawnFrame()
        }
    }
}
