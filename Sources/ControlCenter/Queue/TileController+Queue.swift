import NowPlaying
import Settings

extension TileController {
    /// Opens the queue panel, or says why it cannot.
    func openQueue(now: Double) {
        apply(queueList.open(info, screenRows: panelRows), from: .queue, now: now)
        if queueList.panel != nil { overlay = .queue }
    }

    /// Asks the source for what the next frame needs and the controller lacks: the queue's
    /// visible rows, in the open panel or the queue pane. True when it asked for something.
    @discardableResult
    public func requestMissing() -> Bool {
        guard overlay == .queue || showsQueuePane, let rows = queueList.neededRows(info, screenRows: panelRows) else {
            return false
        }
        ask(.queueRows(rows))
        return true
    }

    /// Whether the queue pane shows beside the Now Playing column, following playback.
    private var showsQueuePane: Bool {
        overlay != .library && !isFullscreen && tileLayout.panes.contains { $0.kind == .queue }
    }

    /// The panel as drawn while it is open; else the queue pane while it shows.
    func queueSnapshot() -> QueuePanelSnapshot? {
        guard overlay == .queue else { return showsQueuePane ? queueList.paneSnapshot(info, screenRows: panelRows) : nil }
        guard var snapshot = queueList.snapshot(info, screenRows: panelRows) else { return nil }
        snapshot.title = listsPlayers ? "Players" : "Queue"
        snapshot.isQueue = !listsPlayers
        return snapshot
    }
}
