import Commands
import NowPlaying

/// The lyrics in a rectangle: synced lines scroll so that the line sung stays a third of the
/// way down, lit; unsynced lines are plain text from where the reader scrolled. A line wider
/// than the rectangle wraps. A click on a synced line seeks to it.
struct LyricsView {
    let glyphs: Glyphs
    let palette: Palette

    /// Draws `lyrics` (with the line `selected` marked, when the reader moved to one) and
    /// returns a click region per synced line shown.
    func draw(_ rect: Rect, lyrics: Lyrics?, info: NowPlayingInfo?, selected: Int?, into grid: inout CellGrid)
        -> [HitRegion] {
        guard !rect.isEmpty else { return [] }
        guard let lyrics, !lyrics.lines.isEmpty else {
            let absent = info?.lyrics == nil ? "No lyrics" : "Reading the lyrics…"
            grid.put(DisplayWidth.truncated(absent, to: rect.width, ellipsis: glyphs.ellipsis), x: rect.x, y: rect.y,
                     style: palette.secondary)
            return []
        }
        let sung = info?.lyrics?.id == lyrics.id ? info?.lyrics?.lineIndex : nil
        // A line longer than the rectangle wraps onto the rows below it, never cut.
        let rows = lyrics.lines.indices.flatMap { index in
            let wrapped = DisplayWidth.wrapped(lyrics.lines[index].text, to: rect.width)
            return (wrapped.isEmpty ? [""] : wrapped).map { (index: index, text: $0) }
        }
        let focus = (selected ?? sung).flatMap { line in rows.firstIndex { $0.index == line } }
        let first = Self.firstRow(count: rows.count, rows: rect.height, focus: focus, synced: lyrics.isSynced)
        var hits: [HitRegion] = []
        for (offset, row) in rows.dropFirst(first).prefix(rect.height).enumerated() {
            let line = lyrics.lines[row.index]
            var style = lyrics.isSynced ? palette.secondary : palette.text
            if row.index == sung { style = palette.title.with(.bold) }
            if row.index == selected { style = style.with(.reverse) }
            grid.put(row.text, x: rect.x, y: rect.y + offset, style: style, maxWidth: rect.width)
            if let time = line.time, let info {
                let content = info.timeline.contentTime(atMedia: time)
                hits.append(HitRegion(Rect(x: rect.x, y: rect.y + offset, width: rect.width, height: 1),
                                      .command(.seek(to: content))))
            }
        }
        return hits
    }

    /// The row at the top: synced, the focus's first row a third of the way down; unsynced,
    /// the focus at the top (the reader scrolls by moving it); never past the end.
    static func firstRow(count: Int, rows: Int, focus: Int?, synced: Bool) -> Int {
        guard count > rows else { return 0 }
        let wanted = synced ? (focus ?? 0) - rows / 3 : (focus ?? 0)
        return max(0, min(count - rows, wanted))
    }
}
