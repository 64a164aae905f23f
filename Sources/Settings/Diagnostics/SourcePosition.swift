/// A place in a text file: 1-based line and 1-based column counted in Unicode scalars.
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The line, starting at 1.
    public let line: Int
    /// The column, starting at 1; a tab counts as one column, as does each Unicode scalar.
    public let column: Int

    /// Creates a position from a line and a column.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The first column of the first line.
    public static let start = SourcePosition(line: 1, column: 1)

    /// Earlier in the file: a lower line, or the same line and a lower column.
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// "LINE:COLUMN".
    public var description: String { "\(line):\(column)" }
}
