import NowPlaying

extension Tile {
    /// Sends the terminal what the frame's artwork in real pixels needs, after the grid was
    /// drawn: nothing when it did not change, so the elapsed-time repaint writes no picture.
    func presentPixels(_ frame: TileFrame) {
        let erased = terminal.takeErased()
        guard let presenter else { return }
        let output = presenter.update(to: frame.pixels, erased: erased, images: cache.pixelImage)
        if let stale = output.discard {
            // ncurses believes those cells are still what it drew; make it draw them again.
            terminal.discard(stale)
            terminal.draw(frame.grid)
        }
        terminal.write(output.writes)
        if !output.writes.isEmpty { latencyTrace?.pixels(output.writes.reduce(0) { $0 + $1.bytes.count }) }
    }

    /// Deletes what the terminal holds of the pictures (kitty keeps them until told).
    func clearPixels() {
        guard let presenter else { return }
        terminal.write(presenter.clear().writes)
    }

    /// The presenter for a rendering style: one for real pixels, none for symbols.
    static func presenter(for style: ArtworkRendering, graphics: TerminalGraphics) -> PixelPresenter? {
        guard case let .pixels(kind) = style else { return nil }
        return PixelPresenter(kind: kind, passthrough: graphics.tmuxPassthrough, cell: cellPixels(graphics))
    }

    /// Pixels per cell: what the terminal said, else a common 10×20.
    static func cellPixels(_ graphics: TerminalGraphics) -> PixelSize {
        graphics.cellSize ?? PixelSize(width: 10, height: 20)
    }

    /// The style video is drawn in: symbols, at the depth artwork would have without pixels.
    var videoStyle: ArtworkRendering {
        guard case .pixels = cache.style else { return cache.style }
        return ArtworkRendering.choose(mode: .auto, depth: depth, utf8: terminal.capabilities.utf8, graphics: .none)
    }
}
