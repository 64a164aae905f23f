import Settings

/// A pane beside the Now Playing column, and where it is.
struct PaneSlot: Equatable {
    var kind: LayoutSettings.Pane
    var rect: Rect
}

/// The panes layout of a large terminal, like the Music app's full-screen Now Playing beside
/// "Playing Next" and the lyrics: a Now Playing column, as wide as its artwork at the height
/// left by the text and controls under it (a cover is square: twice as many columns as rows;
/// a video 16:9), and the panes beside it, side by side while each is at least `paneWidth`
/// wide, else stacked while each is at least `paneHeight` tall, else the last ones left out.
enum PaneLayout {
    /// Rows the column takes besides its picture: frame, gaps, four of text, scrubber, transport.
    static let columnChrome = 12
    /// The narrowest Now Playing column: the transport row's buttons and the times fit.
    static let columnWidth = 44
    /// The narrowest and the shortest pane.
    static let paneWidth = 40, paneHeight = 10

    /// The layout for `columns × rows`, or nil when the settings keep the card at this size.
    static func make(columns: Int, rows: Int, settings: LayoutSettings, video: Bool) -> TileLayout? {
        guard settings.usesPanes(columns: columns, rows: rows),
              columns >= columnWidth + paneWidth, rows >= columnChrome + 4 else { return nil }
        let pictureRows = rows - columnChrome
        let pictureColumns = video ? pictureRows * 32 / 9 : pictureRows * 2
        let width = max(columnWidth, min(pictureColumns + 6, columns - paneWidth))
        let left = settings.side == .left
        let box = Rect(x: left ? 0 : columns - width, y: 0, width: width, height: rows)
        let content = box.insetBy(dx: 3, dy: 1)
        let artwork = Rect(x: content.x, y: content.y + 1, width: content.width, height: pictureRows)
        let text = Rect(x: content.x, y: artwork.maxY + 1, width: content.width, height: 4)
        let side = Rect(x: left ? width : 0, y: 0, width: columns - width, height: rows)
        let below = { (offset: Int) in Rect(x: text.x, y: text.y + offset, width: text.width, height: 1) }
        return TileLayout(mode: .panes, box: box, artwork: artwork, text: text, scrubber: below(5),
                          transport: below(7), actions: text.row(3), panes: panes(settings.panes, in: side))
    }

    /// The panes in `area`: side by side, stacked, or the first ones that fit.
    static func panes(_ kinds: [LayoutSettings.Pane], in area: Rect) -> [PaneSlot] {
        for count in stride(from: kinds.count, to: 0, by: -1) {
            let shown = Array(kinds.prefix(count))
            if area.width / count >= paneWidth {
                return shown.enumerated().map { index, kind in
                    let x = area.x + area.width * index / count, next = area.x + area.width * (index + 1) / count
                    return PaneSlot(kind: kind, rect: Rect(x: x, y: area.y, width: next - x, height: area.height))
                }
            }
            if area.height / count >= paneHeight, area.width >= paneWidth {
                return shown.enumerated().map { index, kind in
                    let y = area.y + area.height * index / count, next = area.y + area.height * (index + 1) / count
                    return PaneSlot(kind: kind, rect: Rect(x: area.x, y: y, width: area.width, height: next - y))
                }
            }
        }
        return []
    }
}
