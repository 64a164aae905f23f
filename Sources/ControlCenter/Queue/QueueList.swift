import Commands
import NowPlaying
import Settings

/// The queue panel's side of the tile: the panel's state, the rows and the search answer the
/// source sent, and what the panel asks of it. Each call takes what it needs of the tile (the
/// snapshot, the key map, the screen's height) and answers with effects for the tile to carry
/// out, so it holds no reference to anything.
struct QueueList {
    /// What the tile must do for the panel.
    typealias Effect = PanelEffect

    /// The panel's highlight, scroll and search while it is open.
    private(set) var panel: QueuePanel?
    /// The queue's rows received last, and the answer to the last search.
    private var rows: QueueRows?
    private var search: QueueSearchResult?
    /// The rows asked for last, so that each set is asked for once per revision.
    private var askedRows: (indices: [Int], revision: Int)?

    /// The list rows of the panel for a screen this tall.
    static func listRows(screenRows: Int) -> Int { QueuePanelView.listRows(screenRows: screenRows) }

    /// Takes rows or a search answer the source sent.
    mutating func receive(_ value: NowPlayingValue) {
        switch value {
        case let .queueRows(received): rows = received
        case let .queueSearch(result): search = result
        default: break
        }
    }

    /// The matches of the search being typed, once the source has answered it.
    private var matches: [Int]? {
        guard let query = panel?.query, let search, search.query == query else { return nil }
        return search.indices
    }

    /// Opens the panel on the item playing, or says why it cannot.
    mutating func open(_ info: NowPlayingInfo?, screenRows: Int) -> [Effect] {
        let total = info?.queueCount ?? 0, listRows = Self.listRows(screenRows: screenRows)
        guard total > 0 else { return [.say("The queue is empty")] }
        var opened = QueuePanel()
        opened.top = max(0, (info?.queueIndex ?? 0) - listRows / 2)
        opened.move(to: info?.queueIndex ?? 0, count: total, listRows: listRows)
        panel = opened
        return []
    }

    /// A key inside the open panel: its effects, or nil when the key is not the panel's and goes
    /// on to the tile's bindings (space still pauses, x still shuffles) with the panel left open.
    mutating func key(_ key: KeyName, info: NowPlayingInfo?, keys: KeyBindings, screenRows: Int) -> [Effect]? {
        guard var panel else { return [.close] }
        let total = info?.queueCount ?? 0, rows = Self.listRows(screenRows: screenRows)
        let shown = panel.count(total: total, matches: matches)
        defer { self.panel = panel }
        if panel.saveName != nil { return Self.nameKey(key, panel: &panel) }
        if panel.query != nil {
            var effects: [Effect] = []
            switch key.base {
            case .named(.esc): panel.endSearch(keep: false, total: total, matches: matches, listRows: rows)
            case .named(.enter): panel.endSearch(keep: true, total: total, matches: matches, listRows: rows)
            case .named(.backspace): panel.edit(adding: nil).map { effects.append(.ask(.searchQueue($0))) }
            case .named(.up): panel.move(to: panel.selected - 1, count: shown, listRows: rows)
            case .named(.down): panel.move(to: panel.selected + 1, count: shown, listRows: rows)
            case .named(.space): panel.edit(adding: " ").map { effects.append(.ask(.searchQueue($0))) }
            case let .character(character) where key.modifiers.subtracting(.shift).isEmpty:
                panel.edit(adding: character).map { effects.append(.ask(.searchQueue($0))) }
            default: break
            }
            return effects
        }
        // The move and edit keys of the key map may be any keys, even the panel's own.
        switch keys.command(for: key) {
        case let command? where command == .tile(.moveUp) || command == .tile(.moveDown):
            return moveHighlighted(by: command == .tile(.moveUp) ? -1 : 1, panel: &panel, total: total, listRows: rows)
        case .player(.undo)?, .player(.clear)?, .player(.crop)?: return nil
        case .tile(.saveQueue)?:
            panel.saveName = ""
            return []
        default: break
        }
        switch key.base {
        case .named(.up), .character("k"): panel.move(to: panel.selected - 1, count: total, listRows: rows)
        case .named(.down), .character("j"): panel.move(to: panel.selected + 1, count: total, listRows: rows)
        case .named(.pgup): panel.move(to: panel.selected - rows, count: total, listRows: rows)
        case .named(.pgdn): panel.move(to: panel.selected + rows, count: total, listRows: rows)
        case .named(.home), .character("g"): panel.move(to: 0, count: total, listRows: rows)
        case .named(.end), .character("G"): panel.move(to: total - 1, count: total, listRows: rows)
        case .character("/"): panel.beginSearch()
        case .named(.enter): return [.perform(.playIndex(panel.selected + 1))]
        case .named(.delete), .character("d"): return [.perform(.remove(panel.selected + 1))]
        case .character("u"): return [.perform(.undo)]
        case .character("c"): return [.perform(.clear)]
        case .character("C"): return [.perform(.crop)]
        case .character("s"): panel.saveName = ""
        case .character("w"):
            guard let row = self.rows?.row(at: panel.index(at: panel.selected, matches: matches)) else { return [] }
            return [.perform(.pip(row.path)), .close]
        case .named(.esc): return [.close]
        default:
            return keys.command(for: key) == .tile(.queue) ? [.close] : nil
        }
        return []
    }

    /// A key while the name to save the queue under is typed: Enter saves (the player checks
    /// the name and says why it will not do), Esc or Enter on nothing leaves it unsaved.
    private static func nameKey(_ key: KeyName, panel: inout QueuePanel) -> [Effect] {
        var name = panel.saveName ?? ""
        switch LineEditing.apply(key, to: &name) {
        case .cancel: panel.saveName = nil
        case .ignored: break
        case .edited: panel.saveName = name
        case .submit:
            panel.saveName = nil
            if !name.allSatisfy(\.isWhitespace) { return [.perform(.save(name))] }
        }
        return []
    }

