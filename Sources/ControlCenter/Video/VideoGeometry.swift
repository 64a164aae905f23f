import NowPlaying

/// Where a video picture goes in a box of cells: the cell size it is drawn at, and the pixel
/// size to render so that, cropped to the box, each cell gets `pixelsPerCell` pixels.
struct VideoGeometry: Equatable {
    /// Pixels rendered per cell; terminal cells are about twice as tall as wide.
    static let pixelsPerCell = (width: 8, height: 16)

    /// The cells drawn (fit: at most the box; fill: the box).
    var columns: Int
    var rows: Int
    /// The pixel size rendered (fill: larger than the cells, cropped around the centre).
    var renderWidth: Int
    var renderHeight: Int

    /// The geometry for a picture in `columns × rows`; without a known picture size, the box
    /// (mpv then letterboxes by itself).
    static func make(picture: PixelSize?, columns: Int, rows: Int, fit: VideoFit) -> VideoGeometry? {
        guard columns > 0, rows > 0 else { return nil }
        let cell = pixelsPerCell
        guard let picture, picture.width > 0, picture.height > 0 else {
            return VideoGeometry(columns: columns, rows: rows, renderWidth: columns * cell.width,
                                 renderHeight: rows * cell.height)
        }
        switch fit {
        case .fit:
            let size = ArtworkRenderer.fittedSize(of: picture, columns: columns, rows: rows)
            return VideoGeometry(columns: size.columns, rows: size.rows, renderWidth: size.columns * cell.width,
                                 renderHeight: size.rows * cell.height)
        case .fill:
            // Scale the picture to cover the box's pixels, keeping its aspect.
            let boxWidth = Double(columns * cell.width), boxHeight = Double(rows * cell.height)
            let scale = max(boxWidth / Double(picture.width), boxHeight / Double(picture.height))
            return VideoGeometry(columns: columns, rows: rows,
                                 renderWidth: max(columns * cell.width, Int((Double(picture.width) * scale).rounded())),
                                 renderHeight: max(rows * cell.height, Int((Double(picture.height) * scale).rounded())))
        }
    }

    /// The centre `columns × rows` cells' worth of pixels of a rendered RGBA frame.
    func cropped(_ rgba: [UInt8]) -> [UInt8] {
        let width = columns * Self.pixelsPerCell.width, height = rows * Self.pixelsPerCell.height
        guard renderWidth != width || renderHeight != height else { return rgba }
        guard rgba.count >= renderWidth * renderHeight * 4 else { return [] }
        let left = (renderWidth - width) / 2, top = (renderHeight - height) / 2
        var out: [UInt8] = []
        out.reserveCapacity(width * height * 4)
        for y in top..<top + height {
            let start = (y * renderWidth + left) * 4
            out += rgba[start..<start + width * 4]
        }
        return out
    }
}
