/// A rectangle of cells.
public struct Rect: Hashable, Sendable {
    /// The left column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// Creates a rectangle; negative sizes count as empty.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The column after the last one.
    public var maxX: Int { x + width }
    /// The row after the last one.
    public var maxY: Int { y + height }
    /// Whether it holds no cell.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// Whether a cell lies inside.
    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < maxX && py >= y && py < maxY
    }

    /// Shrunk by `dx` columns on each side and `dy` rows at top and bottom.
    public func insetBy(dx: Int, dy: Int) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// One row of this rectangle.
    public func row(_ offset: Int) -> Rect {
        Rect(x: x, y: y + offset, width: width, height: offset < height ? 1 : 0)
    }

    /// A rectangle of a size centred in this one.
    public func centered(width w: Int, height h: Int) -> Rect {
        Rect(x: x + max(0, (width - w) / 2), y: y + max(0, (height - h) / 2), width: min(w, width), height: min(h, height))
    }
}
