import Commands
import NowPlaying

/// The info panel's Bookmarks tab: each bookmark's time and name, the one chosen in reverse,
/// the one being renamed as an input with its cursor; a click goes to a bookmark. The keys
/// to use it stand on the last row.
struct BookmarksView {
    let glyphs: Glyphs
    let palette: Palette

    /// Draws the list in `rect`; returns a click region per bookmark shown.
    func draw(_ rect: Rect, info: NowPlayingInfo, selected: Int?, renaming: BookmarkRename?, into grid: inout CellGrid)
        -> [HitRegion] {
        guard !rect.isEmpty else { return [] }
        let marks = info.bookmarks
        let hint = renaming != nil ? "enter saves · esc keeps the name" : marks.isEmpty ? "b adds one here"
            : "enter goes · b adds · r renames · del removes"
        let rows = rect.height > 1 ? rect.height - 1 : rect.height
        if rect.height > 1 {
            grid.put(DisplayWidth.truncated(hint, to: rect.width, ellipsis: glyphs.ellipsis), x: rect.x, y: rect.maxY - 1,
                     style: palette.secondary)
        }
        guard !marks.isEmpty else {
            grid.put(DisplayWidth.truncated("No bookmarks", to: rect.width, ellipsis: glyphs.ellipsis), x: rect.x, y: rect.y,
                     style: palette.secondary)
            return []
        }
        let focus = renaming?.index ?? selected
        let first = LyricsView.firstRow(count: marks.count, rows: rows, focus: focus, synced: false)
        // Times right-aligned, so that the names start in one column.
        let times = marks.map { TimeText.format($0.time) }
        let timeWidth = times.map(DisplayWidth.of).max() ?? 0
        var hits: [HitRegion] = []
        for row in 0..<rows {
            let index = first + row
            guard marks.indices.contains(index) else { break }
            let line = Rect(x: rect.x, y: rect.y + row, width: rect.width, height: 1)
            let time = String(repeating: " ", count: timeWidth - DisplayWidth.of(times[index])) + times[index]
            if let renaming, renaming.index == index {
                drawInput(renaming.text, after: time, in: line, into: &grid)
            } else {
                let style = index == selected ? palette.text.with(.reverse) : palette.text
                let text = "\(time)  \(marks[index].name)"
                grid.put(DisplayWidth.truncated(text, to: line.width, ellipsis: glyphs.ellipsis), x: line.x, y: line.y,
                         style: style, maxWidth: line.width)
            }
            hits.append(HitRegion(line, .command(.bookmarkGo(index + 1))))
        }
        return hits
    }

    /// The name being typed, its end kept in view, and a cursor after it.
    private func drawInput(_ text: String, after time: String, in line: Rect, into grid: inout CellGrid) {
        let x = line.x + grid.put(time + "  ", x: line.x, y: line.y, style: palette.secondary)
        let room = line.maxX - x - 1
        guard room > 0 else { return }
        var shown = text
        if DisplayWidth.of(text) > room {
            // The end is where the typing is: the beginning gives way.
            var tail = Substring(text)
            while !tail.isEmpty, DisplayWidth.of(String(tail)) > room - DisplayWidth.of(glyphs.ellipsis) { tail = tail.dropFirst() }
            shown = glyphs.ellipsis + tail
        }
        let written = grid.put(shown, x: x, y: line.y, style: palette.title.with(.underline), maxWidth: room)
        grid.put(" ", x: x + written, y: line.y, style: palette.title.with(.reverse))
    }
}

/// A bookmark's new name as it is typed: which one (0-based) and the text so far.
public struct BookmarkRename: Equatable, Sendable {
    /// The bookmark renamed, 0-based in time order.
    public var index: Int
    /// The name typed so far.
    public var text: String
}
