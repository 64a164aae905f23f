import NowPlaying
import Settings

extension TileController {
    /// Opens the queue panel, or says why it cannot.
    func openQueue(now: Double) {
        apply(queueList.open(info, screenRows: screenRows), from: .queue, now: now)
        if queueList.panel != nil { overlay = .queue }
    }

    /// Asks the source for what the next frame needs and the controller lacks: the queue's
    /// visible rows. True when it asked for something.
    @discardableResult
    public func requestMissing() -> Bool {
        guard overlay == .queue, let rows = queueList.neededRows(info, screenRows: screenRows) else { return false }
        ask(.queueRows(rows))
        return true
    }

    /// The panel as drawn, while it is open.
    func queueSnapshot() -> QueuePanelSnapshot? {
        guard overlay == .queue, var snapshot = queueList.snapshot(info, screenRows: screenRows) else { return nil }
        snapshot.title = listsPlayers ? "Players" : "Queue"
        snapshot.isQueue = !listsPlayers
        return snapshot
    }
}
