/// The toast: a notice from the program or a command's refusal. It sits on the frame's bottom
/// edge (or the action row, without a frame) when it fits there; when it does not, it wraps
/// over the foot of the text area, beside the artwork and above the scrubber and the buttons,
/// so that a person reads all of it: a config error keeps its file:line:column and its reason.
struct NoticeView {
    let glyphs: Glyphs
    let palette: Palette

    /// Draws `text` on the one line `line` when it fits there, else wrapped at the foot of `area`,
    /// or of `wider` (over the artwork too) when `area` is too small for all of it; says whether
    /// it took `wider`. `label` draws the one line (the frame's edge takes padding of its own).
    @discardableResult
    func draw(_ text: String, line room: Int, area: Rect, wider: Rect, into grid: inout CellGrid,
              label: (inout CellGrid) -> Void) -> Bool {
        if DisplayWidth.of(text) <= room {
            label(&grid)
            return false
        }
        let widens = DisplayWidth.wrapped(text, to: area.width).count > area.height && wider.width > area.width
        let area = widens ? wider : area
        let lines = Self.lines(text, width: area.width, rows: area.height, ellipsis: glyphs.ellipsis)
        guard !lines.isEmpty else { return false }
        let top = area.maxY - lines.count
        // The row above the notice is cleared too, so that it does not run into what it covers.
        let cleared = max(area.y, top - 1)
        grid.fill(Rect(x: area.x, y: cleared, width: area.width, height: area.maxY - cleared), style: palette.background)
        for (row, line) in lines.enumerated() {
            grid.put(line, x: area.x, y: top + row, style: palette.accent, maxWidth: area.width)
        }
        return widens
    }

    /// The few typographic marks the player's lines use ("Speed 1.25×", "Chapter 3 · 12:04",
    /// "Loop 1:00–1:30") in ASCII, for a terminal that shows none of them (anything else
    /// non-ASCII still becomes "?" in the grid).
    static func ascii(_ text: String) -> String {
        var plain = ""
        for character in text {
            switch character {
            case "×": plain += "x"
            case "·", "–", "—": plain += "-"
            case "…": plain += "..."
            default: plain.append(character)
            }
        }
        return plain
    }

    /// The text wrapped to `width`, at most `rows` lines; the last one says when more was left out.
    static func lines(_ text: String, width: Int, rows: Int, ellipsis: String) -> [String] {
        guard width > 0, rows > 0 else { return [] }
        let lines = DisplayWidth.wrapped(text, to: width)
        guard lines.count > rows else { return lines }
        let rest = lines[(rows - 1)...].joined(separator: " ")
        return Array(lines[..<(rows - 1)]) + [DisplayWidth.truncated(rest, to: width, ellipsis: ellipsis)]
    }
}
