import Playback

/// The current item on the primary player: it loads the item, keeps what the player reports of
/// it (`ItemState`) and of itself (`PlayerState`), carries out seeks and speed changes, and
/// knows while the player has not yet confirmed one (mpv's clock is not worth publishing then).
/// It knows nothing of queues or snapshots.
final class ItemPlayback {
    /// The player of the queue's items.
    let player: PlayerDriving
    private let clock: SessionClock
    /// What has been observed of the current item.
    var item = ItemState()
    /// The player-wide state that outlives items.
    var state = PlayerState()

    /// How long a seek or speed change may go unconfirmed before publishing goes on regardless.
    static let settlingLimit = 2.0
    /// How far the player may land from a paused seek's target and still count as there.
    static let landingTolerance = 0.25

    init(player: PlayerDriving, clock: SessionClock) {
        self.player = player
        self.clock = clock
    }

    /// What an event of the player means for the session.
    enum Outcome: Equatable {
        case none
        /// The file opened, or its duration or chapters changed: its actions may have too.
        case actionsChanged
        /// The item finished loading and plays.
        case started
        /// The item ended for a reason.
        case ended(EndReason)
    }

    /// Loads `entry` in place of what plays, at `speed`, paused or not. What the player last
    /// reported of its properties stays known, as in `follow()`: a loop that drains late sees
    /// neither the old file's length go nor the new one's come when both are the same.
    func begin(_ entry: MediaItem, speed: Double, paused: Bool) throws(MPVError) {
        hold.clockMoved()
        item = item.reportedProperties
        item.loading = true
        item.place(entry)
        // A stream that reopens is asked for from the start time: the player cannot seek in it.
        let inStream = item.placement.reopens
        item.startPosition = inStream ? Double(item.placement.offset) : entry.startTime ?? 0
        // mpv reads "start" when it opens a file, so the first picture is already there.
        try player.setOption("start", inStream ? "none" : entry.startTime.map { String($0) } ?? "none")
        try ItemArtwork.showCover(in: player, for: entry)
        // A new item plays at the selected speed, never silently at 1×.
        try setSpeed(speed)
        try setPaused(paused)
        try player.load(item.placement.openedURL)
    }

    /// The player moved on to the next entry of its own playlist by itself: a new item, loading,
    /// whose options were set when it was queued. mpv reports a property only when its value
    /// changes, and a loop that drains late never sees it between two files: what the next file
    /// shares with the last (its length, format, tags) is not reported again, and stays known.
    func follow(_ entry: MediaItem) {
        item = item.reportedProperties
        item.loading = true
        item.followsPlayer = true
        item.place(entry)
    }

    /// Nothing plays: the player stops and the item is forgotten, but for what the player last
    /// reported of its properties (it reports their going away, or nothing when the next file
    /// brings the same values before the loop drains).
    func end() {
        hold.clockMoved()
        item = item.reportedProperties
        try? player.stop()
    }

    /// Takes one event of the player.
    func apply(_ event: PlayerEvent) -> Outcome {
        switch event {
        case let .fileStarted(entryID):
            item.entryID = entryID
            item.followsPlayer = false
        case .fileLoaded:
            item.loaded = true
            return .actionsChanged
        case .seeking:
            item.seekStartedAt = clock.monotonic()
        case .playbackRestarted:
            return restarted() ? .started : .none
        case let .fileEnded(entryID, reason):
            return entryID == item.entryID ? .ended(reason) : .none
        case let .propertyChanged(change):
            if !item.apply(change) { _ = state.apply(change) }
            if case .duration = change { return .actionsChanged }
            if case .chapters = change { return .actionsChanged }
        case .log:
            item.noteNetworkLog(event)
        case .screenshotTaken, .shutdown:
            break
        }
        return .none
    }

