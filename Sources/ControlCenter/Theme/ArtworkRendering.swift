import Settings

/// How artwork is turned into cells.
public enum ArtworkRendering: Hashable, Sendable {
    /// Real pixels through a terminal image protocol.
    case pixels(PixelProtocol)
    /// Block symbols in 24-bit colour.
    case truecolor
    /// Block symbols in the 256-colour palette.
    case palette256
    /// Block symbols in the 16 ANSI colours.
    case palette16
    /// ASCII characters, no colour.
    case ascii
    /// No artwork: the placeholder.
    case none

    /// The theme's `artwork` setting. `auto` takes the best pixel protocol the terminal showed,
    /// else symbols by colour depth (ASCII without colour or without UTF-8). `kitty`, `sixel`
    /// and `iterm` are the person's word: honoured even when the terminal did not answer the
    /// probe (a slow SSH link, a terminal that keeps quiet), except inside tmux, where only
    /// kitty's placeholders survive and only with passthrough on; there, symbols by depth.
    public static func choose(mode: ArtworkMode, depth: ColorDepth, utf8: Bool,
                              graphics: TerminalGraphics) -> ArtworkRendering {
        switch mode {
        case .none: return .none
        case .ascii: return .ascii
        case .truecolor: return utf8 ? .truecolor : .ascii
        case .palette256: return utf8 ? .palette256 : .ascii
        case .palette16: return utf8 ? .palette16 : .ascii
        case .auto:
            return pixels(graphics.usable.first, utf8: utf8, graphics: graphics) ?? symbols(depth: depth, utf8: utf8)
        case .kitty, .sixel, .iterm:
            let shown = graphics.usable.first { $0.family == mode } ?? asked(mode, graphics: graphics)
            return pixels(shown, utf8: utf8, graphics: graphics) ?? symbols(depth: depth, utf8: utf8)
        }
    }

    /// An explicit protocol the probe did not find, where it can still work.
    private static func asked(_ mode: ArtworkMode, graphics: TerminalGraphics) -> PixelProtocol? {
        if graphics.insideTmux {
            let placeable = graphics.tmuxPassthrough && !graphics.placeholdersRuledOut
            return mode == .kitty && placeable ? .kitty(placeholders: true) : nil
        }
        switch mode {
        case .kitty: return .kitty(placeholders: graphics.kittyPlaceholders)
        case .sixel: return .sixel
        case .iterm: return .iterm
        default: return nil
        }
    }

    /// Why an explicit pixel mode is drawn in symbols instead, for the tile to say once (short
    /// enough for the tile's bottom border at 80 columns); nil when the mode is honoured or asks
    /// for no pixels.
    public static func fallbackNotice(mode: ArtworkMode, chosen: ArtworkRendering,
                                      graphics: TerminalGraphics) -> String? {
        guard [.kitty, .sixel, .iterm].contains(mode) else { return nil }
        if case .pixels = chosen { return nil }
        let why = switch mode {
        case .kitty where graphics.insideTmux && !graphics.tmuxPassthrough:
            "kitty images need allow-passthrough in tmux"
        case .kitty where graphics.placeholdersRuledOut:
            "\(graphics.version ?? "this terminal") lacks the placeholders tmux needs"
        case .kitty:
            "kitty images need UTF-8 inside tmux"
        default:
            "\(mode.rawValue) images do not survive tmux"
        }
        return why + ": artwork in symbols"
    }

    /// The symbol rendering that stands for this one where cells are drawn (pixels: truecolor).
    public var symbols: ArtworkRendering {
        if case .pixels = self { return .truecolor }
        return self
    }

    /// Placeholder cells are U+10EEEE, which needs UTF-8; without it kitty places directly,
    /// except inside tmux, where nothing else survives.
    private static func pixels(_ shown: PixelProtocol?, utf8: Bool, graphics: TerminalGraphics) -> ArtworkRendering? {
        guard let shown else { return nil }
        guard !utf8, shown == .kitty(placeholders: true) else { return .pixels(shown) }
        return graphics.tmuxPassthrough ? nil : .pixels(.kitty(placeholders: false))
    }

    private static func symbols(depth: ColorDepth, utf8: Bool) -> ArtworkRendering {
        guard utf8 else { return .ascii }
        switch depth {
        case .truecolor: return .truecolor
        case .palette256: return .palette256
        case .palette16: return .palette16
        case .monochrome: return .ascii
        }
    }
}

private extension PixelProtocol {
    /// The `[theme] artwork` value that asks for this protocol.
    var family: ArtworkMode {
        switch self {
        case .kitty: .kitty
        case .sixel: .sixel
        case .iterm: .iterm
        }
    }
}
