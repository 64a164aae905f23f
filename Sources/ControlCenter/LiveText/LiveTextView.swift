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

    /// The selected text and the keys of the selection, on the bottom edge of `box`, left of the
    /// help hint: the marks over a video a few dozen cells wide cannot show which words they are.
    func drawHint(in box: Rect, selected: String?, into grid: inout CellGrid) {
        let keys = glyphs == .unicode ? "↑↓←→ select · ⇧ extends · y copy · a all · esc"
                                      : "arrows select, shift extends, y copy, a all, esc"
        // One line of the selection, its spaces as they are read; the keys after it.
        let line = selected.map { $0.split(whereSeparator: \.isNewline).joined(separator: " / ") }
        let quoted = line.map { glyphs == .unicode ? "“\($0)”" : "\"\($0)\"" }
        let room = Rect(x: box.x, y: box.y, width: box.width - 20, height: box.height)
        let width = max(0, room.width - 8)
        let hint: String
        if let quoted {
            let tail = glyphs == .unicode ? " · y copy · esc" : ", y copy, esc"
            hint = DisplayWidth.elided(quoted, to: max(0, width - DisplayWidth.of(tail)), ellipsis: glyphs.ellipsis) + tail
        } else {
            hint = keys
        }
        BoxView(glyphs: glyphs, palette: palette).label(DisplayWidth.elided(hint, to: width, ellipsis: glyphs.ellipsis),
                                                       in: room, top: false, alignment: .leading, style: palette.accent,
                                                       into: &grid)
    }
}