    /// Playback (re)started: true when it was the item's first start.
    private func restarted() -> Bool {
        let first = item.loading
        item.loading = false
        item.seekStartedAt = nil
        let media = playerMediaTime
        // Playback (re)started where the load or the seek put it: an interstitial jumped over is
        // not due, one played through since is. A loop that drains late reads time-pos after
        // playback has moved on, and taking that for the start hid an event crossed meanwhile.
        item.playhead = item.seekTarget ?? (first ? item.startPosition : nil) ?? media
        item.startPosition = nil
        if let target = item.seekTarget, state.paused, let media, abs(media - target) <= Self.landingTolerance {
            item.landing = target
        }
        item.seekTarget = nil
        return first
    }

    /// The media time now, once the item is open.
    var mediaTime: Double? { item.loaded ? position : nil }

    /// The media time read now even inside `holdingTime`: a deadline counted from a time held
    /// since the start of a long publish (a loaded machine) woke that much after its boundary.
    var liveMediaTime: Double? { item.loaded ? playerMediaTime : nil }

    /// The player's time read now as the item's media time (a reopened stream starts inside it).
    var playerMediaTime: Double? { item.placement.media(atStream: player.timePosition) }

    /// mpv's time-pos, or the one read in the `holdingTime` under way: each read is a round trip
    /// to mpv's thread, and one snapshot read it seven times.
    private var position: Double? { positionReading.time }

    /// The media time now (nil before the item is open) and the instant it holds for.
    var mediaReading: MediaClockHold.Reading {
        guard item.loaded else { return MediaClockHold.Reading(time: nil, at: clock.monotonic()) }
        return positionReading
    }

    private var positionReading: MediaClockHold.Reading {
        hold.reading({ playerMediaTime }, clock: clock)
    }

    private var hold = MediaClockHold()

    /// `entry`'s own metadata (`SnapshotBuilder.ownMetadata`) from the tags the player
    /// reported, made again only when what it is made from changed: every snapshot asks, twice.
    func ownMetadata(of entry: MediaItem, preferred: [String]) -> ResolvedMetadata {
        let key = MetadataKey(url: entry.url, sidecar: entry.externalMetadata, tags: item.tags, preferred: preferred)
        if let memo = metadataMemo, memo.key == key { return memo.metadata }
        let metadata = SnapshotBuilder.ownMetadata(entry, item: item, preferred: preferred)
        metadataMemo = (key, metadata)
        return metadata
    }

    private struct MetadataKey: Equatable {
        var url: String
        var sidecar: [MetadataItem]
        var tags: [String: String]
        var preferred: [String]
    }

    private var metadataMemo: (key: MetadataKey, metadata: ResolvedMetadata)?

    /// Runs `body` with mpv's clock read at most once, at its first use: what `body` derives
    /// from it (a snapshot, its deadlines) is of one moment. A pause `body` asks for reaches the
    /// player at its end (`setPaused`).
    func holdingTime<Result>(_ body: () -> Result) -> Result {
        guard hold.arm() else { return body() }
        defer {
            hold.release()
            sendHeldPause()
        }
        return body()
    }

    /// Where playback is as a person sees it: where a seek under way lands, else the media time.
    /// mpv's time-pos stays where it was until its loop carries a seek out, so a second skip,
    /// a bookmark or a snapshot right after a skip would otherwise take the place before it.
    var shownMediaTime: Double? {
        guard item.loaded else { return nil }
        return item.seekTarget ?? item.landing ?? position
    }

    /// Seeks; nothing is published until playback restarts at the target.
    func seek(to media: Double) throws(MPVError) {
        hold.clockMoved()
        if let stream = item.placement.stream, stream.reopens { return try reopen(stream, at: media) }
        try player.seek(to: media)
        item.seekStartedAt = clock.monotonic()
        item.seekTarget = media
    }

    /// Called when a seek opened the stream again: that replaced the player's playlist, and
    /// the item queued after this one with it.
    var onReopen: () -> Void = {}

