import Commands

/// What a render produces: the cells, and which parts of them a click reaches.
public struct TileFrame: Sendable {
    /// The screen.
    public var grid: CellGrid
    /// Clickable regions, later ones on top.
    public var hits: [HitRegion] = []
    /// Artwork in real pixels, drawn beside the grid; nil when the frame has none showing.
    public var pixels: PixelPlacement?

    /// A frame of a grid.
    public init(grid: CellGrid) {
        self.grid = grid
    }

    /// The topmost region under a cell.
    public func target(x: Int, y: Int) -> HitRegion? {
        hits.last { $0.rect.contains(x: x, y: y) }
    }
}

/// A clickable rectangle and what a click there means.
public struct HitRegion: Equatable, Sendable {
    /// Where.
    public var rect: Rect
    /// What.
    public var target: TileTarget

    /// Creates a region.
    public init(_ rect: Rect, _ target: TileTarget) {
        self.rect = rect
        self.target = target
    }
}

/// What a click on part of the tile does.
public enum TileTarget: Equatable, Sendable {
    /// A button that sends a command.
    case command(Command)
    /// The scrubber's bar: a click at a column seeks to the time there.
    case scrubber(duration: Double)
    /// The artwork: play or pause.
    case artwork
    /// The title: opens the info panel.
    case title
    /// The speed button: opens the speed menu.
    case speedButton
    /// A speed in the open menu.
    case speed(Double)
    /// An action of the info panel, by index.
    case infoAction(Int)
    /// A tab of the info panel.
    case infoTab(InfoTab)
    /// The info panel's Info rows: the wheel scrolls them, at most `scrollLimit` rows.
    case infoRows(scrollLimit: Int)
    /// Inside an open overlay where a click does nothing but close it.
    case overlay
}
