import NowPlaying

/// The session in picture in picture, in a small box in a corner of the tile: a picture (its
/// kind as a symbol), its title and artist, and its state and time. A click on it swaps.
struct PictureInPictureView {
    let glyphs: Glyphs
    let palette: Palette

    /// The box's size in the regular card.
    static let columns = 30, rows = 5

    /// Where the box goes in `text` (the area beside the artwork), and the text area it leaves;
    /// nil when the text area is too narrow to share.
    static func corner(of text: Rect) -> (box: Rect, text: Rect)? {
        guard text.width >= columns + 16, text.height >= rows else { return nil }
        let box = Rect(x: text.maxX - columns, y: text.y, width: columns, height: rows)
        return (box, Rect(x: text.x, y: text.y, width: text.width - columns - 2, height: text.height))
    }

    /// Draws the box in `rect`, its times moved on to `now` from a snapshot taken at `uptime`.
    func draw(_ rect: Rect, pip: PictureInPictureInfo, now: Double, uptime: Double, into grid: inout CellGrid) {
        BoxView(glyphs: glyphs, palette: palette).draw(rect, title: "PiP", titleStyle: palette.secondary.with(.bold), into: &grid)
        let inner = rect.insetBy(dx: 2, dy: 1)
        guard inner.width >= 6, inner.height >= 1 else { return }
        let symbol = pip.mediaType == .video ? glyphs.play : glyphs.note
        grid.put(symbol, x: inner.x, y: inner.y, style: palette.accent)
        let textX = inner.x + 3, width = inner.maxX - textX
        let lines: [(String, CellStyle)] = [
            (pip.title, palette.title),
            (pip.error ?? pip.artist ?? "", pip.error == nil ? palette.text : palette.adMark),
            (status(pip, now: now, uptime: uptime), palette.secondary),
        ]
        for (row, line) in lines.enumerated() where row < inner.height && !line.0.isEmpty {
            grid.put(DisplayWidth.truncated(line.0, to: width, ellipsis: glyphs.ellipsis), x: textX, y: inner.y + row, style: line.1)
        }
    }

    /// One line for a frame without room for the box: "PiP ▶ Title 0:42", set into an edge.
    func line(_ pip: PictureInPictureInfo, now: Double, uptime: Double) -> String {
        let time = pip.elapsed(at: now, snapshotUptime: uptime).map(TimeText.format) ?? ""
        return "PiP \(pip.state == .playing ? glyphs.play : glyphs.pause) \(pip.title) \(time)"
    }

    private func status(_ pip: PictureInPictureInfo, now: Double, uptime: Double) -> String {
        var text = pip.state == .playing ? glyphs.play : pip.state == .paused ? glyphs.pause : pip.state.rawValue
        if let elapsed = pip.elapsed(at: now, snapshotUptime: uptime) {
            text += " " + TimeText.format(elapsed)
            if let duration = pip.duration { text += " / " + TimeText.format(duration) }
        }
        if pip.isMuted { text += glyphs.separator + "muted" }
        return text
    }
}
