/// A rounded frame with a title in its top edge and labels set into its edges.
struct BoxView {
    let glyphs: Glyphs
    let palette: Palette

    /// Draws the frame and clears its inside (unless `clearing` is false: the grid there is
    /// fresh, and a large terminal's panes would be filled twice); the title sits in the top edge.
    func draw(_ rect: Rect, title: String?, titleStyle: CellStyle? = nil, clearing: Bool = true, into grid: inout CellGrid) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        if clearing { grid.fill(rect, style: palette.background) }
        let border = palette.border
        for x in rect.x + 1..<rect.maxX - 1 {
            grid.put(glyphs.horizontal, x: x, y: rect.y, style: border)
            grid.put(glyphs.horizontal, x: x, y: rect.maxY - 1, style: border)
        }
        for y in rect.y + 1..<rect.maxY - 1 {
            grid.put(glyphs.vertical, x: rect.x, y: y, style: border)
            grid.put(glyphs.vertical, x: rect.maxX - 1, y: y, style: border)
        }
        grid.put(glyphs.topLeft, x: rect.x, y: rect.y, style: border)
        grid.put(glyphs.topRight, x: rect.maxX - 1, y: rect.y, style: border)
        grid.put(glyphs.bottomLeft, x: rect.x, y: rect.maxY - 1, style: border)
        grid.put(glyphs.bottomRight, x: rect.maxX - 1, y: rect.maxY - 1, style: border)
        if let title {
            label(title, in: rect, top: true, alignment: .leading, style: titleStyle ?? palette.title, into: &grid)
        }
    }

    enum Alignment { case leading, center, trailing }

    /// Sets " text " into the top or bottom edge; returns its rectangle.
    @discardableResult
    func label(_ text: String, in rect: Rect, top: Bool, alignment: Alignment, style: CellStyle,
               into grid: inout CellGrid) -> Rect? {
        let room = rect.width - 6
        guard room > 2 else { return nil }
        let fitted = DisplayWidth.truncated(text, to: room - 2, ellipsis: glyphs.ellipsis)
        let width = DisplayWidth.of(fitted) + 2
        let x = switch alignment {
        case .leading: rect.x + 2
        case .center: rect.x + (rect.width - width) / 2
        case .trailing: rect.maxX - 2 - width
        }
        let y = top ? rect.y : rect.maxY - 1
        grid.put(" ", x: x, y: y, style: palette.background)
        grid.put(fitted, x: x + 1, y: y, style: style)
        grid.put(" ", x: x + width - 1, y: y, style: palette.background)
        return Rect(x: x, y: y, width: width, height: 1)
    }
}
