import NowPlaying

/// The artwork a tile has: the pictures its source sent for the current artwork (a few sizes),
/// and the cells made of them per size and style, so that a redraw for the same picture at the
/// same size costs a dictionary lookup; chafa runs only when the picture or the size changes.
/// In real pixels the cells only make room (or are kitty's placeholders) and the picture fitted
/// to them is kept under an image id for the `PixelPresenter`.
public final class ArtworkCache {
    private struct Key: Hashable {
        let artworkID: Int
        let columns: Int
        let rows: Int
        let style: ArtworkRendering
    }

    /// How artwork is drawn.
    public let style: ArtworkRendering
    /// Pixels per cell, for pictures in real pixels.
    public let cellPixels: PixelSize
    private var entries: [Key: ArtworkCells?] = [:]
    private var images: [UInt32: PixelImage] = [:]
    private var nextImage: UInt32 = 1
    private var order: [Key] = []
    private var pictures: [ArtworkPicture] = []
    private let limit = 6
    /// How many times chafa was run (for tests of the cache).
    public private(set) var renderCount = 0

    /// An empty cache for a rendering style; `cellPixels` sizes pictures shown in real pixels.
    public init(style: ArtworkRendering, cellPixels: PixelSize = PixelSize(width: 10, height: 20)) {
        self.style = style
        self.cellPixels = cellPixels
    }

    /// The pixel size to ask a source for, for artwork drawn in `columns × rows` cells: chafa
    /// samples the pixels itself, and its time hardly depends on how many there are, so up to
    /// 16×32 pixels a cell go to it as they are (a resize on the loop cost more). In real pixels,
    /// the cells' own pixels: the terminal shows the picture at that size.
    public func pixelSize(for cells: (columns: Int, rows: Int)) -> PixelSize {
        if case .pixels = style {
            return PixelSize(width: cells.columns * cellPixels.width, height: cells.rows * cellPixels.height)
        }
        return PixelSize(width: cells.columns * 16, height: cells.rows * 32)
    }

    /// The picture fitted to the cells that reserve room for image `id`, while they are cached.
    public func pixelImage(_ id: UInt32) -> PixelImage? {
        images[id]
    }

    /// Keeps a picture the source sent, for its artwork and size (the latest few).
    public func add(_ picture: ArtworkPicture) {
        pictures.removeAll { $0.artworkID == picture.artworkID && $0.requested == picture.requested }
        pictures.append(picture)
        if pictures.count > limit { pictures.removeFirst() }
    }

    /// Drops the pictures of artwork no longer shown: only `shown` (the tile's and the corner's) stay.
    public func retain(_ shown: Set<Int>) {
        pictures.removeAll { !shown.contains($0.artworkID) }
    }

    /// The picture of `artworkID` sent for `size`, if it came.
    public func picture(_ artworkID: Int, size: PixelSize) -> ArtworkPicture? {
        pictures.last { $0.artworkID == artworkID && $0.requested == size }
    }

    /// The size of the cells last made for the artwork known by `artworkID`, if any were.
    public func cellSize(artworkID: Int) -> (columns: Int, rows: Int)? {
        order.last { $0.artworkID == artworkID }.map { ($0.columns, $0.rows) }
    }

    /// The cells for the artwork `info` names, fitted into `columns × rows` by its size; when the
    /// picture for that size has not come yet, nil, and the intent that asks for it in `wanted`.
    public func cells(for info: NowPlayingInfo?, columns: Int, rows: Int,
                      wanted: inout [NowPlayingIntent]) -> (cells: ArtworkCells?, picture: ArtworkPicture)? {
        guard let id = info?.artworkID, let bounds = info?.artworkSize else { return nil }
        return cells(artworkID: id, bounds: bounds, columns: columns, rows: rows, wanted: &wanted)
    }

    /// The cells for artwork `id` of size `bounds`, fitted into `columns × rows`, as `cells(for:)`.
    public func cells(artworkID id: Int, bounds: PixelSize, columns: Int, rows: Int,
                      wanted: inout [NowPlayingIntent]) -> (cells: ArtworkCells?, picture: ArtworkPicture)? {
        let fitted = ArtworkRenderer.fittedSize(of: bounds, columns: columns, rows: rows)
        let pixels = pixelSize(for: fitted)
        guard let picture = picture(id, size: pixels) else {
            wanted.append(.artwork(id: id, size: pixels))
            return nil
        }
        return (cells(picture, columns: fitted.columns, rows: fitted.rows), picture)
    }

    /// The cells for `picture` in exactly `columns × rows`.
    public func cells(_ picture: ArtworkPicture, columns: Int, rows: Int) -> ArtworkCells? {
        let key = Key(artworkID: picture.artworkID, columns: columns, rows: rows, style: style)
        if let hit = entries[key] { return hit }
        renderCount += 1
        let cells: ArtworkCells?
        if case let .pixels(kind) = style {
            cells = reserve(picture, columns: columns, rows: rows, protocol: kind)
        } else {
            cells = ArtworkRenderer.render(picture.image, columns: columns, rows: rows, style: style)
        }
        entries[key] = .some(cells)
        order.append(key)
        if order.count > limit, let dropped = entries.removeValue(forKey: order.removeFirst()) {
            if let image = dropped?.image { images[image] = nil }
        }
        return cells
    }

    /// The cells that make room for `picture` under a new image id: blank, or kitty's
    /// placeholders, which name the image themselves.
    private func reserve(_ picture: ArtworkPicture, columns: Int, rows: Int, protocol kind: PixelProtocol) -> ArtworkCells? {
        let id = nextImage
        nextImage = nextImage == 0xFF_FFFF ? 1 : nextImage + 1
        let cells: [Cell]
        if case .kitty(placeholders: true) = kind {
            guard let placeholders = KittyGraphics.placeholderCells(id: id, columns: columns, rows: rows) else { return nil }
            cells = placeholders.cells
        } else {
            cells = Array(repeating: Cell.blank(), count: columns * rows)
        }
        images[id] = PixelImage(id: id, image: picture.image, columns: columns, rows: rows)
        return ArtworkCells(columns: columns, rows: rows, cells: cells, image: id)
    }
}
