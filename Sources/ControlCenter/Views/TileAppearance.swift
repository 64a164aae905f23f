import Settings

/// How the tile looks: its palette and glyphs, and when it turns compact or takes panes.
public struct TileAppearance: Hashable, Sendable {
    /// The styles.
    public var palette: Palette
    /// The characters.
    public var glyphs: Glyphs
    /// Below this many columns the compact layout is used.
    public var compactBelowColumns: Int
    /// From which size, with which panes and on which side, the tile is laid out in panes.
    public var layout: LayoutSettings

    /// An appearance from the theme, the colour depth and whether UTF-8 can be drawn.
    public init(theme: ThemeSettings, depth: ColorDepth, utf8: Bool, compactBelowColumns: Int = 60,
                layout: LayoutSettings = .defaults) {
        palette = Palette(theme: theme, depth: depth)
        glyphs = utf8 ? .unicode : .ascii
        self.compactBelowColumns = compactBelowColumns
        self.layout = layout
    }

    /// Whether only ASCII is drawn.
    public var asciiOnly: Bool { glyphs == .ascii }
}
