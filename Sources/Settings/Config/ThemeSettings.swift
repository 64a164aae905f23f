/// `[theme]`: colours and how artwork is drawn.
public struct ThemeSettings: Equatable, Sendable {
    /// Highlights: the progress bar, the selected button.
    public var accent: ThemeColor
    /// Secondary text: times, hints, disabled buttons.
    public var dim: ThemeColor
    /// Behind the tile.
    public var background: ThemeColor
    /// How artwork is drawn.
    public var artwork: ArtworkMode

    /// Creates theme settings.
    public init(accent: ThemeColor, dim: ThemeColor, background: ThemeColor, artwork: ArtworkMode) {
        self.accent = accent
        self.dim = dim
        self.background = background
        self.artwork = artwork
    }

    /// Cyan accent, bright-black dim, the terminal's background, artwork chosen automatically.
    public static let defaults = ThemeSettings(
        accent: .ansi(.cyan, bright: false), dim: .ansi(.black, bright: true), background: .default, artwork: .auto
    )

    /// Reads `[theme]`.
    init(reading reader: TableReader) {
        reader.rejectUnknownKeys(allowing: ["accent", "dim", "background", "artwork"])
        let expected = "a colour name, an integer from 0 to 255 or \"#rrggbb\""
        let defaults = Self.defaults
        self.init(
            accent: reader.read("accent", expected: expected, default: defaults.accent, ThemeColor.color),
            dim: reader.read("dim", expected: expected, default: defaults.dim, ThemeColor.color),
            background: reader.read("background", expected: expected, default: defaults.background, ThemeColor.color),
            artwork: reader.read(
                "artwork", expected: "one of \"auto\", \"kitty\", \"sixel\", \"iterm\", \"truecolor\", \"256\", \"16\", \"ascii\", \"none\"",
                default: defaults.artwork, ArtworkMode.mode
            )
        )
    }
}
