import NowPlaying

/// Keeps a terminal's picture in step with the frames drawn: given where the frame wants its
/// artwork in real pixels, it returns only what must be sent to get there from what is shown,
/// so a repaint that changes no artwork sends nothing. kitty pictures are transmitted once per
/// image (an item at a size) and deleted when another replaces them; sixel and iTerm2 pictures
/// are written again only when they changed, moved or something erased them.
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

    /// The protocol pictures are sent in.
    public let kind: PixelProtocol
    private let passthrough: Bool
    private let cell: PixelSize
    private var shown: PixelPlacement?
    /// kitty: the image whose data the terminal holds.
    private var transmitted: UInt32?
    /// sixel and iTerm2: the last picture encoded, kept for a re-send after an erase.
    private var encoded: (image: UInt32, bytes: [UInt8])?

    /// A presenter for `kind`; `passthrough` wraps kitty's commands for tmux; `cell` is the size
    /// of a cell in pixels, which sixel and iTerm2 pictures are made to.
    public init(kind: PixelProtocol, passthrough: Bool, cell: PixelSize) {
        self.kind = kind
        self.passthrough = passthrough
        self.cell = cell
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
        shown = placement
        return output
    }

    /// What to send when the tile closes: kitty's pictures are deleted from the terminal.
    public func clear() -> Output {
        var output = Output()
        if case .kitty = kind, let old = transmitted { output.writes.append(command(KittyGraphics.delete(id: old))) }
        transmitted = nil
        shown = nil
        encoded = nil
        return output
    }

    private func kitty(_ placement: PixelPlacement?, placeholders: Bool, erased: Bool,
                       images: (UInt32) -> PixelImage?, into output: inout Output) {
        if let placement, transmitted != placement.image, let picture = images(placement.image) {
            if let old = transmitted { output.writes.append(command(KittyGraphics.delete(id: old))) }
            output.writes.append(command(KittyGraphics.transmit(rgba: picture.image.rgba, width: picture.image.size.width,
                                                                height: picture.image.size.height, id: picture.id)))
            if placeholders {
                output.writes.append(command(KittyGraphics.virtualPlacement(id: picture.id, columns: picture.columns,
                                                                            rows: picture.rows)))
            }
            transmitted = placement.image
        }
        // Placeholders are cells of the grid: ncurses draws, moves and erases them itself.
        guard !placeholders, placement != shown || erased else { return }
        if let placement, transmitted == placement.image {
            output.writes.append(Write(origin: Write.Position(x: placement.rect.x, y: placement.rect.y),
                                       bytes: KittyGraphics.place(id: placement.image, columns: placement.rect.width,
                                                                  rows: placement.rect.height)))
        } else if let old = shown {
            output.writes.append(command(KittyGraphics.deletePlacement(id: old.image)))
        }
    }

    private func written(_ placement: PixelPlacement?, erased: Bool, images: (UInt32) -> PixelImage?,
                         into output: inout Output) {
        guard placement != shown || erased else { return }
        // A picture is opaque: one in the same cells covers the old; anywhere else the cells
        // the old one covered must be drawn again.
        if let old = shown, placement?.rect != old.rect { output.discard = old.rect }
        guard let placement else { return }
        if encoded?.image != placement.image {
            encoded = images(placement.image).flatMap { picture in encode(picture).map { (placement.image, $0) } }
        }
        guard let encoded, encoded.image == placement.image else { return }
        output.writes.append(Write(origin: Write.Position(x: placement.rect.x, y: placement.rect.y), bytes: encoded.bytes))
    }

    private func encode(_ picture: PixelImage) -> [UInt8]? {
        let image = picture.image
        switch kind {
        case .sixel:
            return PixelEncoder.sixel(rgba: image.rgba, width: image.size.width, height: image.size.height,
                                      columns: picture.columns, rows: picture.rows, cell: cell)
        case .iterm:
            return PixelEncoder.iterm(rgba: image.rgba, width: image.size.width, height: image.size.height,
                                      columns: picture.columns, rows: picture.rows, cell: cell)
        case .kitty:
            return nil
        }
    }

    private func command(_ bytes: [UInt8]) -> Write {
        Write(origin: nil, bytes: passthrough ? TmuxPassthrough.wrap(bytes) : bytes)
    }
}
