import NowPlaying

/// Video in the artwork's cells in real pixels: the sibling of the artwork's `PixelPresenter`
/// for a picture that changes many times a second. kitty frames are transmitted under two image
/// ids in turn, because a transmission under an id the terminal holds drops that image and its
/// placements at its first chunk: the frame on screen stays until the next one is complete,
/// then is deleted. sixel and iTerm2 frames are encoded on a worker (`VideoFrameEncoder`), the
/// newest only, and written when done. A repaint that changes nothing sends nothing.
public final class VideoPixels {
    /// What a repaint of the tile must send for the video.
    public struct Output: Equatable, Sendable {
        /// Cells the terminal must draw again before the writes: a picture left them.
        public var discard: Rect?
        /// Escape sequences, each written with the cursor at its cell (nil: anywhere).
        public var writes: [PixelPresenter.Write] = []
        /// The picture sent last does not fit the cells now (or there is none to send again):
        /// the current frame must be rendered for them.
        public var needsFrame = false
    }

    /// What to send for one kitty frame: `before` makes it whole in the terminal (and places
    /// it); then cells may name it; `after` deletes the frame it replaced.
    public struct FrameOutput: Equatable, Sendable {
        /// Transmission and placement.
        public var before: [PixelPresenter.Write] = []
        /// Deletion of the previous frame.
        public var after: [PixelPresenter.Write] = []
    }

    /// The two kitty image ids video frames take in turn. Their fourth byte is set (a third
    /// diacritic in placeholder cells), so they never meet the artwork's, which stay below 2²⁴.
    public static let imageIDs: [UInt32] = [0x0100_0001, 0x0100_0002]

    /// The protocol frames are sent in.
    public let kind: PixelProtocol
    /// Pixels per cell: sixel and iTerm2 frames are made to exactly the cells' pixels.
    public let cell: PixelSize
    private let passthrough: Bool
    /// kitty: the frame whose data the terminal holds, and the cells it was made for.
    private var current: (id: UInt32, columns: Int, rows: Int)?
    /// Direct kitty placement, sixel, iTerm2: the cells the picture covers on screen now.
    private var placed: Rect?
    /// Where the frame on screen shows the video; nil while nothing does (an overlay open).
    private var target: Rect?
    /// sixel and iTerm2: frames are encoded off the loop.
    let encoder: VideoFrameEncoder?
    /// sixel and iTerm2: the newest frame encoded, kept to write again after an erase.
    private var encoded: VideoFrameEncoder.Result?
    /// Frames sent to the terminal (kitty: transmitted; sixel, iTerm2: written).
    public private(set) var framesSent = 0

    /// A presenter for `kind`; `passthrough` wraps kitty's commands for tmux; `cell` is the size
    /// of a cell in pixels. sixel and iTerm2 frames are encoded by PixelEncoder, on a worker.
    public init(kind: PixelProtocol, passthrough: Bool, cell: PixelSize) {
        self.kind = kind
        self.passthrough = passthrough
        self.cell = cell
        switch kind {
        case .kitty: encoder = nil
        case .sixel, .iterm: encoder = VideoFrameEncoder(work: Self.encoding(kind, cell: cell))
        }
    }

    /// A presenter whose sixel or iTerm2 frames are encoded by `work` (tests hold it back).
    init(kind: PixelProtocol, cell: PixelSize, work: @escaping @Sendable (VideoFrameEncoder.Job) -> [UInt8]?) {
        self.kind = kind
        passthrough = false
        self.cell = cell
        encoder = VideoFrameEncoder(work: work)
    }

    /// The image id the video's cells name: the frame on screen (placeholder cells carry it).
    public var imageID: UInt32 { current?.id ?? Self.imageIDs[0] }

    /// Whether `image` (a placement's) is the video's.
    public func owns(_ image: UInt32) -> Bool { Self.imageIDs.contains(image) }

    /// Readable when an encoded frame is waiting (`takeEncoded`); -1 for kitty.
    public var encoderDescriptor: Int32 { encoder?.descriptor ?? -1 }

