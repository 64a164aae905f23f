import NowPlaying

/// Keeps a terminal's picture in step with the frames drawn: given where the frame wants its
/// artwork in real pixels, it returns only what must be sent to get there from what is shown,
/// so a repaint that changes no artwork sends nothing. kitty pictures are transmitted once per
/// image (an item at a size) and deleted when another replaces them; sixel and iTerm2 pictures
/// are written again only when they changed, moved or something erased them. Making a picture's
/// bytes (zlib and base64 for kitty, chafa for sixel and iTerm2: tens of milliseconds for a
/// large cover) happens on a worker; until they are ready the old picture stays, and the tile
/// repaints when `collectPrepared()` says they came.
public final class PixelPresenter {
    /// What to send for one frame, in order.
    public struct Output: Equatable, Sendable {
        /// Cells the terminal must draw again before the writes: a picture left them.
        public var discard: Rect?
        /// Escape sequences, each written with the cursor at its cell (nil: anywhere).
        public var writes: [Write] = []
        /// Whether there is nothing to do.
        public var isEmpty: Bool { discard == nil && writes.isEmpty }
    }

    /// One escape sequence and where the cursor must be for it.
    public struct Write: Equatable, Sendable {
        /// The cell the picture's top left corner goes to; nil for commands that place nothing.
        public var origin: Position?
        /// The bytes.
        public var bytes: [UInt8]

        /// A cell on the screen.
        public struct Position: Equatable, Sendable {
            /// Column.
            public var x: Int
            /// Row.
            public var y: Int
        }
    }

    /// Where the bytes of pictures are made.
    public enum Preparation: Sendable {
        /// On the caller's thread, at once (for tests of what is sent).
        case inline
        /// On a worker; `preparedDescriptor` is readable when they are ready.
        case worker
    }

    /// The protocol pictures are sent in.
    public let kind: PixelProtocol
    private let passthrough: Bool
    private let cell: PixelSize
    /// What is on screen now: a placement whose picture was sent.
    private var shown: PixelPlacement?
    /// kitty: the image whose data the terminal holds.
    private var transmitted: UInt32?
    /// The newest picture's bytes (kitty: its transmission; sixel, iTerm2: the picture, kept
    /// to write again after an erase), and the image being made on the worker.
    private var prepared: (image: UInt32, bytes: [[UInt8]])?
    private var preparing: UInt32?
    /// An image whose bytes could not be made: not asked for again.
    private var failed: UInt32?
    private let worker: NewestJobWorker<(image: UInt32, bytes: [[UInt8]]?)>?

    /// A presenter for `kind`; `passthrough` wraps kitty's commands for tmux; `cell` is the size
    /// of a cell in pixels, which sixel and iTerm2 pictures are made to.
    public init(kind: PixelProtocol, passthrough: Bool, cell: PixelSize, preparation: Preparation = .worker) {
        self.kind = kind
        self.passthrough = passthrough
        self.cell = cell
        worker = preparation == .worker ? NewestJobWorker() : nil
    }

    /// Readable when a picture's bytes are ready (the tile then calls `collectPrepared()`);
    /// -1 when they are made inline.
    public var preparedDescriptor: Int32 { worker?.descriptor ?? -1 }

    /// Takes the bytes the worker made; true when the frame should be presented again to send them.
    public func collectPrepared() -> Bool {
        guard let worker, let ready = worker.take() else { return false }
        preparing = nil
        guard let bytes = ready.bytes else {
            failed = ready.image
            return false
        }
        prepared = (ready.image, bytes)
        return true
    }

    /// What to send so that the terminal shows `placement` (nil: no picture) after a frame was
    /// drawn; `erased` says the screen was cleared since the last call (a resize, ^Z and fg).
    public func update(to placement: PixelPlacement?, erased: Bool, images: (UInt32) -> PixelImage?) -> Output {
        var output = Output()
        switch kind {
        case let .kitty(placeholders):
            kitty(placement, placeholders: placeholders, erased: erased, images: images, into: &output)
        case .sixel, .iterm:
            written(placement, erased: erased, images: images, into: &output)
        }
        return output
    }

    /// What to send when the tile closes: kitty's pictures are deleted from the terminal.
    public func clear() -> Output {
        var output = Output()
        if case .kitty = kind, let old = transmitted { output.writes.append(command(KittyGraphics.delete(id: old))) }
        worker?.cancel()
        transmitted = nil
        shown = nil
        prepared = nil
        preparing = nil
        return output
    }

