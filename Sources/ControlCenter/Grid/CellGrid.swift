/// A screen's worth of cells: what every view draws into and the terminal adapter reads.
///
/// Text is placed by display width. Control characters are refused here as well as in
/// NowPlaying (they become "�"), and with `asciiOnly` every non-ASCII grapheme becomes "?",
/// so nothing a tag says can reach the terminal as a sequence.
public struct CellGrid: Hashable, Sendable {
    /// Width in columns.
    public let columns: Int
    /// Height in rows.
    public let rows: Int
    /// Whether only ASCII may be drawn (the terminal's charset is not UTF-8).
    public let asciiOnly: Bool
    /// Row after row.
    public private(set) var cells: [Cell]

    /// A grid of blanks in `style`.
    public init(columns: Int, rows: Int, style: CellStyle = .plain, asciiOnly: Bool = false) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        self.asciiOnly = asciiOnly
        cells = Array(repeating: .blank(style), count: self.columns * self.rows)
    }

    /// The whole grid as a rectangle.
    public var bounds: Rect { Rect(x: 0, y: 0, width: columns, height: rows) }

    /// The cell at a position; a blank outside the grid.
    public subscript(x: Int, y: Int) -> Cell {
        guard x >= 0, x < columns, y >= 0, y < rows else { return .blank() }
        return cells[y * columns + x]
    }

    /// Writes text from (x, y) until it ends or `maxWidth` columns (or the edge) are used;
    /// a grapheme that would not fit whole is left out. Returns the columns written.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, style: CellStyle, maxWidth: Int? = nil) -> Int {
        guard y >= 0, y < rows else { return 0 }
        let limit = min(columns, x + (maxWidth ?? columns))
        var column = x
        for character in text {
            var grapheme = String(character)
            var width = DisplayWidth.of(character)
            if width < 0 { (grapheme, width) = ("\u{FFFD}", 1) }
            if asciiOnly, !character.isASCII { (grapheme, width) = ("?", 1) }
            if width == 0 {
                attachMark(grapheme, before: column, y: y)
                continue
            }
            if column + width > limit { break }
            if column >= 0 { set(Cell(text: grapheme, width: width, style: style), x: column, y: y) }
            column += width
        }
        return max(0, column - x)
    }

    /// Writes text so that it ends just before column `maxX`.
    @discardableResult
    public mutating func put(_ text: String, endingAt maxX: Int, y: Int, style: CellStyle) -> Int {
        put(text, x: maxX - DisplayWidth.of(text), y: y, style: style)
    }

    /// Writes text centred in a row of a rectangle, cut with an ellipsis when too long.
    public mutating func putCentered(_ text: String, in rect: Rect, row: Int = 0, style: CellStyle,
                                     ellipsis: String = "…") {
        let fitted = DisplayWidth.truncated(text, to: rect.width, ellipsis: ellipsis)
        put(fitted, x: rect.x + (rect.width - DisplayWidth.of(fitted)) / 2, y: rect.y + row, style: style)
    }

    /// Fills a rectangle with one character (default: space) in a style.
    public mutating func fill(_ rect: Rect, with character: Character = " ", style: CellStyle) {
        let text = String(character)
        for y in max(0, rect.y)..<min(rows, rect.maxY) where rect.x < columns {
            for x in max(0, rect.x)..<min(columns, rect.maxX) {
                set(Cell(text: text, width: 1, style: style), x: x, y: y)
            }
        }
    }

    /// Places a ready-made cell (artwork); a wide cell needs room for both halves.
    public mutating func place(_ cell: Cell, x: Int, y: Int) {
        guard cell.width > 0, x >= 0, x + cell.width <= columns, y >= 0, y < rows else { return }
        var cell = cell
        // One scalar is one grapheme: artwork's cells are, and need no grapheme breaking.
        let scalars = cell.text.unicodeScalars
        let refused = if let only = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex {
            DisplayWidth.of(Character(only)) < 0
        } else {
            cell.text.count != 1 || cell.text.first.map { DisplayWidth.of($0) < 0 } ?? true
        }
        if refused || (asciiOnly && !cell.text.allSatisfy(\.isASCII)) {
            cell.text = asciiOnly ? "?" : "\u{FFFD}"
            cell.width = 1
        }
        set(cell, x: x, y: y)
    }

    /// Changes the style of every cell in a rectangle, keeping the text.
    public mutating func restyle(_ rect: Rect, _ change: (inout CellStyle) -> Void) {
        for y in max(0, rect.y)..<min(rows, rect.maxY) where rect.x < columns {
            for x in max(0, rect.x)..<min(columns, rect.maxX) {
                change(&cells[y * columns + x].style)
            }
        }
    }

    /// The rows as text, wide graphemes once: what a person reads on the screen.
    public var lines: [String] {
        (0..<rows).map { y in
            var line = ""
            for x in 0..<columns where !self[x, y].isContinuation { line += self[x, y].text }
            return line
        }
    }

    private mutating func set(_ cell: Cell, x: Int, y: Int) {
        let index = y * columns + x
        // Writing over half of a wide grapheme blanks its other half.
        if cells[index].isContinuation, x > 0 { cells[index - 1] = .blank(cells[index - 1].style) }
        if cells[index].width == 2, x + 1 < columns { cells[index + 1] = .blank(cells[index + 1].style) }
        cells[index] = cell
        if cell.width == 2, x + 1 < columns {
            if cells[index + 1].width == 2, x + 2 < columns { cells[index + 2] = .blank(cells[index + 2].style) }
            cells[index + 1] = Cell(text: "", width: 0, style: cell.style)
        }
    }

    /// A combining mark joins the grapheme before it; with nothing before it, it is dropped.
    private mutating func attachMark(_ mark: String, before column: Int, y: Int) {
        guard !asciiOnly, column > 0, column <= columns else { return }
        var x = column - 1
        while x > 0, cells[y * columns + x].isContinuation { x -= 1 }
        cells[y * columns + x].text += mark
    }
}
