import NowPlaying

/// The info panel: title, subtitle, the description wrapped, genre · rating · year, and the
/// info actions ("Play from Beginning") as buttons. Esc or any click closes it.
struct InfoPanelView {
    let glyphs: Glyphs
    let palette: Palette

    /// Draws the panel in place of the card (`box`): the card turns over to show the info.
    func draw(in box: Rect, state: TileState, highlighted: Int, into grid: inout CellGrid) -> [HitRegion] {
        guard let info = state.info, box.width >= 12, box.height >= 5 else { return [] }
        let metadata = info.metadata
        let inner = box.width - 6
        let title = TitleView(glyphs: glyphs, palette: palette)
        var lines: [(String, CellStyle)] = [(metadata.title ?? "Untitled", palette.title)]
        if let second = title.secondLine(metadata) { lines.append((second, palette.text)) }
        let details = [metadata.genre, metadata.contentRating, metadata.year].compactMap { $0 }.filter { !$0.isEmpty }
        if !details.isEmpty { lines.append((details.joined(separator: glyphs.separator), palette.secondary)) }
        // Rows for text: all but the borders, a blank row under the top and one over the
        // bottom (or over the actions' row).
        let textRows = box.height - 4 - (info.infoActions.isEmpty ? 0 : 1)
        let room = textRows - lines.count - 1
        var description = DisplayWidth.wrapped(metadata.description ?? "", to: inner)
        if room >= 1, description.count > room {
            description = Array(description.prefix(room))
            description[room - 1] += " " + glyphs.ellipsis
        }
        if room >= 1, !description.isEmpty { lines += [("", palette.text)] + description.map { ($0, palette.text) } }
        let frame = BoxView(glyphs: glyphs, palette: palette)
        frame.draw(box, title: "Info", titleStyle: palette.secondary.with(.bold), into: &grid)
        frame.label("esc closes", in: box, top: false, alignment: .trailing, style: palette.secondary, into: &grid)
        var hits = [HitRegion(box, .overlay)]
        for (row, line) in lines.enumerated() where row < textRows {
            let fitted = DisplayWidth.truncated(line.0, to: inner, ellipsis: glyphs.ellipsis)
            grid.put(fitted, x: box.x + 3, y: box.y + 2 + row, style: line.1)
        }
        var x = box.x + 3
        for (index, action) in info.infoActions.enumerated() {
            let label = " " + action + " "
            let style = index == highlighted ? palette.pill : palette.button.with(.reverse)
            let written = grid.put(label, x: x, y: box.maxY - 2, style: style, maxWidth: box.maxX - 3 - x)
            hits.append(HitRegion(Rect(x: x, y: box.maxY - 2, width: written, height: 1), .infoAction(index)))
            x += written + 2
        }
        return hits
    }
}
