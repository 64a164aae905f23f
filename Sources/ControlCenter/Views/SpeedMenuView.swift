import NowPlaying

/// The speed menu: the configured speeds above the speed button, the selected one marked,
/// the highlighted one in reverse.
struct SpeedMenuView {
    let glyphs: Glyphs
    let palette: Palette

    func draw(anchor: Rect, highlighted: Int, speeds: SpeedSelection, within screen: Rect,
              into grid: inout CellGrid) -> [HitRegion] {
        let labels = speeds.speeds.map { SpeedText.label($0.rate, glyphs: glyphs) }
        guard !labels.isEmpty else { return [] }
        let width = max((labels.map(DisplayWidth.of).max() ?? 0) + 7, 13)
        let height = labels.count + 2
        let x = max(screen.x, min(anchor.maxX - width, screen.maxX - width))
        let y = anchor.y - height >= screen.y ? anchor.y - height : max(screen.y, screen.maxY - height)
        let box = Rect(x: x, y: y, width: min(width, screen.width), height: min(height, screen.height))
        BoxView(glyphs: glyphs, palette: palette).draw(box, title: "Speed", into: &grid)
        var hits = [HitRegion(box, .overlay)]
        for (row, speed) in speeds.speeds.enumerated() where row + 1 < box.height - 1 {
            let line = Rect(x: box.x + 1, y: box.y + 1 + row, width: box.width - 2, height: 1)
            let selected = speed.rate == speeds.selectedSpeed.rate
            let style = row == highlighted ? palette.selection : selected ? palette.accent : palette.text
            grid.fill(line, style: style)
            grid.put(selected ? glyphs.bullet : " ", x: line.x + 1, y: line.y, style: style)
            grid.put(labels[row], x: line.x + 3, y: line.y, style: style)
            hits.append(HitRegion(line, .speed(speed.rate)))
        }
        return hits
    }
}
