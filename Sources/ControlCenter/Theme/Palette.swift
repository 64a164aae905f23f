import Settings

/// The styles the views draw with, from the theme and the colour depth. Without colour
/// the same roles fall back to attributes (dim, bold, reverse), so nothing relies on hue.
public struct Palette: Hashable, Sendable {
    /// Ordinary text.
    public var text: CellStyle
    /// The title.
    public var title: CellStyle
    /// Secondary text: times, subtitles, hints.
    public var secondary: CellStyle
    /// The accent: the played part of the scrubber, the selected speed.
    public var accent: CellStyle
    /// The box drawing of frames.
    public var border: CellStyle
    /// A button that can be pressed.
    public var button: CellStyle
    /// A button whose command is disabled now.
    public var disabled: CellStyle
    /// A prominent pressable button (Skip Intro, Skip Ad).
    public var pill: CellStyle
    /// The LIVE and AD badges.
    public var badge: CellStyle
    /// Ad and interstitial marks on the scrubber.
    public var adMark: CellStyle
    /// The highlighted row of a menu.
    public var selection: CellStyle
    /// Behind everything.
    public var background: CellStyle

    /// The palette for a theme at a colour depth.
    public init(theme: ThemeSettings, depth: ColorDepth) {
        let colored = depth != .monochrome
        let bg = colored ? TerminalColor(theme.background) : .default
        func style(_ color: TerminalColor, _ attributes: CellAttributes = []) -> CellStyle {
            CellStyle(foreground: colored ? color : .default, background: bg, attributes: attributes)
        }
        let accent = TerminalColor(theme.accent)
        let dim = TerminalColor(theme.dim)
        background = style(.default)
        text = style(.default)
        title = style(.default, .bold)
        secondary = colored ? style(dim) : style(.default, .dim)
        self.accent = colored ? style(accent) : style(.default, .bold)
        border = colored ? style(dim) : style(.default, .dim)
        button = style(.default, .bold)
        disabled = colored ? style(dim, .dim) : style(.default, .dim)
        pill = colored ? style(accent, [.reverse, .bold]) : style(.default, [.reverse, .bold])
        badge = colored ? style(.ansi(1), [.reverse, .bold]) : style(.default, [.reverse, .bold])
        adMark = colored ? style(.ansi(3), .bold) : style(.default, .bold)
        selection = colored ? style(accent, .reverse) : style(.default, .reverse)
    }
}

extension TerminalColor {
    /// The cell colour for a theme colour.
    init(_ color: ThemeColor) {
        switch color {
        case .default: self = .default
        case let .ansi(name, bright):
            let index = UInt8(ThemeColor.ANSIColor.allCases.firstIndex(of: name) ?? 0)
            self = .ansi(bright ? index + 8 : index)
        case let .indexed(index): self = .indexed(index)
        case let .rgb(red, green, blue): self = .rgb(red, green, blue)
        }
    }
}
