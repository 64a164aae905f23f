/// Now Playing over the whole terminal (`f`): the artwork or the video as large as the screen
/// allows with its aspect kept, the title and the second line, and the scrubber at the foot.
/// Unlike the idle view, every key keeps working; `f` or Esc goes back.
struct FullscreenView {
    let glyphs: Glyphs
    let palette: Palette

    /// Rows under the picture: the toast, title, second line, scrubber, a margin.
    static let footRows = 5

    /// The picture's area at a screen size: all but the foot and a margin around it.
    static func picture(in screen: Rect) -> Rect {
        Rect(x: screen.x + 2, y: screen.y + 1, width: max(0, screen.width - 4), height: max(0, screen.height - footRows - 1))
    }

    func draw(_ screen: Rect, state: TileState, artwork: ArtworkSource, into frame: inout TileFrame) {
        let picture = Self.picture(in: screen)
        let shows = picture.height >= 3 && picture.width >= 6
        if shows {
            frame.pixels = ArtworkView(glyphs: glyphs, palette: palette)
                .draw(picture, info: state.info, source: artwork, into: &frame.grid)
            frame.hits.append(HitRegion(picture, .artwork))
        }
        let foot = Rect(x: screen.x + 2, y: screen.maxY - (shows ? Self.footRows : (screen.height + Self.footRows) / 2),
                        width: max(0, screen.width - 4), height: Self.footRows)
        if let toast = state.toast {
            frame.grid.putCentered(toast, in: foot, row: 0, style: palette.accent, ellipsis: glyphs.ellipsis)
        }
        let title = TitleView(glyphs: glyphs, palette: palette)
        let metadata = state.info?.metadata
        let name = state.hasItem ? metadata?.title ?? state.info?.path ?? "Untitled" : "Nothing playing"
        frame.grid.putCentered(name, in: foot, row: 1, style: palette.title, ellipsis: glyphs.ellipsis)
        if let metadata, let second = title.secondLine(metadata) {
            frame.grid.putCentered(second, in: foot, row: 2, style: palette.secondary, ellipsis: glyphs.ellipsis)
        }
        let bar = foot.row(3)
        if let scrubber = ScrubberView(glyphs: glyphs, palette: palette).draw(bar, state: state, into: &frame.grid) {
            frame.hits.append(scrubber)
        }
    }
}
