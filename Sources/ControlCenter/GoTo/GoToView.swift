/// The go-to prompt on the tile's action row (where trim mode speaks too): "Go to: 1:23" with
/// a cursor and what it takes; why an entry was not taken sits on the rows above, wrapped.
struct GoToView {
    let glyphs: Glyphs
    let palette: Palette

    /// Draws `prompt` on `row`, its problem in `area` above the row.
    func draw(_ prompt: GoToPrompt, row: Rect, area: Rect, into grid: inout CellGrid) {
        guard !row.isEmpty else { return }
        grid.fill(row, style: palette.background)
        let label = row.width >= 24 ? "Go to: " : "> "
        var x = row.x + grid.put(label, x: row.x, y: row.y, style: palette.accent)
        let room = row.maxX - x - 1
        guard room > 0 else { return }
        // The end is where the typing is: the beginning gives way.
        var shown = Substring(prompt.text)
        while DisplayWidth.of(String(shown)) > room { shown = shown.dropFirst() }
        x += grid.put(String(shown), x: x, y: row.y, style: palette.text)
        x += grid.put(" ", x: x, y: row.y, style: palette.text.with(.reverse))
        let above = Rect(x: area.x, y: area.y, width: area.width, height: max(0, row.y - area.y))
        if let problem = prompt.problem {
            let lines = NoticeView.lines(problem, width: above.width, rows: above.height, ellipsis: glyphs.ellipsis)
            guard !lines.isEmpty else { return drawAfter(problem, x: x, row: row, into: &grid) }
            let top = above.maxY - lines.count
            grid.fill(Rect(x: above.x, y: top, width: above.width, height: lines.count), style: palette.background)
            for (index, line) in lines.enumerated() {
                grid.put(line, x: above.x, y: top + index, style: palette.accent, maxWidth: above.width)
            }
        } else {
            let examples = ["1:23", "45%", "+30", "-1:00"].joined(separator: glyphs.separator)
            let hints = [examples + "   Enter go  Esc cancel", examples, "45%"]
            if let hint = hints.first(where: { DisplayWidth.of($0) + 2 <= row.maxX - x }) {
                drawAfter(hint, x: x, row: row, style: palette.secondary, into: &grid)
            }
        }
    }

    /// Text after the cursor, as much as the row holds.
    private func drawAfter(_ text: String, x: Int, row: Rect, style: CellStyle? = nil, into grid: inout CellGrid) {
        let room = row.maxX - x - 2
        guard room > 0 else { return }
        grid.put(DisplayWidth.truncated(text, to: room, ellipsis: glyphs.ellipsis), x: x + 2, y: row.y,
                 style: style ?? palette.accent, maxWidth: room)
    }
}
