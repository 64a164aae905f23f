import NowPlaying
import Settings

/// What the Library panel shows, as a value: the views draw it and nothing else.
public struct LibraryPanelSnapshot: Sendable, Equatable {
    /// "Library", the artist, "Artist — Album", or "Library search"; a server's name first.
    public var title: String
    /// One row: its text, a right-aligned detail, and whether the server has it starred.
    public typealias Row = (text: String, detail: String, starred: Bool)
    /// The visible rows.
    public var rows: [Row]
    /// The row of the list the first visible one is.
    public var top: Int
    /// The highlighted row of the list.
    public var selected: Int
    /// How many rows the list has.
    public var count: Int
    /// The search typed, while searching.
    public var query: String?
    /// Whether keys go into the search.
    public var isTyping: Bool
    /// Why the list could not be read, as the line shown ("Cannot read home: …").
    public var problem: String?
    /// Whether the list was asked for and has not come yet.
    public var isWaiting: Bool
    /// Whether Tab goes to another source (the player knows Subsonic servers).
    public var switchesSource = false
    /// The server the list is of; nil for the local library.
    public var server: String? = nil
    /// The library holds nothing yet: how to add to it; nil when it does.
    public var emptyLibrary: EmptyLibrary? = nil

    /// What the panel says of a library that holds nothing yet.
    public struct EmptyLibrary: Sendable, Equatable {
        /// The player's music folder, which Enter adds ("~/Music"); nil when it has none.
        public var offer: String?
        /// The folder being added, until the library changes.
        public var adding: String?
    }

    /// Equal when everything drawn is (the rows are tuples, which are not Equatable).
    public static func == (a: Self, b: Self) -> Bool {
        a.title == b.title && a.rows.map(\.text) == b.rows.map(\.text) && a.rows.map(\.detail) == b.rows.map(\.detail)
            && a.rows.map(\.starred) == b.rows.map(\.starred)
            && a.top == b.top && a.selected == b.selected && a.count == b.count && a.query == b.query
            && a.isTyping == b.isTyping && a.problem == b.problem && a.isWaiting == b.isWaiting && a.emptyLibrary == b.emptyLibrary
            && a.switchesSource == b.switchesSource && a.server == b.server
    }
}

/// The Library panel: the whole screen, one row per artist, album or track (the highlighted
/// one in reverse, a server's starred ones marked `*` in the margin before their text), and a
/// status row with the search or the panel's keys.
struct LibraryPanelView {
    let glyphs: Glyphs
    let palette: Palette

    /// The mark of a row the server has starred: the same in ASCII, and the key that toggles it.
    static let starMark = "*"

    /// How many list rows fit on a screen this tall: all but the frame and the status row.
    static func listRows(screenRows: Int) -> Int { max(1, screenRows - 3) }

