import Playback

/// Albums without gaps: keeps mpv's own playlist holding the item that plays once the current
/// one has played out, so that mpv opens it ahead and moves on by itself. It knows the player
/// and what it queued there; the session tells it the queue, the item, and whether anything of
/// its own holds the next item back.
final class GaplessPreloader {
    /// The queue entry the player holds after the current item: which one and what it opens.
    struct Entry: Equatable {
        let index: Int
        let url: String
        /// What the player opens for it (`MediaItem.openedURL`).
        let opened: String
    }

    /// Whether the next item is queued ahead at all.
    var isEnabled = true
    /// The item queued in the player after the current one.
    private(set) var queued: Entry?
    private let player: PlayerDriving

    init(player: PlayerDriving) {
        self.player = player
    }

    /// Queues the item that plays after the current one, replacing the one queued when it
    /// changed. Called before every snapshot: a queue edited, reordered or set to repeat, or an
    /// item jumped to, changes that item. `held` says the session starts the next item itself
    /// (an A-B loop, a sleep timer stopping at the item's end, an interstitial presenting).
    func prepare(queue: PlayQueue, item: ItemState, held: Bool) {
        let wanted = isEnabled && !held ? Self.candidate(queue: queue, item: item) : nil
        guard wanted != queued else { return }
        if queued != nil {
            queued = nil
            // Nothing queued is worse than the wrong thing queued: without the playlist cleared,
            // the current item's end is left to the session's own start of the next.
            guard (try? player.clearPlaylist()) != nil else { return }
        }
        guard let wanted else { return }
        do {
            // The current item has opened: its start position is spent, and the next starts at 0.
            try player.setOption("start", "none")
            try player.append(wanted.opened)
            queued = wanted
        } catch {
            try? player.clearPlaylist()
        }
    }

    /// Loading an item replaces mpv's whole playlist, the item queued after the last one with it.
    func forget() {
        queued = nil
    }

    /// The current item played out and the player moved on to entry `index`: true when that is
    /// the item queued here (the session then follows the player instead of loading it again).
    func take(_ index: Int, in queue: PlayQueue) -> Bool {
        guard let queued, queued.index == index, queue.items.indices.contains(index),
              queue.items[index].url == queued.url else { return false }
        self.queued = nil
        return true
    }

    /// The item to queue in the player now, if any. Only a plain item after a plain, opened one:
    /// an item that starts elsewhere than 0 or has interstitials is started by the session, as is
    /// the same item again (repeat track), and an item whose cover the player shows where the
    /// current one's is not (the option is the player's, not the file's).
    static func candidate(queue: PlayQueue, item: ItemState) -> Entry? {
        guard item.loaded, !item.loading, let current = queue.current, current.interstitials.isEmpty,
              let index = queue.afterEnd, index != queue.currentIndex, queue.items.indices.contains(index)
        else { return nil }
        let next = queue.items[index]
        guard next.startTime == nil, next.interstitials.isEmpty,
              ItemArtwork.playerShowsCover(next) == ItemArtwork.playerShowsCover(current) else { return nil }
        return Entry(index: index, url: next.url, opened: next.openedURL)
    }
}
