import NowPlaying
import Settings

extension TileController {
    /// Opens the queue panel, or says why it cannot.
    func openQueue(now: Double) {
        apply(queueList.open(info, screenRows: screenRows), now: now)
        if queueList.panel != nil { overlay = .queue }
    }

    /// Keys inside the queue panel; false when the key is not the panel's and goes on to the tile.
    func queueKey(_ key: KeyName, now: Double) -> Bool {
        guard let effects = queueList.key(key, info: info, keys: keys, screenRows: screenRows) else { return false }
        apply(effects, now: now)
        return true
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

    func apply(_ effects: [QueueList.Effect], now: Double) {
        for effect in effects {
            switch effect {
            case let .perform(command): perform(command, now: now)
            case let .ask(intent): ask(intent)
            case let .say(text): say(text, now: now)
            case .close:
                // The panel's state goes first: closing may switch the source's list (onListClose).
                queueList.close()
                if overlay == .queue { overlay = .none }
            }
        }
    }
}
