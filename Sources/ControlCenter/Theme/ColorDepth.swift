/// How many colours the tile draws with.
public enum ColorDepth: Int, Comparable, Sendable, CaseIterable {
    /// No colour at all: attributes only (NO_COLOR, or a monochrome terminal).
    case monochrome
    /// The 16 ANSI colours.
    case palette16
    /// The 256-colour palette.
    case palette256
    /// 24-bit colour.
    case truecolor

    /// Fewer colours orders first.
    public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The depth to use: what the environment asks for (NO_COLOR, COLORTERM), capped by
    /// what the terminal as opened lets ncurses send. COLORTERM=truecolor/24bit gives 24-bit
    /// colour whatever TERM's description says, because `Terminal` then opens a `-direct`
    /// description; only when none is installed does the palette stay (ncurses cannot send
    /// 24-bit colour without RGB, and chafa's own 256-colour choice beats quantising later).
    public static func detect(environment: [String: String], terminal: TerminalCapabilities) -> ColorDepth {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
        let possible = terminal.depth
        let colorterm = environment["COLORTERM"]?.lowercased()
        let wanted: ColorDepth = colorterm == "truecolor" || colorterm == "24bit" ? .truecolor : possible
        return min(wanted, possible)
    }
}

/// What the terminal can show, as ncurses reports it after start-up.
public struct TerminalCapabilities: Equatable, Sendable {
    /// The number of colours in the terminal description (0 without colour).
    public var colors: Int
    /// Whether colours are given as 24-bit values directly (terminfo's RGB).
    public var directColor: Bool
    /// Whether the locale's charset is UTF-8, so that non-ASCII text can be drawn.
    public var utf8: Bool

    /// Creates capabilities.
    public init(colors: Int, directColor: Bool, utf8: Bool) {
        self.colors = colors
        self.directColor = directColor
        self.utf8 = utf8
    }

    /// The deepest colour this terminal can take.
    public var depth: ColorDepth {
        if directColor { return .truecolor }
        if colors >= 256 { return .palette256 }
        if colors >= 8 { return .palette16 }
        return .monochrome
    }
}
