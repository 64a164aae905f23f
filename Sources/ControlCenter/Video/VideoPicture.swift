import NowPlaying

/// The video shown in the artwork area: the latest frame as cells for one box, rendered from
/// the source only when a new frame arrived, the box changed or fit/fill was toggled.
public final class VideoPicture {
    /// Where frames come from.
    public let source: VideoFrameSource
    /// How cells are drawn: the same colour-depth rules as artwork.
    public let style: ArtworkRendering
    /// Fit (letterbox) or fill (crop).
    public var fit: VideoFit = .fit {
        didSet { if fit != oldValue { cached = nil } }
    }
    /// Whether the current item has produced a frame yet.
    public private(set) var hasFrame = false
    /// Frames turned into cells, for measurements and tests.
    public private(set) var framesDrawn = 0
    private var cached: (columns: Int, rows: Int, cells: ArtworkCells?)?
    private var picture: PixelSize?

    /// A picture drawing `source`'s frames in `style`.
    public init(source: VideoFrameSource, style: ArtworkRendering) {
        self.source = source
        self.style = style
    }

    /// Forgets the last item's frame and size (the item changed).
    public func reset() {
        hasFrame = false
        cached = nil
        picture = nil
    }

    /// Reads the source's wake-ups; true when a new frame is due (the cells are then stale).
    public func takeFrame() -> Bool {
        guard source.frameIsDue() else { return false }
        hasFrame = true
        cached = nil
        return true
    }

    /// Lets mpv move on when a due frame was not drawn (no video on screen): a frame that is
    /// never rendered would hold mpv's video output back.
    public func acknowledgeUndrawnFrame() {
        guard hasFrame, cached == nil else { return }
        _ = source.renderRGBA(width: 2, height: 2)
    }

    /// The latest frame as cells fitted to `columns × rows`; nil before the first frame.
    public func cells(columns: Int, rows: Int) -> ArtworkCells? {
        guard hasFrame, style != .none else { return nil }
        if let cached, cached.columns == columns, cached.rows == rows { return cached.cells }
        if picture == nil { picture = source.pictureSize() }
        var cells: ArtworkCells?
        if let geometry = VideoGeometry.make(picture: picture, columns: columns, rows: rows, fit: fit),
           let rgba = source.renderRGBA(width: geometry.renderWidth, height: geometry.renderHeight) {
            let pixels = geometry.cropped(rgba)
            let size = VideoGeometry.pixelsPerCell
            cells = ArtworkRenderer.render(rgba: pixels, width: geometry.columns * size.width,
                                           height: geometry.rows * size.height, columns: geometry.columns,
                                           rows: geometry.rows, style: style)
            if cells != nil { framesDrawn += 1 }
        }
        cached = (columns, rows, cells)
        return cells
    }
}