    /// What to send after the tile was drawn with the video at `placement` (nil: not shown, an
    /// overlay covers it); `erased` says the screen was cleared since the last call.
    public func update(to placement: PixelPlacement?, erased: Bool) -> Output {
        let rect = placement?.rect
        defer { target = rect }
        var output = Output()
        switch kind {
        case let .kitty(placeholders):
            guard let rect else {
                if !placeholders, placed != nil, let current { output.writes.append(command(KittyGraphics.deletePlacement(id: current.id))) }
                placed = nil
                return output
            }
            guard let current, current.columns == rect.width, current.rows == rect.height else {
                output.needsFrame = true
                return output
            }
            // Placeholders are cells of the grid: ncurses draws, moves and erases them itself.
            if !placeholders, rect != placed || erased {
                output.writes.append(place(current.id, at: rect))
                placed = rect
            }
        case .sixel, .iterm:
            guard rect != placed || erased else { return output }
            // A picture is opaque: one in the same cells covers the old; anywhere else the
            // cells the old one covered must be drawn again.
            if let placed, placed != rect { output.discard = placed }
            placed = nil
            guard let rect else { return output }
            guard let encoded, encoded.rect == rect else {
                output.needsFrame = true
                return output
            }
            output.writes.append(PixelPresenter.Write(origin: Self.origin(rect), bytes: encoded.bytes))
            placed = rect
        }
        return output
    }

    /// kitty: what to send for a new frame of `width × height` RGBA pixels shown at `placement`.
    public func frame(rgba: [UInt8], width: Int, height: Int, at placement: PixelPlacement) -> FrameOutput {
        guard case let .kitty(placeholders) = kind else { return FrameOutput() }
        let id = current?.id == Self.imageIDs[0] ? Self.imageIDs[1] : Self.imageIDs[0]
        let transmission = KittyGraphics.transmitFrame(rgba: rgba, width: width, height: height, id: id)
        guard !transmission.isEmpty else { return FrameOutput() }
        let rect = placement.rect
        var output = FrameOutput(before: [command(transmission)])
        if placeholders {
            output.before.append(command(KittyGraphics.virtualPlacement(id: id, columns: rect.width, rows: rect.height)))
        } else {
            output.before.append(place(id, at: rect))
            placed = rect
        }
        if let old = current { output.after.append(command(KittyGraphics.delete(id: old.id))) }
        current = (id, rect.width, rect.height)
        framesSent += 1
        return output
    }

    /// sixel and iTerm2: hands a new frame to the encoder; a frame still waiting is dropped.
    public func encode(rgba: [UInt8], width: Int, height: Int, at placement: PixelPlacement) {
        encoder?.encode(VideoFrameEncoder.Job(rgba: rgba, width: width, height: height, rect: placement.rect))
    }

    /// sixel and iTerm2: the encoded frame to write, when the encoder has one for the cells that
    /// still show the video; nil otherwise (it is kept to write once they show it again).
    public func takeEncoded() -> PixelPresenter.Write? {
        guard let result = encoder?.take() else { return nil }
        encoded = result
        guard target == result.rect else { return nil }
        placed = result.rect
        framesSent += 1
        return PixelPresenter.Write(origin: Self.origin(result.rect), bytes: result.bytes)
    }

    /// Forgets frames of the item that ended: a frame being encoded is not written.
    public func reset() {
        encoder?.cancel()
        encoded = nil
    }

    /// What to send when the video leaves (another item, the tile closes): kitty's frames are
    /// deleted from the terminal; the cells a sixel covered are drawn again.
    public func clear() -> Output {
        var output = Output()
        if let current { output.writes.append(command(KittyGraphics.delete(id: current.id))) }
        if case .kitty = kind {} else if let placed { output.discard = placed }
        reset()
        current = nil
        placed = nil
        target = nil
        return output
    }

    private func place(_ id: UInt32, at rect: Rect) -> PixelPresenter.Write {
        PixelPresenter.Write(origin: Self.origin(rect), bytes: KittyGraphics.place(id: id, columns: rect.width, rows: rect.height))
    }

    private func command(_ bytes: [UInt8]) -> PixelPresenter.Write {
        PixelPresenter.Write(origin: nil, bytes: passthrough ? TmuxPassthrough.wrap(bytes) : bytes)
    }

    private static func origin(_ rect: Rect) -> PixelPresenter.Write.Position {
        PixelPresenter.Write.Position(x: rect.x, y: rect.y)
    }

    /// PixelEncoder's sixel or iTerm2 for cells of `cell` pixels.
    private static func encoding(_ kind: PixelProtocol, cell: PixelSize) -> @Sendable (VideoFrameEncoder.Job) -> [UInt8]? {
        let iterm = kind == .iterm
        return { job in
            iterm
                ? PixelEncoder.iterm(rgba: job.rgba, width: job.width, height: job.height, columns: job.rect.width,
                                     rows: job.rect.height, cell: cell)
                : PixelEncoder.sixel(rgba: job.rgba, width: job.width, height: job.height, columns: job.rect.width,
                                     rows: job.rect.height, cell: cell)
        }
    }
}
