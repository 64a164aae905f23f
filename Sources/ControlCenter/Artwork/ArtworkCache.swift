import NowPlaying

/// Rendered artwork per (artwork, size, style): a redraw for the same picture at the same
/// size costs a dictionary lookup; chafa runs only when the image or the tile size changes.
public final class ArtworkCache {
    private struct Key: Hashable {
        let artworkID: Int
        let columns: Int
        let rows: Int
        let style: ArtworkRendering
    }

    /// How artwork is drawn.
    public let style: ArtworkRendering
    private var entries: [Key: ArtworkCells?] = [:]
    private var order: [Key] = []
    private let limit = 4
    /// How many times chafa was run (for tests of the cache).
    public private(set) var renderCount = 0

    /// An empty cache for a rendering style.
    public init(style: ArtworkRendering) {
        self.style = style
    }

    /// The size of the cells last made for the artwork known by `artworkID`, if any were.
    public func cellSize(artworkID: Int) -> (columns: Int, rows: Int)? {
        order.last { $0.artworkID == artworkID }.map { ($0.columns, $0.rows) }
    }

    /// The cells for `artwork` (known by `artworkID`) fitted into `columns × rows`.
    public func cells(artworkID: Int, artwork: MediaItemArtwork, columns: Int, rows: Int) -> ArtworkCells? {
        let size = ArtworkRenderer.fittedSize(of: artwork.bounds, columns: columns, rows: rows)
        let key = Key(artworkID: artworkID, columns: size.columns, rows: size.rows, style: style)
        if let hit = entries[key] { return hit }
        renderCount += 1
        // Chafa samples the pixels itself, and its time hardly depends on how many there are: a
        // picture up to 16×32 pixels a cell goes to it as it is, which spares a resize on the
        // loop (375×375 → 320×320 took 1.2–2 ms, chafa 3.8 ms either way).
        let image = artwork.image(closestTo: PixelSize(width: size.columns * 16, height: size.rows * 32))
        let cells = ArtworkRenderer.render(image, columns: size.columns, rows: size.rows, style: style)
        entries[key] = .some(cells)
        order.append(key)
        if order.count > limit { entries[order.removeFirst()] = nil }
        return cells
    }
}
