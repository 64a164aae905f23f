import NowPlaying

/// The artwork a tile draws: the cache of its own picture (symbols, or real pixels), picture
/// in picture's in symbols, and the sizes a frame wanted and neither had, each asked of the
/// source once until it comes.
struct TileArtwork {
    /// The tile's own picture.
    private(set) var cache: ArtworkCache
    /// Picture in picture's artwork, in symbols in its corner (one picture in real pixels is the tile's).
    private(set) var corner: ArtworkCache
    /// What the frame being drawn wanted and the caches did not have.
    private var wanted: [NowPlayingIntent] = []
    private var asked: Set<NowPlayingIntent> = []

    /// Empty caches for a rendering style; `cellPixels` sizes pictures shown in real pixels.
    init(style: ArtworkRendering, cellPixels: PixelSize) {
        cache = ArtworkCache(style: style, cellPixels: cellPixels)
        corner = ArtworkCache(style: Self.symbols(style))
    }

    /// Multiview and the corner draw in symbols, at the artwork's colour depth: a grid of several
    /// pictures has no single place for real pixels.
    static func symbols(_ style: ArtworkRendering) -> ArtworkRendering {
        if case .pixels = style { return .truecolor }
        return style
    }

    /// A snapshot: the pictures it no longer shows may go.
    func follow(_ info: NowPlayingInfo) {
        let shown = Set([info.artworkID, info.pictureInPicture?.artworkID].compactMap { $0 })
        cache.retain(shown)
        corner.retain(shown)
    }

    /// A picture that came; asked for again if it is dropped later (a resize back to a size
    /// evicted since).
    mutating func add(_ picture: ArtworkPicture) {
        asked.remove(.artwork(id: picture.artworkID, size: picture.requested))
        cache.add(picture)
        corner.add(picture)
    }

    /// The tile's picture for `info` in `columns × rows`, or nil with its size wanted.
    mutating func cells(for info: NowPlayingInfo?, columns: Int, rows: Int) -> (cells: ArtworkCells?, picture: ArtworkPicture)? {
        cache.cells(for: info, columns: columns, rows: rows, wanted: &wanted)
    }

    /// The corner's picture for `pip` in `columns × rows`, or nil with its size wanted.
    mutating func cornerCells(_ pip: PictureInPictureInfo, columns: Int, rows: Int) -> ArtworkCells? {
        guard let id = pip.artworkID, let bounds = pip.artworkSize else { return nil }
        return corner.cells(artworkID: id, bounds: bounds, columns: columns, rows: rows, wanted: &wanted)?.cells
    }

    /// The sizes the frame drawn wanted and were not asked for yet.
    mutating func takeRequests() -> [NowPlayingIntent] {
        defer { wanted = [] }
        return wanted.filter { asked.insert($0).inserted }
    }
}
