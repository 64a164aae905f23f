import Settings

/// How artwork is turned into cells.
public enum ArtworkRendering: Hashable, Sendable {
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

    /// The theme's `artwork` setting, or with `auto` the colour depth (ASCII without colour
    /// or without UTF-8).
    public static func choose(mode: ArtworkMode, depth: ColorDepth, utf8: Bool) -> ArtworkRendering {
        switch mode {
        case .none: return .none
        case .ascii: return .ascii
        case .truecolor: return utf8 ? .truecolor : .ascii
        case .palette256: return utf8 ? .palette256 : .ascii
        case .palette16: return utf8 ? .palette16 : .ascii
        case .auto:
            guard utf8 else { return .ascii }
            switch depth {
            case .truecolor: return .truecolor
            case .palette256: return .palette256
            case .palette16: return .palette16
            case .monochrome: return .ascii
            }
        }
    }
}
