import Settings

/// Where each part of the tile goes for a terminal size: panes from `[layout] panes_from`
/// (120×32) up, the regular card from about 60×16 up, a compact one down to 40×12 and a
/// little below, "too small" under 20×6.
struct TileLayout: Equatable {
    enum Mode: Equatable { case panes, regular, compact, tooSmall }

    var mode: Mode
    /// The rounded frame, if there is room for one.
    var box: Rect?
    /// The artwork's cell area, if there is room for it.
    var artwork: Rect?
    /// Title, subtitle, chapter, details.
    var text: Rect
    var scrubber: Rect
    var transport: Rect
    /// Skip Intro, Skip Ad, the ad countdown.
    var actions: Rect
    /// The panes beside the Now Playing column (whose parts are the ones above), in panes mode.
    var panes: [PaneSlot] = []

    /// The smallest size anything but "terminal too small" is drawn at.
    static let minimumColumns = 20, minimumRows = 6

    /// The layout for a size; `video` gives the picture a wide area in panes mode.
    static func make(columns: Int, rows: Int, compactBelowColumns: Int, settings: LayoutSettings = .defaults,
                     video: Bool = false) -> TileLayout {
        let screen = Rect(x: 0, y: 0, width: columns, height: rows)
        guard columns >= minimumColumns, rows >= minimumRows else {
            return TileLayout(mode: .tooSmall, box: nil, artwork: nil, text: screen, scrubber: screen,
                              transport: screen, actions: screen)
        }
        if let panes = PaneLayout.make(columns: columns, rows: rows, settings: settings, video: video) { return panes }
        if columns >= max(compactBelowColumns, 56), rows >= 16 { return regular(columns: columns, rows: rows) }
        return compact(columns: columns, rows: rows)
    }

    /// The pane a panel of `kind` opens in: its own kind's, else the first (none for info, which
    /// turns the Now Playing column over instead).
    func pane(for kind: LayoutSettings.Pane) -> PaneSlot? {
        panes.first { $0.kind == kind } ?? (kind == .info ? nil : panes.first)
    }

    /// A centred card: artwork left of the text, scrubber and transport below.
    private static func regular(columns: Int, rows: Int) -> TileLayout {
        let artRows = max(4, min(12, rows - 14))
        let width = columns >= 64 ? min(columns - 4, 100) : columns
        let box = Rect(x: 0, y: 0, width: columns, height: rows).centered(width: width, height: artRows + 8)
        let content = box.insetBy(dx: 3, dy: 1)
        let artwork = Rect(x: content.x, y: content.y + 1, width: artRows * 2, height: artRows)
        let textX = artwork.maxX + 3
        let text = Rect(x: textX, y: artwork.y, width: content.maxX - textX, height: artRows)
        // Skip Intro and the ad's countdown sit at the foot of the text, right above the
        // scrubber they concern, leaving the transport row room to breathe.
        return TileLayout(mode: .regular, box: box, artwork: artwork, text: text,
                          scrubber: content.row(artRows + 2), transport: content.row(artRows + 4),
                          actions: text.row(artRows - 1))
    }

    /// The whole terminal: a frame when there is room, small artwork when there is more, the
    /// same order as the card; without the blank rows when the height is short.
    private static func compact(columns: Int, rows: Int) -> TileLayout {
        let screen = Rect(x: 0, y: 0, width: columns, height: rows)
        let framed = columns >= 24 && rows >= 9
        let content = framed ? screen.insetBy(dx: 2, dy: 1) : screen.insetBy(dx: 1, dy: 0)
        let spacious = content.height >= 8
        let upper = max(1, content.height - (spacious ? 5 : 2))
        var artwork: Rect?
        var text = Rect(x: content.x, y: content.y, width: content.width, height: upper)
        if upper >= 3, content.width >= 30 {
            let artRows = min(6, upper)
            let art = Rect(x: content.x, y: content.y, width: artRows * 2, height: artRows)
            artwork = art
            text = Rect(x: art.maxX + 2, y: art.y, width: content.maxX - art.maxX - 2, height: upper)
        }
        let scrubberRow = upper + (spacious ? 1 : 0)
        return TileLayout(mode: .compact, box: framed ? screen : nil, artwork: artwork, text: text,
                          scrubber: content.row(scrubberRow), transport: content.row(scrubberRow + (spacious ? 2 : 1)),
                          actions: text.row(upper - 1))
    }
}
