import Playback

extension NowPlayingSession {
    /// A snapshot of now: the session's state and the players' clocks, read once, made into a
    /// snapshot by `SnapshotBuilder`. Making one changes nothing.
    public func makeSnapshot() -> NowPlayingInfo {
        var info = playback.holdingTime { SnapshotBuilder.snapshot(SnapshotInput(self)) }
        info.liveText = pausedText.state
        info.multiview = multiview
        if isActive, let other = infoCenter.pictureInPicture {
            info.pictureInPicture = PictureInPictureInfo(other, at: info.uptime)
        }
        if isActive { info.together = infoCenter.together }
        return info
    }

    /// Publishes a snapshot if anything changed outside player events (new settings applied).
    public func publishChanges() {
        publish()
    }

    /// Publishes what changed since the last snapshot, if the session took anything in since
    /// (`noteInput`): a remote's read (an MPD client's `status`, in a loop) costs no snapshot and
    /// no round trip to the player's thread when nothing happened, and reads what was published.
    public func publishIfTakenIn() {
        guard tookInSincePublish else { return }
        publish()
    }

    /// The session is about to take something in (a player event, a worker's result, a timer,
    /// a command): the next read publishes what it changed, if its handler did not.
    public func noteInput() {
        tookInSincePublish = true
    }

    /// Publishes a snapshot if this session is active and it differs from the last one by more
    /// than the passing of time. `force` publishes even an unchanged one. Nothing is published
    /// while an item loads or a seek is under way: the snapshot comes once playback restarts.
    /// The command center's enabled states follow every snapshot taken here, and the item the
    /// player holds next (gapless) follows the queue; the owner then re-arms the next deadline.
    func publish(force: Bool = false) {
        playback.holdingTime {
            defer { onDeadlineMayChange?() }
            sleep.follow(playing: state == .playing)
            gapless.prepare(queue: queue, item: playback.item,
                            held: trim.isLooping || sleep.stopsAtItemEnd || stops.holds(under: queue.repeatMode)
                                || interstitials.presenting != nil)
            if !isActive { onChangeWhileInactive?() }
            guard isActive, automaticallyPublishesNowPlayingInfo, !isWaiting || force else { return }
            tookInSincePublish = false
            var info = makeSnapshot()
            remoteCommandCenter.apply(info.commands)
            // A title learnt while the item plays changes what the queue's list shows: a new revision.
            // Only the item's own: its playlist's title or file name belong to its entry, not to its
            // URL, which another entry may list under another title.
            // Under load the new file's tags can come a batch after it started playing: until the player
            // reports them, those of the file before are still there, and would title this entry.
            if playback.item.loaded, playback.item.titleReported, let entry = currentItem,
               titles.learn(playback.ownMetadata(of: entry, preferred: preferredLanguages).title,
                            artist: info.metadata.artist, for: entry.url) {
                queue.noteShownChange()
                info.queueRevision = queue.revision
            }
            // Playing without a position is mpv unloading the item (its end-file is on the way):
            // nothing a reader could show, so the end is published instead (see isUnpublished).
            if !force, !isUnpublished(info) { return }
            if info.queueIndex != nil, info.mediaElapsed != nil { playback.item.lastTimedSnapshot = info }
            infoCenter.publish(info)
        }
    }

    /// Whether `publish()` would publish `info`: this session publishes, nothing is loading or
    /// settling, `info` has a position to show, and it says more than the last snapshot does.
    func isUnpublished(_ info: NowPlayingInfo) -> Bool {
        guard isActive, automaticallyPublishesNowPlayingInfo, !isWaiting, !(info.state == .playing && info.mediaElapsed == nil)
        else { return false }
        guard let last = infoCenter.nowPlayingInfo else { return true }
        return last.isDiscontinuity(to: info, tolerance: Self.driftTolerance)
    }

    /// Whether an item is loading or the player has not confirmed a seek or speed change yet:
    /// nothing is worth publishing until it has (a remote that answers only once the player
    /// acted, as MPD does, waits for the snapshot that follows).
    public var isWaiting: Bool { playback.item.loading || playback.isSettling }

    /// An item can start and end within one wake-up (a 1 s file at 8×), and then nothing of it
    /// was ever published: publish it at its end before the next item replaces it. mpv has
    /// unloaded it by then, so its end is its duration, not mpv's (gone) position.
    func publishIfNeverSeen() {
        let item = playback.item
        guard !item.loading, item.lastTimedSnapshot == nil, !item.viaNetwork, let end = item.mediaDuration else { return }
        playback.item.landing = end
        publish()
    }

    /// When something time-based changes next (an ad, an action or an interstitial begins or
    /// ends, an ad or interstitial becomes skippable, a paused frame is to be read, the sleep
    /// timer fades or pauses), in
    /// monotonic seconds; nil when nothing lies ahead (paused, once the frame is read).
    public func nextDeadline() -> Double? {
        let sleepDeadline = sleep.deadline(playing: state == .playing, margin: Self.deadlineMargin)
        return [playbackDeadline(), pausedText.deadline, sleepDeadline].compactMap { $0 }.min()
    }

    /// The next time-based change of playback (`PlaybackDeadline`) or of the interstitial
    /// presenting; nil while paused.
    private func playbackDeadline() -> Double? {
        let now = clock.monotonic()
        if interstitials.presenting != nil {
            if let due = interstitials.skippableDeadline(now: now, margin: Self.deadlineMargin) { return due }
            // Past the moment, yet the last snapshot may still say "not yet": due at once.
            return isUnpublished(makeSnapshot()) ? now : nil
        }
        guard let entry = currentItem else { return nil }
        let last = isActive && automaticallyPublishesNowPlayingInfo ? infoCenter.nowPlayingInfo : nil
        return PlaybackDeadline.next(of: playback, in: entry, lyrics: itemLyrics.current, adSkipAfter: adSkipAfter,
                                     interstitials: interstitials.pendingTimes(in: entry),
                                     published: last?.queueIndex == currentIndex ? last : nil,
                                     now: now, margin: Self.deadlineMargin)
    }

    /// How far extrapolation may drift from the player's clock before a snapshot corrects it.
    static let driftTolerance = 0.25

    /// How long after a boundary the session wakes to publish it.
    static let deadlineMargin = 0.01
}
