import Commands
import NowPlaying
import Settings

/// The `?` overlay: every binding of the key map, keys of one command together, in groups
/// (Playback, Seek & bookmarks, …) that flow into as many columns as the screen holds; what
/// does not fit goes on to further pages, which the arrows turn. A long summary wraps, never cut.
struct HelpView {
    let glyphs: Glyphs
    let palette: Palette

    func draw(over screen: Rect, state: TileState, into grid: inout CellGrid) -> [HitRegion] {
        let layout = HelpLayout(keys: state.keys, intervals: state.intervals, unicode: glyphs == .unicode,
                                columns: screen.width, rows: screen.height)
        guard !layout.pages.isEmpty else { return [] }
        let page = min(max(0, state.helpPage), layout.pages.count - 1)
        let perPage = layout.columnsPerPage
        let width = min(screen.width, perPage * layout.entryWidth + (perPage - 1) * HelpLayout.gap + HelpLayout.margin.columns)
        let box = screen.centered(width: width, height: min(screen.height, layout.tallest + HelpLayout.margin.rows))
        let frame = BoxView(glyphs: glyphs, palette: palette)
        frame.draw(box, title: "Keys", into: &grid)
        let turn = "page \(page + 1)/\(layout.pages.count) \(glyphs == .unicode ? "↓↑" : "up/down")"
        let told = turn + glyphs.separator + "any other key closes"
        let closing = layout.pages.count == 1 ? "any key closes" : DisplayWidth.of(told) + 8 <= box.width ? told : turn
        frame.label(closing, in: box, top: false, alignment: .trailing, style: palette.secondary, into: &grid)
        let rows = box.height - HelpLayout.margin.rows
        guard rows > 0, box.width > HelpLayout.margin.columns else { return [HitRegion(box, .overlay)] }
        for (index, column) in layout.pages[page].enumerated() {
            let x = box.x + 3 + index * (layout.entryWidth + HelpLayout.gap)
            var y = box.y + 2
            for line in column {
                // Only an entry taller than the whole screen is left unfinished.
                guard y < box.y + 2 + rows else { break }
                switch line {
                case nil: break
                case let .heading(title)?:
                    grid.put(title, x: x, y: y, style: palette.title.with(.bold), maxWidth: layout.entryWidth)
                case let .entry(keys, summary)?:
                    for row in 0..<max(keys.count, summary.count) where y + row < box.y + 2 + rows {
                        if row < keys.count {
                            grid.put(keys[row], x: x, y: y + row, style: palette.accent, maxWidth: layout.keyWidth)
                        }
                        if row < summary.count {
                            grid.put(summary[row], x: x + layout.keyWidth + 2, y: y + row, style: palette.text,
                                     maxWidth: layout.summaryWidth)
                        }
                    }
                }
                y += line?.height ?? 1
            }
        }
        return [HitRegion(box, .overlay)]
    }

    /// One command as help lists it: its keys ("space p") and what it does.
    typealias Entry = (keys: String, summary: String)

    /// The key map's entries in their groups, each group in the key map's order; empty groups left out.
    static func groups(_ keys: KeyBindings, intervals: SkipIntervals, unicode: Bool) -> [(group: HelpGroup, entries: [Entry])] {
        var commands: [Instruction] = []
        for binding in keys.bindings where !commands.contains(binding.command) { commands.append(binding.command) }
        var groups: [(group: HelpGroup, entries: [Entry])] = []
        for group in HelpGroup.allCases {
            var entries: [Entry] = []
            for command in commands where HelpGroup.of(command) == group {
                let names = keys.keys(for: command).map { keyLabel($0, unicode: unicode) }
                entries.append((names.joined(separator: " "), summary(command, intervals: intervals)))
            }
            if group == .queue { entries += queuePanelKeys }
            if !entries.isEmpty { groups.append((group, entries)) }
        }
        return groups
    }

    /// The queue panel's own keys, which only it takes (the key map's `clear`, `crop` and
    /// `save-queue` work there too; `u`, undo, is the key map's).
    static let queuePanelKeys: [Entry] = [("d s c C", "in the queue: remove, save, clear, crop")]

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
        case let .seekPercent(share): return "go to \(TimeText.interval(share))% of the length"
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
        case .together(.toggle): return "join or leave the Syncplay room"
        default: return vocabularySummary(command.text)
        }
    }

    /// The vocabulary's summary of the word a command is written with.
    private static func vocabularySummary(_ text: String) -> String {
        let name = text.split(separator: " ").first.map(String.init) ?? text
        return Vocabulary.entry(named: name)?.summary ?? name
    }
}
