/// What a program sets and reads of the session's feature parts, under the session's own names.
extension NowPlayingSession {
    /// Whether the next item is queued in the player ahead of time, so that consecutive tracks
    /// of an album play without a gap.
    public var playsGapless: Bool {
        get { gapless.isEnabled }
        set { gapless.isEnabled = newValue }
    }

    /// Called when the sleep timer has paused playback (its position is worth saving now).
    public var onSleep: (() -> Void)? {
        get { sleep.onSleep }
        set { sleep.onSleep = newValue }
    }

    /// Where bookmarks are kept; without storage the bookmark commands are disabled.
    public var bookmarkStorage: BookmarkStorage? {
        get { itemBookmarks.storage }
        set { itemBookmarks.storage = newValue }
    }

    /// The audio output drivers the players use (`--ao`): outputs of others are not offered.
    public var audioDrivers: AudioDrivers {
        get { outputs.drivers }
        set { outputs.drivers = newValue }
    }

    /// Called when a person chooses an audio output, and when the one in use goes away.
    public var onAudioDevice: ((AudioDeviceNotification) -> Void)? {
        get { outputs.onDevice }
        set { outputs.onDevice = newValue }
    }

    /// Reads the outputs mpv lists, publishes them and follows them from now on (devices plugged
    /// in or out). Not at start (see `SessionOutputs.startWatching`): the tile, a client of the
    /// socket or a chosen output asks for it.
    public func watchAudioDevices() {
        if outputs.startWatching() { publish() }
    }

    /// Reads and follows the outputs as `watchAudioDevices` does, but publishes nothing: the next
    /// snapshot carries them. A socket client's first request publishes one (a command) or asks
    /// for one (`publishChanges`), so that a command is not preceded by a snapshot of the state
    /// before it. True when the list was read now.
    @discardableResult
    public func startWatchingAudioDevices() -> Bool {
        outputs.startWatching()
    }

    /// Plays through an output remembered from an earlier run, when mpv lists it now; call it
    /// before the first item loads, so that nothing has to reopen. False when it is not listed,
    /// or not of a driver in effect (`audioDrivers`).
    @discardableResult
    public func restoreAudioDevice(_ name: String) -> Bool {
        guard outputs.restore(name) else { return false }
        // An output that goes away must be noticed: its list is followed from now on.
        watchAudioDevices()
        return true
    }

    /// The program ends: a trim being written is stopped and its unfinished file removed.
    public func abandonTrim() {
        trim.abandon()
    }

    /// Seconds video must stay paused on one frame before its text is read (Live Text); nil
    /// turns it off (the default: a program turns it on from its config).
    public var liveTextAfter: Double? {
        get { pausedText.delay }
        set {
            guard newValue != pausedText.delay else { return }
            pausedText.delay = newValue
            pausedText.follow(nil, now: clock.monotonic())
            followPausedFrame()
            publish()
        }
    }

    /// Called once when tesseract cannot be used (its language data is missing), with the line
    /// to tell the person: Live Text is then off for the rest of the process.
    public var onLiveTextUnavailable: ((String) -> Void)? {
        get { pausedText.onUnavailable }
        set { pausedText.onUnavailable = newValue }
    }

    /// The text of the paused frame, once read; nil while none is read or shown.
    public var liveText: LiveTextResult? { pausedText.result }

    /// The current item's lyrics, once read; nil while none are known.
    public var lyrics: Lyrics? { itemLyrics.current }
}
