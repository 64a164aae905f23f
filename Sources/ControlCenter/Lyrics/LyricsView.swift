import Commands
import NowPlaying

/// The lyrics in a rectangle: synced lines scroll so that the line sung stays a third of the
/// way down, lit; unsynced lines are plain text from where the reader scrolled. A click on a
/// synced line seeks to it.
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
        let first = Self.firstRow(count: lyrics.lines.count, rows: rect.height, focus: selected ?? sung,
                                  synced: lyrics.isSynced)
        var hits: [HitRegion] = []
        for row in 0..<rect.height {
            let index = first + row
            guard lyrics.lines.indices.contains(index) else { break }
            let line = lyrics.lines[index]
            var style = lyrics.isSynced ? palette.secondary : palette.text
            if index == sung { style = palette.title.with(.bold) }
            if index == selected { style = style.with(.reverse) }
            let text = DisplayWidth.truncated(line.text, to: rect.width, ellipsis: glyphs.ellipsis)
            grid.put(text, x: rect.x, y: rect.y + row, style: style, maxWidth: rect.width)
            if let time = line.time, let info {
                let content = info.timeline.contentTime(atMedia: time)
                hits.append(HitRegion(Rect(x: rect.x, y: rect.y + row, width: rect.width, height: 1),
                                      .command(.seek(to: content))))
            }
        }
        return hits
    }

    /// The line at the top: synced, the focus a third of the way down; unsynced, the focus
    /// at the top (the reader scrolls by moving it); never past the end.
    static func firstRow(count: Int, rows: Int, focus: Int?, synced: Bool) -> Int {
        guard count > rows else { return 0 }
        let wanted = synced ? (focus ?? 0) - rows / 3 : (focus ?? 0)
        return max(0, min(count - rows, wanted))
    }
}