    private func kitty(_ placement: PixelPlacement?, placeholders: Bool, erased: Bool,
                       images: (UInt32) -> PixelImage?, into output: inout Output) {
        var fresh = false
        if let placement, transmitted != placement.image, let ready = bytes(for: placement.image, images: images) {
            if let old = transmitted { output.writes.append(command(KittyGraphics.delete(id: old))) }
            output.writes += ready.map { Write(origin: nil, bytes: $0) }
            transmitted = placement.image
            // Sent: the terminal keeps the data, so the bytes need not be.
            prepared = nil
            fresh = true
        }
        // Placeholders are cells of the grid: ncurses draws, moves and erases them itself.
        guard !placeholders else { return }
        let showable = placement.flatMap { transmitted == $0.image ? $0 : nil }
        guard showable != shown || erased || fresh else { return }
        if let showable {
            output.writes.append(Write(origin: Write.Position(x: showable.rect.x, y: showable.rect.y),
                                       bytes: KittyGraphics.place(id: showable.image, columns: showable.rect.width,
                                                                  rows: showable.rect.height)))
        } else if let old = shown {
            output.writes.append(command(KittyGraphics.deletePlacement(id: old.image)))
        }
        shown = showable
    }

    private func written(_ placement: PixelPlacement?, erased: Bool, images: (UInt32) -> PixelImage?,
                         into output: inout Output) {
        // A clear screen holds nothing of ours; ncurses draws every cell again by itself.
        if erased { shown = nil }
        let ready = placement.flatMap { bytes(for: $0.image, images: images)?.first }
        // Until the new picture is ready, the old one stays where it is, unless its cells moved.
        guard let placement, let ready else {
            if let old = shown, old.rect != placement?.rect {
                output.discard = old.rect
                shown = nil
            }
            return
        }
        guard placement != shown else { return }
        // A picture is opaque: one in the same cells covers the old; anywhere else the cells
        // the old one covered must be drawn again.
        if let old = shown, old.rect != placement.rect { output.discard = old.rect }
        output.writes.append(Write(origin: Write.Position(x: placement.rect.x, y: placement.rect.y), bytes: ready))
        shown = placement
    }

    /// The bytes that send `image`: made now when inline; else ready from the worker, or asked
    /// of it (nil until they come).
    private func bytes(for image: UInt32, images: (UInt32) -> PixelImage?) -> [[UInt8]]? {
        if let prepared, prepared.image == image { return prepared.bytes }
        guard failed != image, let picture = images(image) else { return nil }
        let make = Self.making(kind, picture: picture, cell: cell, passthrough: passthrough)
        guard let worker else {
            let made = make()
            if let made { prepared = (image, made) } else { failed = image }
            return made
        }
        if preparing != image {
            preparing = image
            worker.submit(supersedingResults: true) { (image, make()) }
        }
        return nil
    }

    /// The work of making a picture's bytes, for any thread.
    private static func making(_ kind: PixelProtocol, picture: PixelImage, cell: PixelSize,
                               passthrough: Bool) -> @Sendable () -> [[UInt8]]? {
        {
            let image = picture.image, width = image.size.width, height = image.size.height
            switch kind {
            case let .kitty(placeholders):
                let wrap = { (bytes: [UInt8]) in passthrough ? TmuxPassthrough.wrap(bytes) : bytes }
                let transmit = KittyGraphics.transmit(rgba: image.rgba, width: width, height: height, id: picture.id)
                guard !transmit.isEmpty else { return nil }
                let virtual = placeholders
                    ? [wrap(KittyGraphics.virtualPlacement(id: picture.id, columns: picture.columns, rows: picture.rows))] : []
                return [wrap(transmit)] + virtual
            case .sixel:
                return PixelEncoder.sixel(rgba: image.rgba, width: width, height: height, columns: picture.columns,
                                          rows: picture.rows, cell: cell).map { [$0] }
            case .iterm:
                return PixelEncoder.iterm(rgba: image.rgba, width: width, height: height, columns: picture.columns,
                                          rows: picture.rows, cell: cell).map { [$0] }
            }
        }
    }

    private func command(_ bytes: [UInt8]) -> Write {
        Write(origin: nil, bytes: passthrough ? TmuxPassthrough.wrap(bytes) : bytes)
    }
}

extension PixelPresenter {
    /// The presenter for a rendering style: one for real pixels, none for symbols.
    convenience init?(for style: ArtworkRendering, graphics: TerminalGraphics) {
        guard case let .pixels(kind) = style else { return nil }
        self.init(kind: kind, passthrough: graphics.tmuxPassthrough, cell: graphics.cellPixels)
    }
}
