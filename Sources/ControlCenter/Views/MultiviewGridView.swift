import NowPlaying

/// Multiview's views in a grid over the picture area (two columns, one or two rows), each
/// drawn as video is; the focused one (heard) is marked, or fills the area when enlarged. A
/// click on a view focuses it.
struct MultiviewGridView {
    let glyphs: Glyphs
    let palette: Palette

    /// The cells of each view's place in `area`, by 0-based view; only the focused one when enlarged.
    static func cells(of area: Rect, views: MultiviewInfo) -> [(view: Int, rect: Rect)] {
        if views.isEnlarged { return [(views.focus, area)] }
        let count = views.views.count, columns = count > 1 ? 2 : 1, rows = (count + 1) / 2
        let width = (area.width - (columns - 1)) / columns, height = (area.height - (rows - 1)) / rows
        return (0..<count).map { index in
            let column = index % columns, row = index / columns
            return (index, Rect(x: area.x + column * (width + 1), y: area.y + row * (height + 1), width: width, height: height))
        }
    }

    /// Draws every view's picture from `picture` (view, columns, rows) with its number, the
    /// heard one's in the accent colour; returns the click regions.
    func draw(_ area: Rect, views: MultiviewInfo, picture: (Int, Int, Int) -> ArtworkCells?,
              into grid: inout CellGrid) -> [HitRegion] {
        var hits: [HitRegion] = []
        for (view, rect) in Self.cells(of: area, views: views) where rect.width >= 2 && rect.height >= 2 {
            let frame = Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: rect.height - 1)
            if let cells = picture(view, frame.width, frame.height) {
                let x0 = frame.x + (frame.width - cells.columns) / 2, y0 = frame.y + (frame.height - cells.rows) / 2
                for y in 0..<min(cells.rows, frame.height) {
                    for x in 0..<min(cells.columns, frame.width) where !cells[x, y].isContinuation {
                        grid.place(cells[x, y], x: x0 + x, y: y0 + y)
                    }
                }
            } else {
                grid.putCentered(glyphs.play, in: frame, row: frame.height / 2, style: palette.secondary)
            }
            let heard = view == views.focus
            let label = "\(view + 1) \(heard ? glyphs.volume + " " : "")\(views.views[view])"
            grid.put(DisplayWidth.truncated(label, to: rect.width, ellipsis: glyphs.ellipsis), x: rect.x, y: rect.y,
                     style: heard ? palette.accent : palette.secondary)
            hits.append(HitRegion(rect, .command(.view(view + 1))))
        }
        return hits
    }
}
