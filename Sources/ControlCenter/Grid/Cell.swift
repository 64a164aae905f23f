/// One terminal cell: a grapheme, the columns it takes, and its style.
public struct Cell: Hashable, Sendable {
    /// One grapheme (a base and its combining marks); empty for the right half of a wide one.
    public var text: String
    /// 1 or 2 columns; 0 for the right half of a wide grapheme.
    public var width: Int
    /// Colours and attributes.
    public var style: CellStyle

    /// Creates a cell.
    public init(text: String, width: Int, style: CellStyle) {
        self.text = text
        self.width = width
        self.style = style
    }

    /// A space in a style.
    public static func blank(_ style: CellStyle = .plain) -> Cell {
        Cell(text: " ", width: 1, style: style)
    }

    /// Whether this is the right half of a wide grapheme.
    public var isContinuation: Bool { width == 0 }
}
