import Commands
import NowPlaying
import Settings

/// The `?` overlay: every binding of the key map, keys of one command together, in the
/// key map's order; two columns when the terminal is wide enough. A long summary wraps.
struct HelpView {
    let glyphs: Glyphs
    let palette: Palette

    func draw(over screen: Rect, state: TileState, into grid: inout CellGrid) -> [HitRegion] {
        let entries = Self.entries(state.keys, intervals: state.intervals, unicode: glyphs == .unicode)
        guard !entries.isEmpty else { return [] }
        let keyWidth = min(14, entries.map { DisplayWidth.of($0.keys) }.max() ?? 0)
        let summaryWidth = min(30, entries.map { DisplayWidth.of($0.summary) }.max() ?? 0)
        let entryWidth = keyWidth + 2 + summaryWidth
        let twoColumns = screen.width >= entryWidth * 2 + 10 && entries.count > 8
        let width = min(screen.width, (twoColumns ? entryWidth * 2 + 4 : entryWidth) + 6)
        // Keys or a summary longer than its column wrap onto the rows below, never cut.
        let room = max(1, min(summaryWidth, width - 8 - keyWidth))
        let blocks = entries.map { Block(keys: Self.wrapped($0.keys, to: keyWidth), summary: Self.wrapped($0.summary, to: room)) }
        let columns = twoColumns ? Self.halves(blocks, rows: screen.height - 4) : [blocks[...]]
        let tallest = columns.map { Self.rows($0) }.max() ?? 0
        let box = screen.centered(width: width, height: min(screen.height, tallest + 4))
        let frame = BoxView(glyphs: glyphs, palette: palette)
        frame.draw(box, title: "Keys", into: &grid)
        frame.label("any key closes", in: box, top: false, alignment: .trailing, style: palette.secondary, into: &grid)
        let rows = box.height - 4
        guard rows > 0, width - 8 - keyWidth >= 1 else { return [HitRegion(box, .overlay)] }
        for (index, column) in columns.enumerated() {
            let x = box.x + 3 + index * (entryWidth + 4)
            // A column that does not fit keeps its last row to say that more follows.
            let usable = Self.rows(column) <= rows ? rows : rows - 1
            var row = 0
            for block in column {
                guard row + block.height <= usable else {
                    grid.put(glyphs.ellipsis, x: x + keyWidth + 2, y: box.y + 2 + row, style: palette.text)
                    break
                }
                for line in 0..<block.height {
                    if line < block.keys.count {
                        grid.put(block.keys[line], x: x, y: box.y + 2 + row, style: palette.accent, maxWidth: keyWidth)
                    }
                    if line < block.summary.count {
                        grid.put(block.summary[line], x: x + keyWidth + 2, y: box.y + 2 + row, style: palette.text,
                                 maxWidth: room)
                    }
                    row += 1
                }
            }
        }
        return [HitRegion(box, .overlay)]
    }

    /// One entry as drawn: its keys and its summary, each wrapped to its column.
    private struct Block {
        let keys: [String]
        let summary: [String]
        var height: Int { max(keys.count, summary.count) }
    }

    /// `text` wrapped to `width`, one empty line for no text.
    private static func wrapped(_ text: String, to width: Int) -> [String] {
        let lines = DisplayWidth.wrapped(text, to: width)
        return lines.isEmpty ? [""] : lines
    }

    /// The rows a column of entries takes.
    private static func rows(_ blocks: ArraySlice<Block>) -> Int {
        blocks.reduce(0) { $0 + $1.height }
    }

    /// Two columns of entries: the first takes them until it holds half of the rows, or more
    /// while the second would not fit in `rows` and the first has room.
    private static func halves(_ blocks: [Block], rows limit: Int) -> [ArraySlice<Block>] {
        let total = rows(blocks[...])
        var split = 0, taken = 0
        while split < blocks.count,
              taken < (total + 1) / 2 || (total - taken > limit && taken + blocks[split].height <= limit) {
            taken += blocks[split].height
            split += 1
        }
        return [blocks[..<split], blocks[split...]]
    }

    /// One line per command: its keys ("space p") and what it does.
    static func entries(_ keys: KeyBindings, intervals: SkipIntervals, unicode: Bool) -> [(keys: String, summary: String)] {
        var commands: [Instruction] = []
        for binding in keys.bindings where !commands.contains(binding.command) { commands.append(binding.command) }
        return commands.map { command in
            let names = keys.keys(for: command).map { keyLabel($0, unicode: unicode) }
            return (names.joined(separator: " "), summary(command, intervals: intervals))
        }
    }

    /// A key as help shows it: arrows as arrows.
    static func keyLabel(_ key: KeyName, unicode: Bool) -> String {
        guard unicode, case let .named(named) = key.base, key.modifiers.isEmpty else { return key.description }
        switch named {
        case .left: return "←"
        case .right: return "→"
        case .up: return "↑"
        case .down: return "↓"
        default: return key.description
        }
    }

    /// What a command does, with its number filled in.
    static func summary(_ instruction: Instruction, intervals: SkipIntervals) -> String {
        guard case let .player(command) = instruction else { return vocabularySummary(instruction.text) }
        switch command {
        case let .skipForward(seconds): return "skip forward \(TimeText.interval(seconds ?? intervals.forward)) s"
        case let .skipBackward(seconds): return "skip back \(TimeText.interval(seconds ?? intervals.backward)) s"
        case let .volumeUp(step): return "volume up \(TimeText.interval(step ?? 5))%"
        case let .volumeDown(step): return "volume down \(TimeText.interval(step ?? 5))%"
        case let .seek(to): return "go to \(TimeText.format(to))"
        case let .setSpeed(rate): return "speed \(TimeText.interval(rate))×"
        case let .setVolume(volume): return "volume \(TimeText.interval(volume))%"
        case let .view(n): return "multiview: hear view \(n)"
        case .skipAd: return "skip the ad once allowed"
        // A key sends these without their argument: what the vocabulary says of the argument
        // ("toggles without a word") is not the key's to say.
        case .shuffle(nil): return "shuffle on or off"
        case .repeatMode(nil): return "repeat none, track or queue"
        case .bookmarkAdd(nil): return "bookmark the place playing"
        case .pressAction: return "press the action (Skip Intro)"
        default: return vocabularySummary(command.text)
        }
    }

    /// The vocabulary's summary of the word a command is written with.
    private static func vocabularySummary(_ text: String) -> String {
        let name = text.split(separator: " ").first.map(String.init) ?? text
        return Vocabulary.entry(named: name)?.summary ?? name
    }
}
