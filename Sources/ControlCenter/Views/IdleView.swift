/// The idle full-screen Now Playing view: the artwork as large as the terminal allows,
/// the title and artist under it, and a thin progress line; multiview's views in their grid
/// over the screen's width. Any key returns to the tile.
struct IdleView {
    let glyphs: Glyphs
    let palette: Palette

    func draw(_ screen: Rect, state: TileState, artwork: ArtworkSource, views: ((Int, Int, Int) -> ArtworkCells?)? = nil,
              into grid: inout CellGrid, pixels: inout PixelPlacement?) -> [HitRegion] {
        let textRows = 5
        let artRows = max(0, min(screen.height - textRows - 2, (screen.width - 4) / 2))
        let art = Rect(x: screen.x + (screen.width - artRows * 2) / 2, y: screen.y + 1, width: artRows * 2, height: artRows)
        if let multiview = state.info?.multiview, let views, artRows >= 3 {
            let area = Rect(x: screen.x + 2, y: screen.y + 1, width: screen.width - 4, height: artRows)
            _ = MultiviewGridView(glyphs: glyphs, palette: palette).draw(area, views: multiview, picture: views, into: &grid)
        } else if artRows >= 3 {
            pixels = ArtworkView(glyphs: glyphs, palette: palette).draw(art, info: state.info, source: artwork, into: &grid)
        }
        let textTop = artRows >= 3 ? art.maxY + 1 : screen.y + max(0, (screen.height - textRows) / 2)
        let column = Rect(x: screen.x + 2, y: textTop, width: screen.width - 4, height: textRows)
        let metadata = state.info?.metadata
        grid.putCentered(metadata?.title ?? "Nothing playing", in: column, row: 0, style: palette.title,
                         ellipsis: glyphs.ellipsis)
        if let metadata, let second = TitleView(glyphs: glyphs, palette: palette).secondLine(metadata) {
            grid.putCentered(second, in: column, row: 1, style: palette.secondary, ellipsis: glyphs.ellipsis)
        }
        let barWidth = min(column.width, max(20, art.width))
        let bar = Rect(x: column.x + (column.width - barWidth) / 2, y: column.y + 3, width: barWidth, height: 1)
        _ = ScrubberView(glyphs: glyphs, palette: palette).draw(bar, state: state, into: &grid)
        return [HitRegion(screen, .overlay)]
    }
}
