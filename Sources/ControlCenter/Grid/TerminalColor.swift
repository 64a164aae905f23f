/// A colour as a cell asks for it; the terminal adapter maps it to what the terminal can show.
public enum TerminalColor: Hashable, Sendable {
    /// The terminal's own foreground or background.
    case `default`
    /// One of the 16 ANSI colours: 0–7 normal, 8–15 bright.
    case ansi(UInt8)
    /// An index into the 256-colour palette.
    case indexed(UInt8)
    /// A 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)

    /// A colour from a packed 0xRRGGBB value.
    public init(packed: Int) {
        self = .rgb(UInt8((packed >> 16) & 0xFF), UInt8((packed >> 8) & 0xFF), UInt8(packed & 0xFF))
    }
}
