import NowPlaying

/// The session in picture in picture, in a box in a corner of the tile: its picture (the video's
/// latest frame or its artwork, in symbols; its kind as a symbol without one), its title and
/// artist, and its state and time. A click on it swaps.
struct PictureInPictureView {
    let glyphs: Glyphs
    let palette: Palette

    /// The box's width where the text area has room for it, else the narrow one's.
    static let columns = 40, narrowColumns = 30
    /// The box's least and greatest height.
    static let rows = 5, tallRows = 7
    /// Columns the title keeps beside the picture.
    static let textColumns = 22

    /// Where the box goes in `text` (the area beside the artwork), and the text area it leaves;
    /// nil when the text area is too small to share. Its last row (Skip Intro's) stays free.
    static func corner(of text: Rect) -> (box: Rect, text: Rect)? {
        let width = text.width >= columns + 16 ? columns : narrowColumns
        let height = min(tallRows, text.height - 1)
        guard text.width >= width + 16, height >= rows else { return nil }
        let box = Rect(x: text.maxX - width, y: text.y, width: width, height: height)
        return (box, Rect(x: text.x, y: text.y, width: text.width - width - 2, height: text.height))
    }

    /// Draws the box in `rect`, its times moved on to `now` from a snapshot taken at `uptime`;
    /// `picture` gives its picture fitted into the cells it asks for.
    func draw(_ rect: Rect, pip: PictureInPictureInfo, now: Double, uptime: Double, picture: ArtworkSource? = nil,
              into grid: inout CellGrid) {
        BoxView(glyphs: glyphs, palette: palette).draw(rect, title: "PiP", titleStyle: palette.secondary.with(.bold), into: &grid)
        let inner = rect.insetBy(dx: 2, dy: 1)
        guard inner.width >= 6, inner.height >= 1 else { return }
        var textX = inner.x + 3
        // A 16:9 frame is about four columns a row wide.
        let room = min(inner.height * 4, inner.width - Self.textColumns - 1)
        if room > 0, let cells = picture?(room, inner.height), cells.columns <= room, cells.rows <= inner.height {
            let y0 = inner.y + (inner.height - cells.rows) / 2
            for y in 0..<cells.rows {
                for x in 0..<cells.columns where !cells[x, y].isContinuation { grid.place(cells[x, y], x: inner.x + x, y: y0 + y) }
            }
            textX = inner.x + cells.columns + 2
        } else {
            grid.put(pip.mediaType == .video ? glyphs.play : glyphs.note, x: inner.x, y: inner.y, style: palette.accent)
        }
        let width = inner.maxX - textX
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
