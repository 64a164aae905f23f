/// Which terminal image protocol, and how the picture is placed.
public enum PixelProtocol: Hashable, Sendable {
    /// The kitty graphics protocol; with `placeholders`, placed by Unicode placeholder cells
    /// (U+10EEEE) that ncurses draws like any text, else placed directly at the cursor.
    case kitty(placeholders: Bool)
    /// DEC sixel graphics.
    case sixel
    /// iTerm2's inline images (OSC 1337), which WezTerm also shows.
    case iterm
}
