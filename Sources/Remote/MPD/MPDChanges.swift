import NowPlaying

/// Which of MPD's idle subsystems a published snapshot changed, against the one before it:
/// what MPD itself reports after the same change (`idle_add` calls in its player, mixer,
/// queue and output code).
enum MPDChanges {
    /// The subsystems changed from `old` (nil: nothing was published before) to `new`.
    static func between(_ old: NowPlayingInfo?, _ new: NowPlayingInfo) -> Set<MPDSubsystem> {
        let old = old ?? NowPlayingInfo()
        var changed = Set<MPDSubsystem>()
        // MPD's player subsystem: play/pause/stop, another song, a seek.
        if mpdState(old.state) != mpdState(new.state) || old.queueItemID != new.queueItemID || old.path != new.path
            || (old.path != nil && MPRISPlayer.seekedPosition(from: old, to: new) != nil) {
            changed.insert(.player)
        }
        if old.volume != new.volume || old.isMuted != new.isMuted { changed.insert(.mixer) }
        if old.repeatMode != new.repeatMode || old.isShuffled != new.isShuffled { changed.insert(.options) }
        if old.queueRevision != new.queueRevision { changed.insert(.playlist) }
        if old.audioDevice != new.audioDevice { changed.insert(.output) }
        return changed
    }

    /// MPD's three states: held playback (buffering, an interstitial coming) is still `play`.
    private static func mpdState(_ state: PlaybackState) -> Int {
        switch state {
        case .playing, .interrupted: 1
        case .paused: 2
        case .stopped: 0
        }
    }
}
