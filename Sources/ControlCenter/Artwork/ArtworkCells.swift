/// Artwork already turned into cells, ready to place in a grid.
public struct ArtworkCells: Hashable, Sendable {
    /// Width in columns.
    public let columns: Int
    /// Height in rows.
    public let rows: Int
    /// Row after row; `columns × rows` of them.
    public let cells: [Cell]
    /// For artwork in real pixels, the image these cells make room for (`ArtworkCache.pixelImage`).
    public let image: UInt32?

    /// Wraps cells; nil unless there are exactly `columns × rows`.
    public init?(columns: Int, rows: Int, cells: [Cell], image: UInt32? = nil) {
        guard columns > 0, rows > 0, cells.count == columns * rows else { return nil }
        self.columns = columns
        self.rows = rows
        self.cells = cells
        self.image = image
    }

    /// The cell at a position.
    public subscript(x: Int, y: Int) -> Cell { cells[y * columns + x] }
}

/// Gives artwork cells fitting a box of columns × rows, or nil when there is no artwork.
public typealias ArtworkSource = (_ columns: Int, _ rows: Int) -> ArtworkCells?