    /// Opens the transcoded stream again from the whole second at or before `media`: the same
    /// item, its time going on from there. The old stream's end comes as a stop, which ends
    /// nothing; playback restarting completes the seek as any other.
    private func reopen(_ stream: TranscodedStream, at media: Double) throws(MPVError) {
        let offset = stream.offset(for: media)
        try player.setOption("start", "none")
        item.placement.offset = offset
        try player.load(item.placement.openedURL)
        item.seekStartedAt = clock.monotonic()
        item.seekTarget = Double(offset)
        onReopen()
    }

    /// Sets the speed; a change of a speed the player reports is published once it reports the
    /// new one. A player that reports no speed is not waited for.
    func setSpeed(_ rate: Double) throws(MPVError) {
        // Each read and set is a round trip to mpv's thread: a play at the speed already set
        // (any unpause) makes none.
        guard rate != state.speed else { return }
        let before = player.current(.speed)
        try player.setSpeed(rate)
        if case let .speed(old)? = before, old != rate { state.speedChangedAt = clock.monotonic() }
        state.speed = rate
    }

    /// Pauses or resumes. Neither moves the clock: with `carryingPublished` (the session is
    /// active, so its last snapshot is what every remote shows), a time not yet read in the
    /// `holdingTime` under way is that snapshot's position carried on to now, not mpv's: reading
    /// it is a round trip that, while mpv plays, waits for its loop. The pause the player
    /// reports then publishes its own position if it lies beyond the drift tolerance of that one.
    /// Inside a `holdingTime` the player is told at its end, once the snapshot taken there is out:
    /// waking mpv's core first put it ahead of the loop on a busy machine, and every remote
    /// (an MPD client idling on `player`) heard of the pause a hundred microseconds later.
    func setPaused(_ paused: Bool, carryingPublished: Bool = false) throws(MPVError) {
        if carryingPublished, hold.isUnread, item.loaded, item.seekTarget == nil, let last = item.lastTimedSnapshot {
            let now = clock.monotonic()
            if let carried = last.mediaElapsed(at: now) { hold.hold(MediaClockHold.Reading(time: carried, at: now)) }
        }
        if carryingPublished, hold.isHolding {
            pauseToSend = paused
        } else {
            try player.setPaused(paused)
        }
        state.ask(paused: paused)
    }

    /// The pause or play a command asked for inside the `holdingTime` under way, not sent yet.
    private var pauseToSend: Bool?

    /// Sends the pause the `holdingTime` ending held back. mpv takes a pause asynchronously: it
    /// refuses one only when its core is gone, and then the state it was thought to be in goes too.
    private func sendHeldPause() {
        guard let paused = pauseToSend else { return }
        pauseToSend = nil
        do throws(MPVError) {
            try player.setPaused(paused)
        } catch {
            state.ask(paused: !paused)
        }
    }

    /// Sets the volume, clamped to 0–130 %.
    func setVolume(_ volume: Double) throws(MPVError) {
        let clamped = min(max(volume, 0), 130)
        try player.setVolume(clamped)
        state.volume = clamped
    }

    func toggleMute() throws(MPVError) {
        try player.setMuted(!state.muted)
        state.muted.toggle()
    }

    /// Plays through an output from mpv's list.
    func setAudioDevice(_ name: String) throws(MPVError) {
        try player.setAudioDevice(name)
        state.audioDevice = name
    }

    /// Sets a track choice, and the item's tracks with it.
    func select(_ selection: TrackSelection) throws(MPVError) {
        try player.setOption(selection.property, selection.value)
        item.tracks = selection.tracks
    }

    /// Whether a seek is under way.
    var isSeeking: Bool {
        item.seekStartedAt.map { clock.monotonic() - $0 < Self.settlingLimit } ?? false
    }

    /// Whether the player is still carrying out a seek or a speed change.
    var isSettling: Bool { settlingExpiry.map { clock.monotonic() < $0 } ?? false }

    /// When the current wait for the player's confirmation gives up.
    var settlingExpiry: Double? {
        [item.seekStartedAt, state.speedChangedAt].compactMap { $0 }.max().map { $0 + Self.settlingLimit }
    }
}
