import NowPlaying

/// The video shown in the artwork area. In symbols, the latest frame as cells for one box,
/// rendered from the source only when a new frame arrived, the box changed or fit/fill was
/// toggled. In real pixels, the cells only make room (or are kitty's placeholders) and the
/// frame's pixels go to the terminal through `pixels`.
public final class VideoPicture {
    /// Where frames come from.
    public private(set) var source: VideoFrameSource
    /// How frames are drawn: the artwork's style (symbols at its colour depth, or real pixels).
    public let style: ArtworkRendering
    /// Sends frames in real pixels; nil when they are drawn as symbols.
    public let pixels: VideoPixels?
    /// Fit (letterbox) or fill (crop).
    public var fit: VideoFit = .fit {
        didSet { if fit != oldValue { cached = nil } }
    }
    /// Whether the current item has produced a frame yet.
    public private(set) var hasFrame = false
    /// Frames drawn: turned into cells, or sent in real pixels (for measurements and tests).
    public var framesDrawn: Int { framesInCells + (pixels?.framesSent ?? 0) }
    private var framesInCells = 0
    /// Whether the due frame was rendered (mpv holds its video output back until it is).
    private var rendered = false
    private var cached: (columns: Int, rows: Int, cells: ArtworkCells?)?
    /// Real pixels: where the frame goes in the cells last reserved.
    private var geometry: VideoGeometry?
    private var picture: PixelSize?

    /// A picture drawing `source`'s frames in `style`; in real pixels, cells are `cell` pixels
    /// and kitty's commands are wrapped for tmux when `passthrough` says so.
    public init(source: VideoFrameSource, style: ArtworkRendering, cell: PixelSize = PixelSize(width: 10, height: 20),
                passthrough: Bool = false) {
        self.source = source
        self.style = style
        if case let .pixels(kind) = style {
            pixels = VideoPixels(kind: kind, passthrough: passthrough, cell: cell)
        } else {
            pixels = nil
        }
    }

    /// A picture in real pixels through `pixels` (tests give it an encoder they hold back).
    init(source: VideoFrameSource, pixels: VideoPixels) {
        self.source = source
        style = .pixels(pixels.kind)
        self.pixels = pixels
    }

    /// Forgets the last item's frame and size (the item changed).
    public func reset() {
        hasFrame = false
        cached = nil
        picture = nil
        geometry = nil
        pixels?.reset()
    }

    /// Draws `source`'s frames from now on (picture in picture swapped); `hasFrame`: it has one
    /// to show already. What was made for the old source's frames is dropped.
    public func switchSource(to source: VideoFrameSource, hasFrame: Bool) {
        self.source = source
        self.hasFrame = hasFrame
        rendered = true
        cached = nil
        picture = nil
        geometry = nil
    }

    /// Reads the source's wake-ups; true when a new frame is due (the cells are then stale).
    public func takeFrame() -> Bool {
        guard source.frameIsDue() else { return false }
        hasFrame = true
        rendered = false
        if pixels == nil { cached = nil }
        return true
    }

    /// Lets mpv move on when a due frame was not drawn (no video on screen): a frame that is
    /// never rendered would hold mpv's video output back.
    public func acknowledgeUndrawnFrame() {
        guard hasFrame, !rendered else { return }
        _ = source.renderRGBA(width: 2, height: 2)
        rendered = true
    }

    /// The latest frame's cells fitted to `columns × rows`; nil before the first frame.
    public func cells(columns: Int, rows: Int) -> ArtworkCells? {
        guard hasFrame, style != .none else { return nil }
        if let cached, cached.columns == columns, cached.rows == rows { return cached.cells }
        if picture == nil { picture = source.pictureSize() }
        let cells = pixels.map { reserved($0, columns: columns, rows: rows) } ?? symbols(columns: columns, rows: rows)
        // Placeholder cells name the frame on screen, which changes with every frame.
        if pixels?.kind != .kitty(placeholders: true) { cached = (columns, rows, cells) }
        return cells
    }

    /// Real pixels: the current frame rendered for the cells last reserved, if `placement` is
    /// where they are; nil otherwise or when the source cannot render.
    public func frame(for placement: PixelPlacement) -> (rgba: [UInt8], width: Int, height: Int)? {
        guard hasFrame, let geometry, geometry.columns == placement.rect.width, geometry.rows == placement.rect.height,
              let rgba = source.renderRGBA(width: geometry.renderWidth, height: geometry.renderHeight) else { return nil }
        rendered = true
        let pixels = geometry.cropped(rgba)
        return pixels.isEmpty ? nil : (pixels, geometry.width, geometry.height)
    }

    private func symbols(columns: Int, rows: Int) -> ArtworkCells? {
        guard let geometry = VideoGeometry.make(picture: picture, columns: columns, rows: rows, fit: fit),
              let rgba = source.renderRGBA(width: geometry.renderWidth, height: geometry.renderHeight) else { return nil }
        rendered = true
        let cells = ArtworkRenderer.render(rgba: geometry.cropped(rgba), width: geometry.width, height: geometry.height,
                                           columns: geometry.columns, rows: geometry.rows, style: style)
        if cells != nil { framesInCells += 1 }
        return cells
    }

    /// The cells that make room for the frame: blank, or kitty's placeholders naming it.
    private func reserved(_ pixels: VideoPixels, columns: Int, rows: Int) -> ArtworkCells? {
        guard let geometry = VideoGeometry.make(picture: picture, columns: columns, rows: rows, fit: fit,
                                                cell: pixels.cell, maximumPixels: VideoGeometry.maximumPixels) else { return nil }
        self.geometry = geometry
        let id = pixels.imageID
        if pixels.kind == .kitty(placeholders: true) {
            guard let placeholders = KittyGraphics.placeholderCells(id: id, columns: geometry.columns, rows: geometry.rows) else {
                return nil
            }
            return ArtworkCells(columns: geometry.columns, rows: geometry.rows, cells: placeholders.cells, image: id)
        }
        return ArtworkCells(columns: geometry.columns, rows: geometry.rows,
                            cells: Array(repeating: Cell.blank(), count: geometry.columns * geometry.rows), image: id)
    }
}
