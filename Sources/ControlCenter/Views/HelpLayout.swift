import NowPlaying
import Settings

/// Where the help overlay's lines go: the groups flow down a column and on into the next, as
/// many columns side by side as the screen holds, and on to further pages when they do not all
/// fit. An entry is never cut, and a heading never ends a column without its first entry.
struct HelpLayout: Equatable {
    /// One line, or a block of lines, of a column.
    enum Line: Equatable {
        case heading(String)
        /// One command: its keys and its summary, each wrapped to its column.
        case entry(keys: [String], summary: [String])

        var height: Int {
            switch self {
            case .heading: 1
            case let .entry(keys, summary): max(keys.count, summary.count, 1)
            }
        }
    }

    /// The width of the keys' column and of the summaries' beside it.
    let keyWidth: Int, summaryWidth: Int
    /// Columns of lines (nil marks the empty row between two groups), page after page.
    let pages: [[[Line?]]]

    /// The width of one column of entries.
    var entryWidth: Int { keyWidth + 2 + summaryWidth }
    /// The columns a page shows side by side.
    var columnsPerPage: Int { pages.map(\.count).max() ?? 1 }
    /// The rows of the tallest column.
    var tallest: Int { pages.flatMap { $0 }.map { $0.reduce(0) { $0 + ($1?.height ?? 1) } }.max() ?? 0 }

    /// The space between two columns.
    static let gap = 4
    /// The box's border and margins around the columns: 3 columns each side, 2 rows each end.
    static let margin = (columns: 6, rows: 4)

    /// The layout of the key map's entries on a screen of `columns` × `rows`.
    init(keys: KeyBindings, intervals: SkipIntervals, unicode: Bool, columns: Int, rows: Int) {
        let groups = HelpView.groups(keys, intervals: intervals, unicode: unicode)
        let all = groups.flatMap(\.entries)
        keyWidth = min(14, all.map { DisplayWidth.of($0.keys) }.max() ?? 0)
        let widest = min(30, all.map { DisplayWidth.of($0.summary) }.max() ?? 0)
        let inner = max(1, columns - Self.margin.columns)
        summaryWidth = max(1, min(widest, inner - keyWidth - 2))
        let perPage = max(1, (inner + Self.gap) / (keyWidth + 2 + summaryWidth + Self.gap))
        let height = max(1, rows - Self.margin.rows)
        let (keyColumn, summaryColumn) = (keyWidth, summaryWidth)
        let blocks = groups.map { group in
            (group.group.rawValue, group.entries.map {
                Line.entry(keys: Self.wrapped($0.keys, to: keyColumn), summary: Self.wrapped($0.summary, to: summaryColumn))
            })
        }
        // The shortest columns that still fit on one page, so that the groups spread over the
        // width rather than filling one column to the bottom; pages when even full ones do not.
        // Pouring a sequence into taller columns never takes more of them: the height is searched.
        var flowing = Self.flow(blocks, height: height)
        if flowing.count <= perPage {
            var (low, high) = (1, height)
            while low < high {
                let middle = (low + high) / 2
                let tried = Self.flow(blocks, height: middle)
                if tried.count <= perPage {
                    flowing = tried
                    high = middle
                } else {
                    low = middle + 1
                }
            }
        }
        pages = stride(from: 0, to: flowing.count, by: perPage).map { Array(flowing[$0..<min(flowing.count, $0 + perPage)]) }
    }

    /// The groups poured into columns of `height` rows.
    private static func flow(_ groups: [(heading: String, entries: [Line])], height: Int) -> [[Line?]] {
        var columns: [[Line?]] = [[]]
        var used = 0
        for group in groups {
            for (index, block) in group.entries.enumerated() {
                // A group's first entry comes with its heading, and with an empty row above it
                // unless it starts a column.
                let lead: [Line?] = index > 0 ? [] : (used > 0 ? [nil] : []) + [.heading(group.heading)]
                if used > 0, used + lead.count + block.height > height {
                    columns.append([])
                    used = 0
                }
                let lines = used == 0 && index == 0 ? [Line.heading(group.heading)] : lead
                columns[columns.count - 1] += lines + [block]
                used += lines.count + block.height
            }
        }
        return columns
    }

    /// `text` wrapped to `width`, one empty line for no text.
    private static func wrapped(_ text: String, to width: Int) -> [String] {
        let lines = DisplayWidth.wrapped(text, to: width)
        return lines.isEmpty ? [""] : lines
    }
}
