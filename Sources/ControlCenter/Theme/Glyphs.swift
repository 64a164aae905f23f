/// The characters the tile is drawn with: rounded box drawing and symbols in UTF-8, plain
/// ASCII when the terminal's charset cannot show more.
public struct Glyphs: Hashable, Sendable {
    /// The frame's corners.
    public var topLeft: String, topRight: String, bottomLeft: String, bottomRight: String
    /// The frame's edges.
    public var horizontal: String, vertical: String
    /// The played and unplayed parts of the scrubber, and where a scrub will land.
    public var played: String, unplayed: String, landing: String
    /// Marks on the scrubber: a chapter start, an ad, an interstitial.
    public var chapterTick: String, adMark: String, interstitialMark: String
    /// The transport buttons.
    public var skipBack: String, skipForward: String, play: String, pause: String
    /// The volume button, and its label while muted.
    public var volume: String, muted: String
    /// After the title when there is a description to open.
    public var chevron: String
    /// The end of cut text.
    public var ellipsis: String
    /// Between items of one line ("Rock · 2024").
    public var separator: String
    /// Between artist and album.
    public var dash: String
    /// After a rate ("1.25×").
    public var times: String
    /// Before the selected menu entry.
    public var bullet: String
    /// The artwork placeholder's symbol.
    public var note: String
    /// After the title of a song its server has starred.
    public var star: String

    /// Rounded boxes and symbols.
    public static let unicode = Glyphs(
        topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│",
        played: "━", unplayed: "─", landing: "◆", chapterTick: "┃", adMark: "▮", interstitialMark: "◆",
        skipBack: "↺", skipForward: "↻", play: "▶", pause: "❚❚", volume: "◖", muted: "◖ muted",
        chevron: "›", ellipsis: "…", separator: " · ", dash: " — ", times: "×", bullet: "●", note: "♪", star: "★"
    )

    /// Only ASCII.
    public static let ascii = Glyphs(
        topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|",
        played: "=", unplayed: "-", landing: "*", chapterTick: "|", adMark: "A", interstitialMark: "I",
        skipBack: "<<", skipForward: ">>", play: ">", pause: "||", volume: "vol", muted: "vol muted",
        chevron: ">", ellipsis: "...", separator: " - ", dash: " - ", times: "x", bullet: "*", note: "#", star: "*"
    )
}
