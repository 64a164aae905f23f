import NowPlaying

/// Where a frame shows artwork in real pixels: the cells reserved for it and the image that
/// fills them, by the id the tile's `ArtworkCache` gave it. The cells themselves are blank (or,
/// for kitty's Unicode placeholders, the placeholders); the picture is written beside the grid.
public struct PixelPlacement: Hashable, Sendable {
    /// The reserved cells.
    public var rect: Rect
    /// The image, as `ArtworkCache.pixelImage(_:)` knows it.
    public var image: UInt32

    /// Creates a placement.
    public init(rect: Rect, image: UInt32) {
        self.rect = rect
        self.image = image
    }
}

/// A picture fitted to a number of cells, ready to be encoded for a terminal image protocol.
public struct PixelImage: Sendable, Equatable {
    /// The id the cache gave it (also kitty's image id).
    public let id: UInt32
    /// The pixels.
    public let image: ArtworkImage
    /// The cells it fills.
    public let columns: Int
    /// The rows it fills.
    public let rows: Int

    /// Creates an image.
    public init(id: UInt32, image: ArtworkImage, columns: Int, rows: Int) {
        self.id = id
        self.image = image
        self.columns = columns
        self.rows = rows
    }
}
