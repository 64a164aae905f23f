/// Puts a saved queue back into a session: its own type, so that restoring does not grow
/// `NowPlayingSession`.
public enum QueueRestore {
    /// Gives `session` the queue `queue` (from `PlayQueue(restoring:…)`) and loads the item at
    /// `current` paused, at its start time: a player that started playing by itself at login
    /// would surprise people; the tile shows the item, and play (space) goes on. Without a
    /// current item the queue waits, nothing loaded.
    public static func restore(_ queue: PlayQueue, current: Int?, into session: NowPlayingSession) {
        session.queue = queue
        guard let current, queue.items.indices.contains(current) else { return session.publish(force: true) }
        session.start(current, paused: true)
    }
}
