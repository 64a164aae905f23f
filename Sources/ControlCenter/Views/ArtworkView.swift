import NowPlaying

/// The artwork in its box, centred; without artwork a quiet placeholder: a framed note.
struct ArtworkView {
    let glyphs: Glyphs
    let palette: Palette

    /// Draws the artwork (or the placeholder) in `rect`; for artwork in real pixels, returns
    /// where its picture goes.
    @discardableResult
    func draw(_ rect: Rect, info: NowPlayingInfo?, source: ArtworkSource, into grid: inout CellGrid) -> PixelPlacement? {
        guard !rect.isEmpty else { return nil }
        if info?.artworkID != nil || info?.mediaType == .video, let art = source(rect.width, rect.height) {
            let x0 = rect.x + (rect.width - art.columns) / 2, y0 = rect.y + (rect.height - art.rows) / 2
            for y in 0..<min(art.rows, rect.height) {
                for x in 0..<min(art.columns, rect.width) where !art[x, y].isContinuation {
                    grid.place(art[x, y], x: x0 + x, y: y0 + y)
                }
            }
            guard let image = art.image, art.columns <= rect.width, art.rows <= rect.height else { return nil }
            return PixelPlacement(rect: Rect(x: x0, y: y0, width: art.columns, height: art.rows), image: image)
        }
        placeholder(rect, video: info?.mediaType == .video, into: &grid)
        return nil
    }

    private func placeholder(_ rect: Rect, video: Bool, into grid: inout CellGrid) {
        let symbol = video ? glyphs.play : glyphs.note
        guard rect.width >= 4, rect.height >= 3 else {
            grid.putCentered(symbol, in: rect, row: rect.height / 2, style: palette.secondary)
            return
        }
        BoxView(glyphs: glyphs, palette: palette).draw(rect, title: nil, into: &grid)
        grid.putCentered(symbol, in: rect, row: rect.height / 2, style: palette.accent)
    }
}
