import Commands

/// Where playback stops and where it stopped: stop-after (the end of the item playing holds the
/// queue there, the next item loaded paused), the item a person stopped at (`play` starts it
/// again), and the error of the last item that could not be played (shown until an item plays
/// or a person clears it, as MPD's `error:` is).
struct StopState {
    /// Whether playback stops at the end of the item playing.
    var stopAfter = StopAfter.off
    /// The queue id of the item a person stopped at.
    var stoppedItemID: Int?
    /// Why the last item that could not be played failed.
    var failure: String?

    /// Whether the end of the item playing holds the queue: under repeat track it plays again instead.
    func holds(under repeatMode: RepeatMode) -> Bool {
        stopAfter != .off && repeatMode != .track
    }

    /// The end of an item held the queue: a stop after this one item is spent.
    mutating func held() {
        if stopAfter == .once { stopAfter = .off }
    }

    /// Where the item a person stopped at is in `queue`, while the queue holds it.
    func stoppedIndex(in queue: PlayQueue) -> Int? {
        stoppedItemID.flatMap { queue.ids.firstIndex(of: $0) }
    }
}
