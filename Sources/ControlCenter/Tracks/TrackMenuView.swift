import NowPlaying

/// The audio or subtitle track menu: language · title · codec per track, the one playing
/// marked, one shown in the other subtitle menu dimmed, the highlighted one in reverse;
/// centred on the card. The output menu is drawn the same way.
struct TrackMenuView {
    let glyphs: Glyphs
    let palette: Palette

    func draw(_ kind: TrackMenuKind, in area: Rect, info: NowPlayingInfo, highlighted: Int,
              into grid: inout CellGrid) -> [HitRegion] {
        draw(title: kind.title, entries: TrackMenuEntry.entries(kind, info: info), in: area, highlighted: highlighted,
             into: &grid)
    }

    func draw(title: String, entries: [TrackMenuEntry], in area: Rect, highlighted: Int,
              into grid: inout CellGrid) -> [HitRegion] {
        guard !entries.isEmpty else { return [] }
        let widest = max(entries.map { DisplayWidth.of($0.label) }.max() ?? 0, DisplayWidth.of(title) + 2)
        let width = min(area.width, max(widest + 7, 20))
        let box = area.centered(width: width, height: min(area.height, entries.count + 2))
        BoxView(glyphs: glyphs, palette: palette).draw(box, title: title, into: &grid)
        for (row, entry) in entries.enumerated() where row + 1 < box.height - 1 {
            let line = Rect(x: box.x + 1, y: box.y + 1 + row, width: box.width - 2, height: 1)
            let style = row == highlighted ? palette.selection
                : entry.isSelected ? palette.accent : entry.isTaken ? palette.disabled : palette.text
            grid.fill(line, style: style)
            grid.put(entry.isSelected ? glyphs.bullet : " ", x: line.x + 1, y: line.y, style: style)
            grid.put(DisplayWidth.truncated(entry.label, to: line.width - 4, ellipsis: glyphs.ellipsis),
                     x: line.x + 3, y: line.y, style: style)
        }
        return [HitRegion(box, .overlay)]
    }
}
