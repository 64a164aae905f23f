import Commands

/// The edits of a session's queue that take more than one step (open, clear, crop, undo), and
/// the record that makes every edit undoable, wherever it came from: a key, the socket, MPRIS,
/// the stage's `add` of a folder or playlist, `load`. Each edit is a `PlayQueue` mutation;
/// this carries out what it means for the players.
public struct QueueEditor {
    private unowned let session: NowPlayingSession

    /// Edits `session`'s queue.
    public init(_ session: NowPlayingSession) {
        self.session = session
    }

    /// Runs an edit; when it changed the queue, the queue before it is kept for `undo`, with
    /// where the item playing then had got to.
    public func recording<Failure: Error>(_ edit: () throws(Failure) -> RemoteCommandStatus) throws(Failure) -> RemoteCommandStatus {
        var before = session.queue.snapshot()
        before.position = session.currentItem == nil ? nil : session.playback.playerMediaTime
        defer {
            if session.queue.revision != before.revision { session.queue.history.record(before) }
        }
        return try edit()
    }

    /// Makes the edits that come until `end` is called one step of undo: `schedule` is told
    /// when a group begins and calls `end` when it is over (the stage: at the end of the loop's
    /// turn, so a batch of commands sent together is undone together).
    public func groupEdits(_ schedule: @escaping (_ end: @escaping () -> Void) -> Void) {
        session.queue.history.onEdit = { [unowned session] in
            schedule { QueueEditor(session).endGroup() }
        }
    }

    /// The group of edits under way is over: the next edit is a step of undo of its own.
    public func endGroup() {
        session.queue.history.joining = false
    }

    /// Carries out `open` or `add` with `items`, what the command's location names (the stage
    /// expands a folder or playlist into them), as one undoable edit.
    public func add(_ command: Command, items: [MediaItem]) -> RemoteCommandStatus {
        recording {
            switch command {
            case .open: return open(items)
            case let .add(_, placement, startsIdle):
                session.add(items, placement, startsIdle: startsIdle)
                return .success
            default: return .unsupported
            }
        }
    }

    /// Adds items at the end of the queue and plays the first of them.
    private func open(_ items: [MediaItem]) -> RemoteCommandStatus {
        guard !items.isEmpty else { return .noSuchContent }
        let index = session.queue.count
        session.add(items)
        guard session.currentIndex != index else { return .success }
        session.queue.noteSuccess()
        session.start(index)
        return .success
    }

    /// Empties the queue and stops.
    func clear() -> RemoteCommandStatus {
        let count = session.queue.count
        guard count > 0 else { return .commandFailed("The queue is already empty") }
        session.queue.removeAll()
        // The player stays, idle, for `undo` or what is added next: the queue did not play out.
        session.finishQueue(announcing: false)
        session.infoCenter.post(feedback: "Cleared \(Self.items(count)) · u undoes")
        return .success
    }

    /// Keeps only the item playing, which plays on.
    func crop() -> RemoteCommandStatus {
        let count = session.queue.count
        guard session.queue.crop() else { return .noActionableNowPlayingItem }
        session.infoCenter.post(feedback: "Kept the item playing, removed \(Self.items(count - 1))")
        return .success
    }

    /// Brings back the queue before its last edit. The item playing plays on, uninterrupted,
    /// when that queue holds it too; otherwise the item that was playing then starts again
    /// where it was, or playback stops when none was.
    func undo() -> RemoteCommandStatus {
        guard let last = session.queue.history.takeLast() else { return .commandFailed("Nothing to undo") }
        let playing = session.currentIndex.map { session.queue.ids[$0] }
        let paused = session.state == .paused
        session.queue.restore(last)
        if let playing, let index = session.queue.ids.firstIndex(of: playing) {
            session.queue.start(index)
        } else if let index = last.currentIndex {
            let start = session.queue.items[index].startTime
            session.queue.update(at: index) { $0.startTime = last.position ?? start }
            session.start(index, paused: paused)
            session.queue.update(at: index) { $0.startTime = start }
        } else if playing != nil {
            session.finishQueue()
        }
        session.infoCenter.post(feedback: "Undone · \(Self.items(session.queue.count)) in the queue")
        return .success
    }

    /// "1 item", "13 items".
    public static func items(_ count: Int) -> String {
        count == 1 ? "1 item" : "\(count) items"
    }
}
