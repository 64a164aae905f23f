import Playback

/// The queue entry the player holds after the current item: which one and what it opens.
struct GaplessEntry: Equatable {
    let index: Int
    let url: String
}

extension NowPlayingSession {
    /// Keeps mpv's own playlist holding the item that plays once the current one has played out,
    /// so that mpv opens it ahead and moves on without a gap (an album's consecutive tracks). It
    /// is called before every snapshot: a queue edited, reordered or set to repeat, or an item
    /// jumped to, changes that item, and the one queued is replaced.
    func prepareGaplessNext() {
        let wanted = gaplessCandidate()
        guard wanted != gaplessNext else { return }
        if gaplessNext != nil {
            gaplessNext = nil
            // Nothing queued is worse than the wrong thing queued: without the playlist cleared,
            // the current item's end is left to the session's own start of the next.
            guard (try? primary.clearPlaylist()) != nil else { return }
        }
        guard let wanted else { return }
        do {
            // The current item has opened: its start position is spent, and the next starts at 0.
            try primary.setOption("start", "none")
            try primary.append(wanted.url)
            gaplessNext = wanted
        } catch {
            try? primary.clearPlaylist()
        }
    }

    /// The item to queue in the player now, if any. Only a plain item after a plain one: an item
    /// that starts elsewhere than 0 or has interstitials is started by the session, as is the
    /// same item again (repeat track), anything after an A-B loop or under a sleep timer that
    /// stops at the item's end, and an item whose cover the
    /// player shows where the current one's is not (the option is the player's, not the file's).
    private func gaplessCandidate() -> GaplessEntry? {
        guard playsGapless, !isLooping, !sleepTimer.stopsAtItemEnd, playback.item.loaded, !playback.item.loading, interstitials.presenting == nil,
              let current = queue.current, current.interstitials.isEmpty,
              let index = queue.afterEnd, index != queue.currentIndex, queue.items.indices.contains(index)
        else { return nil }
        let next = queue.items[index]
        guard next.startTime == nil, next.interstitials.isEmpty,
              ItemArtwork.playerShowsCover(next) == ItemArtwork.playerShowsCover(current) else { return nil }
        return GaplessEntry(index: index, url: next.url)
    }

    /// The current item played out and the player has moved on to the queued one by itself: the
    /// session follows it instead of loading it again. False when the player queued something else.
    func followGaplessNext(_ index: Int) -> Bool {
        guard let queued = gaplessNext, queued.index == index, queue.items.indices.contains(index),
              queue.items[index].url == queued.url else { return false }
        gaplessNext = nil
        dismissInterstitial()
        queue.start(index)
        interstitials.reset()
        itemArtwork.forget()
        lookForLyrics(queue.items[index])
        playback.follow()
        return true
    }

    /// mpv went idle where the session expected it to move on: it had settled the current item's
    /// end before the next was queued (an item that plays out within one wake-up). The session
    /// loads the item itself; true when it did.
    func restartMissedGaplessNext() -> Bool {
        guard playback.item.followsPlayer, let index = queue.currentIndex else { return false }
        start(index)
        return true
    }
}