    /// Moves the highlighted item one place through the source, and the highlight with it.
    private func moveHighlighted(by step: Int, panel: inout QueuePanel, total: Int, listRows: Int) -> [Effect] {
        let from = panel.selected, to = from + step
        guard (0..<total).contains(to) else {
            return [.say(step < 0 ? "Already first in the queue" : "Already last in the queue")]
        }
        panel.move(to: to, count: total, listRows: listRows)
        return [.perform(.move(from: from + 1, to: to + 1))]
    }

    /// A new snapshot: the highlight stays within the queue (or the matches), and the panel
    /// closes once the queue is empty.
    mutating func queueChanged(_ info: NowPlayingInfo, screenRows: Int) -> [Effect] {
        guard var panel else { return [] }
        guard info.queueCount > 0 else { return [.close] }
        panel.move(to: panel.selected, count: panel.count(total: info.queueCount, matches: matches),
                   listRows: Self.listRows(screenRows: screenRows))
        self.panel = panel
        return []
    }

    /// The panel is closed.
    mutating func close() {
        panel = nil
    }

    /// The rows to ask the source for when its last rows do not hold the visible ones at the
    /// queue's revision (nil when they do, or were asked for already): the open panel's, else
    /// the queue pane's.
    mutating func neededRows(_ info: NowPlayingInfo?, screenRows: Int) -> [Int]? {
        guard let revision = info?.queueRevision else { return nil }
        let visible = panel.map { visibleIndices($0, total: info?.queueCount ?? 0, screenRows: screenRows) }
        let wanted = (visible ?? followedIndices(info, screenRows: screenRows)).filter { $0 >= 0 }
        guard !wanted.isEmpty else { return nil }
        let covered = rows.map { rows in rows.revision == revision && wanted.allSatisfy { rows.row(at: $0) != nil } }
        if covered == true { return nil }
        if let askedRows, askedRows.revision == revision, askedRows.indices == wanted { return nil }
        askedRows = (wanted, revision)
        return wanted
    }

    /// The queue pane's rows while the panel is closed: the item playing a third of the way down.
    private func followedIndices(_ info: NowPlayingInfo?, screenRows: Int) -> [Int] {
        let total = info?.queueCount ?? 0, listRows = Self.listRows(screenRows: screenRows)
        let top = LyricsView.firstRow(count: total, rows: listRows, focus: info?.queueIndex, synced: true)
        return Array(top..<max(top, min(total, top + listRows)))
    }

    /// The queue pane as drawn while the panel is closed: it follows the item playing.
    func paneSnapshot(_ info: NowPlayingInfo?, screenRows: Int) -> QueuePanelSnapshot {
        let total = info?.queueCount ?? 0, current = info?.queueIndex
        let indices = followedIndices(info, screenRows: screenRows)
        let lines = indices.map { index in
            var row = rows?.row(at: index) ?? QueueRow(index: index, id: 0, title: "", isCurrent: false)
            row.isCurrent = index == current
            return row
        }
        var snapshot = QueuePanelSnapshot(total: total, shown: total, selected: current ?? 0, top: indices.first ?? 0,
                                          rows: lines, query: nil)
        snapshot.isFocused = false
        return snapshot
    }

    private func visibleIndices(_ panel: QueuePanel, total: Int, screenRows: Int) -> [Int] {
        var panel = panel
        let shown = panel.count(total: total, matches: matches), listRows = Self.listRows(screenRows: screenRows)
        panel.scroll(count: shown, listRows: listRows)
        return (panel.top..<min(shown, panel.top + listRows)).map { panel.index(at: $0, matches: matches) }
    }

    /// The panel as drawn: only the rows that fit, each as the source last sent it (a row not
    /// come yet shows its number alone).
    func snapshot(_ info: NowPlayingInfo?, screenRows: Int) -> QueuePanelSnapshot? {
        guard var panel else { return nil }
        let total = info?.queueCount ?? 0, shown = panel.count(total: total, matches: matches)
        panel.scroll(count: shown, listRows: Self.listRows(screenRows: screenRows))
        let current = info?.queueIndex
        let lines = visibleIndices(panel, total: total, screenRows: screenRows).filter { $0 >= 0 }.map { index in
            var row = rows?.row(at: index) ?? QueueRow(index: index, id: 0, title: "", isCurrent: false)
            row.isCurrent = index == current
            return row
        }
        var snapshot = QueuePanelSnapshot(total: total, shown: shown, selected: panel.selected, top: panel.top, rows: lines,
                                          query: panel.query)
        snapshot.saveName = panel.saveName
        return snapshot
    }
}

/// The queue panel as the view draws it: only the rows that fit on the screen.
public struct QueuePanelSnapshot: Sendable, Equatable {
    /// How many items the queue holds.
    public var total: Int
    /// How many the list shows: all, or the search's matches.
    public var shown: Int
    /// The highlighted position in the list.
    public var selected: Int
    /// The list's first visible position.
    public var top: Int
    /// The visible rows, from `top`.
    public var rows: [QueueRow]
    /// The search typed so far, while searching.
    public var query: String?
    /// The name typed to save the queue under, while typing it.
    public var saveName: String?
    /// The panel's title: what the list holds.
    public var title = "Queue"
    /// Whether the list is the queue, with its modes and edits, rather than the players.
    public var isQueue = true
    /// Whether the panel has the keys; a queue pane that only follows playback has not.
    public var isFocused = true
}