    /// Draws the panel over the whole `screen`; `toast`, the tile's message of the moment (a
    /// folder added, tracks queued), goes on its bottom edge, as on the card's.
    func draw(over screen: Rect, panel: LibraryPanelSnapshot, toast: String? = nil, into grid: inout CellGrid) -> [HitRegion] {
        let frame = BoxView(glyphs: glyphs, palette: palette)
        frame.draw(screen, title: Sanitized.line(panel.title), titleStyle: palette.secondary.with(.bold), into: &grid)
        let counter = panel.count == 0 ? "empty" : "\(panel.selected + 1) of \(panel.count)"
        frame.label(counter, in: screen, top: true, alignment: .trailing, style: palette.secondary, into: &grid)
        if let toast { frame.label(Sanitized.line(toast), in: screen, top: false, alignment: .leading, style: palette.accent, into: &grid) }
        guard screen.width >= 12, screen.height >= 4 else { return [HitRegion(screen, .overlay)] }
        let x = screen.x + 2, width = screen.width - 4
        for (offset, row) in panel.rows.enumerated() where offset < Self.listRows(screenRows: screen.height) {
            let y = screen.y + 1 + offset
            let style = panel.top + offset == panel.selected ? palette.selection : palette.text
            let line = Rect(x: x, y: y, width: width, height: 1)
            if panel.top + offset == panel.selected { grid.fill(line, style: style) }
            if row.starred { grid.put(Self.starMark, x: x, y: y, style: style) }
            let detail = Sanitized.line(row.detail)
            let detailWidth = DisplayWidth.of(detail)
            let room = max(1, width - 2 - (detailWidth > 0 ? detailWidth + 2 : 0))
            grid.put(DisplayWidth.truncated(Sanitized.line(row.text), to: room, ellipsis: glyphs.ellipsis), x: x + 1, y: y, style: style)
            if detailWidth > 0, detailWidth < width - 4 {
                grid.put(detail, x: x + width - 1 - detailWidth, y: y, style: style)
            }
        }
        if let empty = panel.emptyLibrary {
            drawEmpty(empty, x: x, y: screen.y + 1, width: width, rows: Self.listRows(screenRows: screen.height), into: &grid)
        } else if panel.rows.isEmpty {
            let server = panel.server.map(Sanitized.line)
            let empty = panel.problem.map { Sanitized.line($0) }
                ?? (panel.isWaiting ? (server.map { "Asking " + $0 } ?? "Reading the library") + glyphs.ellipsis
                    : panel.query != nil ? "No matches"
                    : server.map { "Nothing here on " + $0 } ?? "The library is empty: playdeck library add DIR")
            grid.put(DisplayWidth.truncated(empty, to: width - 1, ellipsis: glyphs.ellipsis), x: x + 1, y: screen.y + 1,
                     style: palette.secondary)
        }
        let separator = glyphs.separator
        let tab = panel.switchesSource ? separator + "Tab source" : ""
        var status = panel.isTyping ? "/" + Sanitized.line(panel.query ?? "") + "_"
            : panel.emptyLibrary.map { empty in
                (empty.offer.flatMap { empty.adding == nil ? "Enter add " + Sanitized.line($0) + separator : nil } ?? "") + "Esc close" + tab
            } ?? "Enter open/play\(separator)a add\(separator)A next\(separator)/ search\(separator)\(glyphs == .unicode ? "←" : "Left") back" + tab
        // A server's lists also star, said where the line has room for it whole (the keys every list has come first).
        let starred = status + separator + Self.starMark + " star"
        if panel.server != nil, !panel.isTyping, panel.emptyLibrary == nil, DisplayWidth.of(starred) <= width - 1 { status = starred }
        grid.put(DisplayWidth.truncated(status, to: width - 1, ellipsis: glyphs.ellipsis), x: x + 1, y: screen.maxY - 2,
                 style: panel.isTyping ? palette.text : palette.secondary)
        return [HitRegion(screen, .overlay)]
    }

    /// A library that holds nothing yet: the one line that makes one, then the music folder
    /// Enter adds, or that it is being added.
    private func drawEmpty(_ empty: LibraryPanelSnapshot.EmptyLibrary, x: Int, y: Int, width: Int, rows: Int,
                           into grid: inout CellGrid) {
        let offer = empty.offer.map(Sanitized.line)
        var lines = [("No library yet: playdeck library add " + (offer ?? "DIR"), palette.secondary)]
        if let adding = empty.adding {
            lines.append(("Adding " + Sanitized.line(adding) + " to the library" + glyphs.ellipsis, palette.text))
        } else if let offer {
            lines.append(("Enter adds " + offer + ", your music folder", palette.text))
        }
        // Wrapped, not cut: on a narrow terminal the command is the part that matters.
        var row = 0
        for (text, style) in lines {
            for part in DisplayWidth.wrapped(text, to: max(1, width - 1)) where row < rows {
                grid.put(DisplayWidth.truncated(part, to: width - 1, ellipsis: glyphs.ellipsis), x: x + 1, y: y + row, style: style)
                row += 1
            }
            row += 1
        }
    }
}
