import EventLoop
import NowPlaying

extension Tile {
    /// Watches for pictures made ready off the loop: the frame on screen sends them then.
    func attachPixels(to loop: EventLoop) {
        guard let presenter, presenter.preparedDescriptor >= 0 else { return }
        loop.watchWakeup(presenter.preparedDescriptor) { [unowned self] in
            guard presenter.collectPrepared(), let frame = shownFrame else { return }
            presentPixels(frame)
        }
    }

    /// Stops watching what `attachPixels` watched.
    func detachPixels(from loop: EventLoop) {
        guard let presenter, presenter.preparedDescriptor >= 0 else { return }
        loop.unwatch(presenter.preparedDescriptor)
    }

    /// Sends the terminal what the frame's pictures in real pixels need, after the grid was
    /// drawn: nothing when they did not change, so the elapsed-time repaint writes no picture.
    /// Video in the artwork's cells goes to the video's presenter, artwork to the artwork's;
    /// once the item is not a video any more, the video's pictures are deleted.
    func presentPixels(_ frame: TileFrame) {
        let erased = terminal.takeErased()
        var artwork = frame.pixels
        if let pixels = video?.pixels {
            let placement = frame.pixels.flatMap { pixels.owns($0.image) ? $0 : nil }
            if placement != nil { artwork = nil }
            let output = controller.info?.mediaType == .video ? pixels.update(to: placement, erased: erased) : pixels.clear()
            send(discard: output.discard, writes: output.writes, grid: frame.grid)
            if output.needsFrame { scheduleVideoFrame() }
        }
        guard let presenter else { return }
        let output = presenter.update(to: artwork, erased: erased, images: self.artwork.cache.pixelImage)
        send(discard: output.discard, writes: output.writes, grid: frame.grid)
    }

    /// Writes pictures beside ncurses and counts their bytes for `--trace-latency`.
    func writePixels(_ writes: [PixelPresenter.Write]) {
        terminal.write(writes)
        if !writes.isEmpty { latencyTrace?.pixels(writes.reduce(0) { $0 + $1.bytes.count }) }
    }

    private func send(discard: Rect?, writes: [PixelPresenter.Write], grid: CellGrid) {
        if let discard {
            // ncurses believes those cells are still what it drew; make it draw them again.
            terminal.discard(discard)
            terminal.draw(grid)
        }
        writePixels(writes)
    }

    /// Deletes what the terminal holds of the pictures (kitty keeps them until told).
    func clearPixels() {
        if let pixels = video?.pixels { terminal.write(pixels.clear().writes) }
        guard let presenter else { return }
        terminal.write(presenter.clear().writes)
    }
}
