import Commands
import NowPlaying
import Settings

extension TileController {
    /// The queue panel's list rows for the screen's height.
    var queueListRows: Int { QueuePanelView.listRows(screenRows: screenRows) }

    /// How many items the queue holds, as the last snapshot says.
    private var queueTotal: Int { info?.queueCount ?? 0 }

    /// The matches of the search being typed, once the source has answered it.
    private var matches: [Int]? {
        guard let query = queuePanel?.query, let queueSearch, queueSearch.query == query else { return nil }
        return queueSearch.indices
    }

    /// Opens the queue panel on the item playing, or says why it cannot.
    func openQueue(now: Double) {
        guard queueTotal > 0 else {
            say("The queue is empty", now: now)
            return
        }
        var panel = QueuePanel()
        panel.top = max(0, (info?.queueIndex ?? 0) - queueListRows / 2)
        panel.move(to: info?.queueIndex ?? 0, count: queueTotal, listRows: queueListRows)
        queuePanel = panel
        overlay = .queue
    }

    /// Keys inside the queue panel; false when the key is not the panel's and goes on to the
    /// tile's bindings (space still pauses, x still shuffles) with the panel left open.
    func queueKey(_ key: KeyName, now: Double) -> Bool {
        guard var panel = queuePanel else {
            overlay = .none
            return false
        }
        let total = queueTotal, rows = queueListRows, shown = panel.count(total: total, matches: matches)
        defer { queuePanel = panel }
        if panel.query != nil {
            switch key.base {
            case .named(.esc): panel.endSearch(keep: false, total: total, matches: matches, listRows: rows)
            case .named(.enter): panel.endSearch(keep: true, total: total, matches: matches, listRows: rows)
            case .named(.backspace): panel.edit(adding: nil).map { ask(.searchQueue($0)) }
            case .named(.up): panel.move(to: panel.selected - 1, count: shown, listRows: rows)
            case .named(.down): panel.move(to: panel.selected + 1, count: shown, listRows: rows)
            case .named(.space): panel.edit(adding: " ").map { ask(.searchQueue($0)) }
            case let .character(character) where key.modifiers.subtracting(.shift).isEmpty:
                panel.edit(adding: character).map { ask(.searchQueue($0)) }
            default: break
            }
            return true
        }
        // The move keys come from the key map, so they may be any keys, even the panel's own.
        if let command = keys.command(for: key), command == .tile(.moveUp) || command == .tile(.moveDown) {
            moveHighlighted(by: command == .tile(.moveUp) ? -1 : 1, panel: &panel, now: now)
            return true
        }
        switch key.base {
        case .named(.up), .character("k"): panel.move(to: panel.selected - 1, count: total, listRows: rows)
        case .named(.down), .character("j"): panel.move(to: panel.selected + 1, count: total, listRows: rows)
        case .named(.pgup): panel.move(to: panel.selected - rows, count: total, listRows: rows)
        case .named(.pgdn): panel.move(to: panel.selected + rows, count: total, listRows: rows)
        case .named(.home), .character("g"): panel.move(to: 0, count: total, listRows: rows)
        case .named(.end), .character("G"): panel.move(to: total - 1, count: total, listRows: rows)
        case .character("/"): panel.beginSearch()
        case .named(.enter): perform(.playIndex(panel.selected + 1), now: now)
        case .named(.delete), .character("d"): perform(.remove(panel.selected + 1), now: now)
        case .named(.esc):
            overlay = .none
        default:
            if keys.command(for: key) == .tile(.queue) { overlay = .none }
            return keys.command(for: key) == .tile(.queue)
        }
        return true
    }

    /// Moves the highlighted item one place through the source, and the highlight with it.
    private func moveHighlighted(by step: Int, panel: inout QueuePanel, now: Double) {
        let from = panel.selected, to = from + step
        guard (0..<queueTotal).contains(to) else {
            return say(step < 0 ? "Already first in the queue" : "Already last in the queue", now: now)
        }
        perform(.move(from: from + 1, to: to + 1), now: now)
        panel.move(to: to, count: queueTotal, listRows: queueListRows)
    }

    /// A new snapshot while the panel is open: the highlight stays within the queue (or the
    /// matches), and the panel closes once the queue is empty.
    func queueDidChange() {
        guard var panel = queuePanel, overlay == .queue else { return }
        guard queueTotal > 0 else { return overlay = .none }
        panel.move(to: panel.selected, count: panel.count(total: queueTotal, matches: matches), listRows: queueListRows)
        queuePanel = panel
    }

    /// Asks the source for what the next frame needs and the controller lacks: the queue's
    /// visible rows. True when it asked for something.
    @discardableResult
    public func requestMissing() -> Bool {
        guard let rows = neededQueueRows() else { return false }
        ask(.queueRows(rows))
        return true
    }

    /// The rows to ask the source for when its last rows do not hold the visible ones at the
    /// queue's revision (nil when they do, or were asked for already).
    func neededQueueRows() -> [Int]? {
        guard overlay == .queue, let panel = queuePanel, let revision = info?.queueRevision else { return nil }
        let wanted = visibleIndices(panel).filter { $0 >= 0 }
        guard !wanted.isEmpty else { return nil }
        let covered = queueRows.map { rows in rows.revision == revision && wanted.allSatisfy { rows.row(at: $0) != nil } }
        if covered == true { return nil }
        if let askedRows, askedRows.revision == revision, askedRows.indices == wanted { return nil }
        askedRows = (wanted, revision)
        return wanted
    }

    private func visibleIndices(_ panel: QueuePanel) -> [Int] {
        var panel = panel
        let shown = panel.count(total: queueTotal, matches: matches)
        panel.scroll(count: shown, listRows: queueListRows)
        return (panel.top..<min(shown, panel.top + queueListRows)).map { panel.index(at: $0, matches: matches) }
    }

    /// The panel as drawn: only the rows that fit, each as the source last sent it (a row not
    /// come yet shows its number alone).
    func queueSnapshot() -> QueuePanelSnapshot? {
        guard overlay == .queue, var panel = queuePanel else { return nil }
        let shown = panel.count(total: queueTotal, matches: matches)
        panel.scroll(count: shown, listRows: queueListRows)
        let current = info?.queueIndex
        let lines = visibleIndices(panel).filter { $0 >= 0 }.map { index in
            queueRows?.row(at: index) ?? QueueRow(index: index, id: 0, title: "", isCurrent: index == current)
        }.map { row in
            var row = row
            row.isCurrent = row.index == current
            return row
        }
        return QueuePanelSnapshot(total: queueTotal, shown: shown, selected: panel.selected, top: panel.top,
                                  rows: lines, query: panel.query)
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
}
