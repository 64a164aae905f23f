import NowPlaying

/// The info panel's History tab: the last listens, newest first, each with when it started,
/// artist — title, and at the right a mark per service: its short name when it took the
/// listen, dimmed with an ellipsis while it has yet to.
struct ListenHistoryView {
    let glyphs: Glyphs
    let palette: Palette

    /// Draws the listens that fit in `rect`; nil listens: not come yet.
    func draw(_ rect: Rect, listens: ListenList?, into grid: inout CellGrid) {
        guard !rect.isEmpty else { return }
        guard let listens, !listens.rows.isEmpty else {
            let why = listens?.unavailable ?? (listens == nil ? "Reading the history\(glyphs.ellipsis)" : "No listens yet")
            grid.put(DisplayWidth.truncated(why, to: rect.width, ellipsis: glyphs.ellipsis), x: rect.x, y: rect.y,
                     style: palette.secondary, maxWidth: rect.width)
            return
        }
        for (row, listen) in listens.rows.prefix(rect.height).enumerated() {
            let y = rect.y + row
            let marks = listen.services.map { Self.short($0.name) + ($0.took ? "" : glyphs.ellipsis) }
            let marksWidth = marks.isEmpty ? 0 : marks.map(DisplayWidth.of).reduce(0, +) + marks.count
            let textWidth = max(0, rect.width - marksWidth)
            let text = "\(listen.time)  \(listen.artist)\(glyphs.dash)\(listen.title)"
            grid.put(DisplayWidth.truncated(text, to: textWidth, ellipsis: glyphs.ellipsis), x: rect.x, y: y, style: palette.text,
                     maxWidth: textWidth)
            var x = rect.maxX - marksWidth + 1
            for (mark, service) in zip(marks, listen.services) {
                x += grid.put(mark, x: x, y: y, style: service.took ? palette.text.with(.bold) : palette.secondary) + 1
            }
        }
    }

    /// "LB" for ListenBrainz, "FM" for Last.fm; another service's name as it is.
    static func short(_ service: String) -> String {
        switch service {
        case "listenbrainz": "LB"
        case "lastfm": "FM"
        default: service
        }
    }
}
