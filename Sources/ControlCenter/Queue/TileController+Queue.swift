import Commands
import NowPlaying
import Settings

extension TileController {
    /// The queue panel's list rows for the screen's height.
    var queueListRows: Int { QueuePanelView.listRows(screenRows: screenRows) }

    /// Opens the queue panel on the item playing, or says why it cannot.
    func openQueue(now: Double) {
        guard let listing = target.queueListing, listing.queueItemCount > 0 else {
            say("The queue is empty", now: now)
            return
        }
        var panel = QueuePanel()
        panel.top = max(0, (info?.queueIndex ?? 0) - queueListRows / 2)
        panel.move(to: info?.queueIndex ?? 0, total: listing.queueItemCount, listRows: queueListRows)
        queuePanel = panel
        overlay = .queue
    }

    /// Keys inside the queue panel; false when the key is not the panel's and goes on to the
    /// tile's bindings (space still pauses, x still shuffles) with the panel left open.
    func queueKey(_ key: KeyName, now: Double) -> Bool {
        guard var panel = queuePanel, let listing = target.queueListing else {
            overlay = .none
            return false
        }
        let total = listing.queueItemCount, rows = queueListRows
        defer { queuePanel = panel }
        if panel.query != nil {
            switch key.base {
            case .named(.esc): panel.endSearch(keep: false, total: total, listRows: rows)
            case .named(.enter): panel.endSearch(keep: true, total: total, listRows: rows)
            case .named(.backspace): panel.deleteBackward(total: total, listRows: rows)
            case .named(.up): panel.move(to: panel.selected - 1, total: total, listRows: rows)
            case .named(.down): panel.move(to: panel.selected + 1, total: total, listRows: rows)
            case .named(.space): panel.type(" ", listing: listing, listRows: rows)
            case let .character(character) where key.modifiers.subtracting(.shift).isEmpty:
                panel.type(character, listing: listing, listRows: rows)
            default: break
            }
            return true
        }
        // The move keys come from the key map, so they may be any keys, even the panel's own.
        if let command = keys.command(for: key), command == .moveUp || command == .moveDown {
            moveHighlighted(by: command == .moveUp ? -1 : 1, panel: &panel, total: total, now: now)
            return true
        }
        switch key.base {
        case .named(.up), .character("k"): panel.move(to: panel.selected - 1, total: total, listRows: rows)
        case .named(.down), .character("j"): panel.move(to: panel.selected + 1, total: total, listRows: rows)
        case .named(.pgup): panel.move(to: panel.selected - rows, total: total, listRows: rows)
        case .named(.pgdn): panel.move(to: panel.selected + rows, total: total, listRows: rows)
        case .named(.home), .character("g"): panel.move(to: 0, total: total, listRows: rows)
        case .named(.end), .character("G"): panel.move(to: total - 1, total: total, listRows: rows)
        case .character("/"): panel.beginSearch()
        case .named(.enter):
            perform(.playIndex(panel.index(at: panel.selected) + 1), now: now)
        case .named(.delete), .character("d"):
            let index = panel.index(at: panel.selected)
            perform(.remove(index + 1), now: now)
            if listing.queueItemCount < total {
                panel.removed(index, total: listing.queueItemCount, listRows: rows)
            }
            if listing.queueItemCount == 0 { overlay = .none }
        case .named(.esc):
            overlay = .none
        default:
            if keys.command(for: key) == .queue { overlay = .none }
            return keys.command(for: key) == .queue
        }
        return true
    }

    /// Moves the highlighted item one place through the session, and the highlight with it.
    private func moveHighlighted(by step: Int, panel: inout QueuePanel, total: Int, now: Double) {
        let from = panel.index(at: panel.selected), to = from + step
        guard (0..<total).contains(to) else {
            return say(step < 0 ? "Already first in the queue" : "Already last in the queue", now: now)
        }
        if perform(.move(from: from + 1, to: to + 1), now: now) == .success {
            panel.move(to: to, total: total, listRows: queueListRows)
        }
    }

    /// The panel as drawn: only the rows that fit, their titles asked for one by one.
    func queueSnapshot() -> QueuePanelSnapshot? {
        guard overlay == .queue, var panel = queuePanel, let listing = target.queueListing else { return nil }
        let total = listing.queueItemCount, rows = queueListRows
        panel.scroll(total: total, listRows: rows)
        let shown = panel.count(total: total)
        let visible = panel.top..<min(shown, panel.top + rows)
        let current = info?.queueIndex
        let lines = visible.map { position in
            let index = panel.index(at: position)
            return QueueRow(index: index, title: listing.title(ofItemAt: index), isCurrent: index == current)
        }
        return QueuePanelSnapshot(total: total, shown: shown, selected: panel.selected, top: panel.top,
                                  rows: lines, query: panel.query)
    }
}
