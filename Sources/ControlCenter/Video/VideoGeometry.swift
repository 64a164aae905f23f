import NowPlaying

/// Where a video picture goes in a box of cells: the cells it is drawn in, the pixels those
/// cells get, and the pixel size to render so that, cropped to the cells, each gets its share.
struct VideoGeometry: Equatable {
    /// Pixels rendered per cell for symbols; terminal cells are about twice as tall as wide.
    static let pixelsPerCell = PixelSize(width: 8, height: 16)
    /// The most pixels a frame in real pixels is rendered with (640×480's worth, aspect kept):
    /// a big terminal's cells would otherwise ask mpv's software scaler, base64 and the pty for
    /// megabytes a frame. The terminal scales the picture up to the cells.
    static let maximumPixels = 640 * 480

    /// The cells drawn (fit: at most the box; fill: the box).
    var columns: Int
    var rows: Int
    /// The pixels of those cells: what `cropped` returns.
    var width: Int
    var height: Int
    /// The pixel size rendered (fill: larger than the cells, cropped around the centre).
    var renderWidth: Int
    var renderHeight: Int

    /// The geometry for a picture in `columns × rows` cells of `cell` pixels, scaled down as a
    /// whole to at most `maximumPixels`; without a known picture size, the box (mpv then
    /// letterboxes by itself).
    static func make(picture: PixelSize?, columns: Int, rows: Int, fit: VideoFit, cell: PixelSize = pixelsPerCell,
                     maximumPixels: Int = .max) -> VideoGeometry? {
        guard columns > 0, rows > 0, cell.width > 0, cell.height > 0, maximumPixels > 0 else { return nil }
        let known = picture.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil }
        var cells = (columns: columns, rows: rows)
        if fit == .fit, let known { cells = ArtworkRenderer.fittedSize(of: known, columns: columns, rows: rows) }
        guard cells.columns > 0, cells.rows > 0 else { return nil }
        let full = (width: Double(cells.columns * cell.width), height: Double(cells.rows * cell.height))
        let scale = min(1, (Double(maximumPixels) / (full.width * full.height)).squareRoot())
        let width = max(1, Int(full.width * scale)), height = max(1, Int(full.height * scale))
        guard fit == .fill, let known else {
            return VideoGeometry(columns: cells.columns, rows: cells.rows, width: width, height: height,
                                 renderWidth: width, renderHeight: height)
        }
        // Scale the picture to cover the cells' pixels, keeping its aspect.
        let cover = max(Double(width) / Double(known.width), Double(height) / Double(known.height))
        return VideoGeometry(columns: cells.columns, rows: cells.rows, width: width, height: height,
                             renderWidth: max(width, Int((Double(known.width) * cover).rounded())),
                             renderHeight: max(height, Int((Double(known.height) * cover).rounded())))
    }

    /// The centre `width × height` pixels of a rendered RGBA frame.
    func cropped(_ rgba: [UInt8]) -> [UInt8] {
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
