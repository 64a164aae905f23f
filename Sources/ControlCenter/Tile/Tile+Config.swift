import EventLoop
import Settings

extension Tile {
    /// Takes a reloaded config: the key map, the theme's colours and artwork mode, the
    /// interface settings and the layout apply at once, and the frame is drawn again.
    /// The colour depth stays the one found at start; the video keeps its drawing style.
    public func apply(_ config: Config) {
        controller.keys = config.keys
        controller.ui = config.ui
        controller.layout = config.layout
        let utf8 = terminal.capabilities.utf8
        appearance = TileAppearance(theme: config.theme, depth: depth, utf8: utf8,
                                    compactBelowColumns: config.ui.compactBelowColumns, layout: config.layout)
        let graphics = terminal.graphics
        let style = ArtworkRendering.choose(mode: config.theme.artwork, depth: depth, utf8: utf8, graphics: graphics)
        if style != artwork.cache.style {
            clearPixels()
            artwork = TileArtwork(style: style, cellPixels: graphics.cellPixels)
            presenter = PixelPresenter(for: style, graphics: graphics)
        }
        terminal.setMouse(config.ui.mouse)
        update(now: EventLoop.now())
    }
}
