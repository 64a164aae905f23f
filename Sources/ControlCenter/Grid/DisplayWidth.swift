import CNcursesW

/// Columns text takes in a terminal, measured per grapheme the way ncurses measures it
/// (wcwidth of the base character), with a Unicode-table fallback where the C library has
/// no answer (a non-UTF-8 locale, an unassigned code point). Layout never uses `count`.
public enum DisplayWidth {
    /// Columns a grapheme takes: 2 for wide (CJK, emoji), 0 for a lone combining mark,
    /// 1 otherwise; -1 for a control character, which is never drawn as such.
    public static func of(_ character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        return width(of: first)
    }

    /// Columns a whole string takes; a control character counts as the one column its
    /// replacement takes.
    public static func of(_ text: String) -> Int {
        text.reduce(0) { $0 + drawnWidth($1) }
    }

    /// Columns a grapheme takes once drawn: control characters become a one-column "�".
    static func drawnWidth(_ character: Character) -> Int {
        let width = of(character)
        return width < 0 ? 1 : width
    }

    /// One scalar's width: the C library's answer when it has one, else the table's.
    static func width(of scalar: Unicode.Scalar) -> Int {
        if isControl(scalar) { return -1 }
        let system = Int(pd_wcwidth(scalar.value))
        return system >= 0 ? system : fallbackWidth(of: scalar)
    }

    /// The width from Unicode's own tables: East Asian Wide/Fullwidth and emoji presentation
    /// take two columns, marks and format characters none.
    static func fallbackWidth(of scalar: Unicode.Scalar) -> Int {
        if isControl(scalar) { return -1 }
        let value = scalar.value
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if (0x1160...0x11FF).contains(value) || value == 0x200B { return 0 }
        if scalar.properties.isEmojiPresentation { return 2 }
        return wideRanges.contains { $0.contains(value) } ? 2 : 1
    }

    /// What is never sent as is: C0, DEL and C1 controls (escape sequences start here) and the
    /// bidirectional overrides that would reorder the rest of the line.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F..<0xA0).contains(value) || (0x202A...0x202E).contains(value)
            || (0x2066...0x2069).contains(value) || value == 0x200E || value == 0x200F
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
        0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
        0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
        0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    /// The text cut to `width` columns, ending in `ellipsis` when anything was cut; the cut
    /// falls between graphemes, so no character is split and no wide one overflows.
    public static func truncated(_ text: String, to width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        if of(text) <= width { return text }
        let ellipsisWidth = of(ellipsis)
        guard ellipsisWidth <= width else { return String(repeating: ".", count: width) }
        var kept = ""
        var used = 0
        for character in text {
            let columns = drawnWidth(character)
            if used + columns > width - ellipsisWidth { break }
            kept.append(character)
            used += columns
        }
        while kept.last?.isWhitespace == true { kept.removeLast() }
        return kept + ellipsis
    }

    /// The text cut to `width` columns by taking out its middle: a message keeps what it is
    /// about (the start) and why (the end), "a.mp3: cannot play: … No such file or directory".
    public static func elided(_ text: String, to width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        if of(text) <= width { return text }
        let ellipsisWidth = of(ellipsis)
        guard ellipsisWidth <= width else { return String(repeating: ".", count: width) }
        let tailRoom = (width - ellipsisWidth) / 2
        var tail = ""
        var used = 0
        for character in text.reversed() {
            let columns = drawnWidth(character)
            if used + columns > tailRoom { break }
            tail.insert(character, at: tail.startIndex)
            used += columns
        }
        let head = truncated(text, to: width - used, ellipsis: ellipsis)
        return head + tail.drop { $0.isWhitespace }
    }

    /// The text broken into lines of at most `width` columns: at spaces where it can, inside
    /// a word (or a run of CJK, which has no spaces) where it must.
    public static func wrapped(_ text: String, to width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let wordWidth = of(String(word))
            let gap = line.isEmpty ? 0 : 1
            if lineWidth + gap + wordWidth <= width {
                if gap == 1 { line += " " }
                line += word
                lineWidth += gap + wordWidth
                continue
            }
            if !line.isEmpty { lines.append(line) }
            line = ""
            lineWidth = 0
            for character in word {
                let columns = drawnWidth(character)
                if lineWidth + columns > width {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                line.append(character)
                lineWidth += columns
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
