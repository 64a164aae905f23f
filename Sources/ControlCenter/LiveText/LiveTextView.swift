import NowPlaying

/// Live Text over the video: the cells under every word found are underlined; while words
/// are selected, theirs are drawn reversed, and the bottom of the tile says which keys do what.
struct LiveTextView {
    let glyphs: Glyphs
    let palette: Palette

    /// Marks `result`'s words over the video drawn in `rect`.
    func draw(_ rect: Rect, result: LiveTextResult, selection: LiveTextSelection?, fit: VideoFit, into grid: inout CellGrid) {
        for mark in LiveTextMarks.marks(result, in: rect, fit: fit) {
            let selected = selection?.contains(mark.position) == true
            grid.restyle(mark.cells) { style in
                style.attributes.formUnion(selected ? [.underline, .reverse] : .underline)
            }
        }
    }

    /// The keys of the selection, on the bottom edge of `box`, left of the help hint.
    func drawHint(in box: Rect, into grid: inout CellGrid) {
        let hint = glyphs == .unicode ? "↑↓←→ select · ⇧ extends · y copy · a all · esc"
                                      : "arrows select, shift extends, y copy, a all, esc"
        let room = Rect(x: box.x, y: box.y, width: box.width - 20, height: box.height)
        BoxView(glyphs: glyphs, palette: palette).label(DisplayWidth.elided(hint, to: max(0, room.width - 8), ellipsis: glyphs.ellipsis),
                                                       in: room, top: false, alignment: .leading, style: palette.accent,
                                                       into: &grid)
    }
}
