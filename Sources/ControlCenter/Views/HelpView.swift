import Commands
import NowPlaying
import Settings

/// The `?` overlay: every binding of the key map, keys of one command together, in the
/// key map's order; two columns when the terminal is wide enough.
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
        let perColumn = twoColumns ? (entries.count + 1) / 2 : entries.count
        let width = min(screen.width, (twoColumns ? entryWidth * 2 + 4 : entryWidth) + 6)
        let height = min(screen.height, perColumn + 4)
        let box = screen.centered(width: width, height: height)
        let frame = BoxView(glyphs: glyphs, palette: palette)
        frame.draw(box, title: "Keys", into: &grid)
        frame.label("any key closes", in: box, top: false, alignment: .trailing, style: palette.secondary, into: &grid)
        let rows = box.height - 4
        guard rows > 0 else { return [HitRegion(box, .overlay)] }
        for (index, entry) in entries.enumerated() {
            let column = index / perColumn, row = index % perColumn
            guard row < rows else { continue }
            let x = box.x + 3 + column * (entryWidth + 4)
            let room = box.maxX - 3 - x
            guard room > keyWidth + 2 else { continue }
            let last = row == rows - 1 && index + 1 < entries.count && (column == 1 || !twoColumns)
            let summary = last && rows < perColumn ? glyphs.ellipsis : entry.summary
            grid.put(DisplayWidth.truncated(entry.keys, to: keyWidth, ellipsis: glyphs.ellipsis),
                     x: x, y: box.y + 2 + row, style: palette.accent)
            let summaryRoom = min(summaryWidth, room - keyWidth - 2)
            grid.put(DisplayWidth.truncated(summary, to: summaryRoom, ellipsis: glyphs.ellipsis),
                     x: x + keyWidth + 2, y: box.y + 2 + row, style: palette.text)
        }
        return [HitRegion(box, .overlay)]
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
