import NowPlaying

/// Draws the info panel's Info tab: `InfoRows` in a label column and a value column, scrolled
/// by `scroll` rows when they do not fit, each cut with an ellipsis to the width; the info
/// actions ("Play from Beginning") as buttons on the bottom row.
struct InfoTabView {
    let glyphs: Glyphs
    let palette: Palette

    /// Draws into the panel's `box`; returns the actions' click regions and the rows' region,
    /// which carries how far they can scroll.
    func draw(_ box: Rect, info: NowPlayingInfo, details: MediaDetails?, scroll: Int, highlighted: Int,
              into grid: inout CellGrid) -> [HitRegion] {
        let area = Rect(x: box.x + 3, y: box.y + 2, width: box.width - 6,
                        height: box.height - 4 - (info.infoActions.isEmpty ? 0 : 1))
        guard area.width > 0, area.height > 0 else { return [] }
        let rows = InfoRows(glyphs: glyphs, palette: palette).rows(info, details: details, width: area.width)
        // A blank row stays over the actions when the rows do not reach them.
        let visible = rows.count > area.height ? area.height : min(area.height, rows.count)
        let limit = max(0, rows.count - visible)
        let first = min(max(0, scroll), limit)
        // The facts and the tags each have their own label column: a long tag name does not
        // push the facts' values away.
        var labelWidths: [InfoRows.Row.Kind: Int] = [:]
        for row in rows { if let label = row.label { labelWidths[row.kind] = max(labelWidths[row.kind] ?? 0, DisplayWidth.of(label)) } }
        for (offset, row) in rows[first..<(first + visible)].enumerated() {
            let labelWidth = min(labelWidths[row.kind] ?? 0, max(4, area.width / 3))
            draw(row, x: area.x, y: area.y + offset, width: area.width, labelWidth: labelWidth, into: &grid)
        }
        // Where the rows are, in the bottom edge left of "esc closes", when it fits whole.
        let position = " \(first + 1)-\(first + visible) of \(rows.count) "
        if limit > 0, DisplayWidth.of(position) <= box.width - 17 {
            grid.put(position, x: box.x + 2, y: box.maxY - 1, style: palette.secondary)
        }
        var hits = [HitRegion(area, .infoRows(scrollLimit: limit))]
        var x = box.x + 3
        for (index, action) in info.infoActions.enumerated() {
            let room = box.maxX - 3 - x
            guard room > 2 else { break }
            let label = " " + DisplayWidth.truncated(action, to: room - 2, ellipsis: glyphs.ellipsis) + " "
            let style = index == highlighted ? palette.pill : palette.button.with(.reverse)
            let written = grid.put(label, x: x, y: box.maxY - 2, style: style, maxWidth: room)
            hits.append(HitRegion(Rect(x: x, y: box.maxY - 2, width: written, height: 1), .infoAction(index)))
            x += written + 2
        }
        return hits
    }

    private func draw(_ row: InfoRows.Row, x: Int, y: Int, width: Int, labelWidth: Int, into grid: inout CellGrid) {
        let style = switch row.kind {
        case .title: palette.title
        case .text: palette.text
        case .secondary: palette.secondary
        case .heading: palette.title.with(.bold)
        }
        guard let label = row.label else {
            grid.put(DisplayWidth.truncated(row.value, to: width, ellipsis: glyphs.ellipsis), x: x, y: y, style: style, maxWidth: width)
            return
        }
        grid.put(DisplayWidth.truncated(label, to: labelWidth, ellipsis: glyphs.ellipsis), x: x, y: y, style: palette.secondary,
                 maxWidth: labelWidth)
        let valueWidth = width - labelWidth - 2
        guard valueWidth > 0 else { return }
        // A path keeps its file's name: its middle goes first.
        let value = label == "Path" ? DisplayWidth.elided(row.value, to: valueWidth, ellipsis: glyphs.ellipsis)
            : DisplayWidth.truncated(row.value, to: valueWidth, ellipsis: glyphs.ellipsis)
        grid.put(value, x: x + labelWidth + 2, y: y, style: style, maxWidth: valueWidth)
    }
}
