/// When the current item's playback next changes a snapshot by itself: a boundary of its timed
/// facets (an ad, an action, an interstitial, a line of lyrics) reached at the player's speed;
/// at once when the last snapshot published of the item already shows other facets than
/// playback does now; or when the wait for a seek or speed change gives up. It reads the
/// player's clock, not a whole snapshot.
enum PlaybackDeadline {
    /// The deadline in monotonic seconds from `now`; nil while loading or not playing.
    /// `interstitials` are the media times of the events not played yet; `published` is the last
    /// snapshot of this item, when this session publishes. `margin` is added to moments read
    /// from media time, which moves in steps.
    static func next(of playback: ItemPlayback, in entry: MediaItem, lyrics: Lyrics?, adSkipAfter: Double,
                     interstitials: [Double], published: NowPlayingInfo?, now: Double, margin: Double) -> Double? {
        let item = playback.item
        guard !item.loading else { return nil }
        // Should mpv never confirm a seek or speed change, publishing resumes when the wait expires.
        if playback.isSettling { return playback.settlingExpiry }
        let state = SnapshotBuilder.state(hasItem: true, item: item, player: playback.state, presenting: nil)
        guard state == .playing, let media = item.landing ?? playback.liveMediaTime else { return nil }
        // mpv's time-pos moves in steps, and can cross a boundary between the snapshot a deadline
        // published and now: what has changed since is due now, or it would wait for the next
        // event (possibly the item's end).
        let timed = TimedFacets(entry: entry, actions: item.actions, media: media, adSkipAfter: adSkipAfter, lyrics: lyrics)
        if let published, TimedFacets(published) != timed { return now }
        guard let next = TimedFacets.nextBoundary(after: media, entry: entry, actions: item.actions, adSkipAfter: adSkipAfter,
                                                  interstitials: interstitials, lyrics: lyrics), playback.state.speed > 0
        else { return nil }
        // Waking a little after the boundary finds time-pos past it, instead of spinning on it.
        return now + (next - media) / playback.state.speed + margin
    }
}
