import NowPlaying

/// What the terminal can show beyond text, found once at start (`TerminalProbe`).
public struct TerminalGraphics: Hashable, Sendable {
    /// The terminal answered the kitty graphics query (a=q) with OK.
    public var kitty: Bool
    /// The terminal takes kitty's Unicode placeholders: kitty ≥ 0.28 or Ghostty, by its version.
    public var kittyPlaceholders: Bool
    /// The terminal's primary device attributes (DA1) list 4: sixel.
    public var sixel: Bool
    /// TERM_PROGRAM or LC_TERMINAL names iTerm2 or WezTerm.
    public var iterm: Bool
    /// Inside tmux with allow-passthrough on: every sequence for the terminal is wrapped.
    public var tmuxPassthrough: Bool
    /// Pixels per cell (TIOCGWINSZ or CSI 16 t), if the terminal said.
    public var cellSize: PixelSize?
    /// Inside tmux (TMUX set), passthrough or not: only kitty's placeholders survive there.
    public var insideTmux: Bool
    /// The terminal's name and version (XTVERSION, or tmux's `client_termtype` for the terminal
    /// outside it), such as "kitty(0.26.5)"; nil when nothing said.
    public var version: String?

    /// Creates a description; everything off unless given.
    public init(kitty: Bool = false, kittyPlaceholders: Bool = false, sixel: Bool = false, iterm: Bool = false,
                tmuxPassthrough: Bool = false, cellSize: PixelSize? = nil, insideTmux: Bool = false,
                version: String? = nil) {
        self.kitty = kitty
        self.kittyPlaceholders = kittyPlaceholders
        self.sixel = sixel
        self.iterm = iterm
        self.tmuxPassthrough = tmuxPassthrough
        self.cellSize = cellSize
        self.insideTmux = insideTmux || tmuxPassthrough
        self.version = version
    }

    /// Text only: no image protocol, no cell size.
    public static let none = TerminalGraphics()

    /// The protocols the tile can use here, best first (kitty, sixel, iTerm2). Inside tmux only
    /// kitty's placeholders survive: they are text in tmux's grid, where a sixel or a directly
    /// placed image would be lost on tmux's next redraw; a terminal outside without them (kitty
    /// 0.26) shows none there.
    public var usable: [PixelProtocol] {
        if tmuxPassthrough { return kitty && kittyPlaceholders ? [.kitty(placeholders: true)] : [] }
        var protocols: [PixelProtocol] = []
        if kitty { protocols.append(.kitty(placeholders: kittyPlaceholders)) }
        if sixel { protocols.append(.sixel) }
        if iterm { protocols.append(.iterm) }
        return protocols
    }

    /// The best protocol, kitty > sixel > iterm; inside tmux only kitty placeholders count.
    public var best: PixelProtocol? { usable.first }

    /// Inside tmux with passthrough, whether the terminal outside is known not to take kitty's
    /// placeholders (it named a version that lacks them), so that even a person's explicit
    /// `kitty` would show tofu, not a picture.
    public var placeholdersRuledOut: Bool { version != nil && !kittyPlaceholders }
}

extension TerminalGraphics {
    /// Pixels per cell: what the terminal said, else a common 10×20.
    var cellPixels: PixelSize { cellSize ?? PixelSize(width: 10, height: 20) }
}
