import Commands
import Library
import NowPlaying
import Settings

/// The last session as a start puts it back: the queue's order, shuffled order and repeat,
/// the current item (at its place, paused). Its items go into `QueuePlan.items`.
public struct RestoredSession {
    /// The indices in their shuffled order, when the queue was shuffled.
    public var shuffledOrder: [Int]?
    /// The repeat mode.
    public var repeatMode: RepeatMode
    /// The current item's index.
    public var current: Int?

    /// The queue to give the session, built over `items` (the plan's, resume positions applied).
    public func queue(of items: [MediaItem]) -> PlayQueue {
        PlayQueue(restoring: items, shuffledOrder: shuffledOrder, repeatMode: repeatMode)
    }

    /// Reads `store`: the items with what their sidecars add, and what to restore; nil with
    /// nothing saved, an empty queue, or a damaged store (one line in `messages`: the player
    /// starts empty). Items whose files are gone are kept: they fail when played, with their
    /// line, as any other item does; dropping them would lose them for good when a disk was
    /// only not mounted yet.
    static func load(from store: SessionStore, config: Config, resumes: Bool, messages: inout [String])
        -> (items: [MediaItem], restored: RestoredSession)? {
        let saved: SavedSession
        switch store.load() {
        case .success(nil): return nil
        case let .success(session?): saved = session
        case let .failure(damage):
            messages.append("the last session cannot be restored (\(Sanitized.line(store.directory)): "
                            + "\(Sanitized.line(damage.reason))): starting empty")
            return nil
        }
        messages += saved.notices.map { "session: \(Sanitized.line($0))" }
        guard !saved.queue.items.isEmpty else { return nil }
        let current = saved.currentIndex
        var items: [MediaItem] = []
        items.reserveCapacity(saved.queue.items.count)
        for (index, entry) in saved.queue.items.enumerated() {
            var item = SidecarItems.item(for: entry.location, sidecarPath: nil, config: config, warnings: &messages)
            item.playlistTitle = entry.title
            item.listedDuration = entry.length
            // The resume store holds the newest position of an item it remembers: a start time
            // saved with the queue (a resume position applied when it was made) is older.
            item.startTime = resumes && ResumeKeeper.isRemembered(entry.location) ? nil : entry.startTime
            if index == current, let place = saved.place {
                item.startTime = place.location == entry.location ? place.position : item.startTime
            }
            items.append(item)
        }
        let repeatMode = RepeatMode(rawValue: saved.queue.repeatMode) ?? .none
        return (items, RestoredSession(shuffledOrder: saved.queue.shuffledOrder, repeatMode: repeatMode, current: current))
    }
}
