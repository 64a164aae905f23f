import Playback

/// What libmpv reports of networks, caches and clocks that the fake does not model by itself:
/// a test scripts it, and the fake reports it as libmpv does (property changes, log lines, an end).
extension FakePlayer {
    /// Devices plugged in or out: the list mpv reports becomes `devices` after the default,
    /// and the output asked for stays asked for, as in mpv, whether it is still there or not.
    public func plugAudioDevices(_ devices: [AudioDevice]) {
        audioDevices = [audioDevices[0]] + devices
        flush()
    }

    /// The cache ran dry: mpv pauses for it (media time stands still) at `percent` filled.
    public func bufferingBegan(filled percent: Int = 0) {
        reanchor()
        file?.pausedForCache = true
        file?.cacheBuffering = percent
        flush()
        armAlarm()
    }

    /// The cache has filled to `percent` of what it needs to resume.
    public func buffering(filled percent: Int) {
        file?.cacheBuffering = percent
        flush()
    }

    /// The cache is full again and playback goes on.
    public func bufferingEnded() {
        reanchor()
        file?.pausedForCache = false
        file?.cacheBuffering = 100
        flush()
        armAlarm()
    }

    /// mpv knows more of the stream than before: its duration is the furthest time demuxed.
    public func durationGrew(to duration: Double) {
        catchUp()
        file?.media.duration = duration
        flush()
        armAlarm()
    }

    /// mpv logs a line (a network layer's error, say).
    public func log(_ level: String, _ prefix: String, _ text: String) {
        post(.log(level: level, prefix: prefix, text: text))
    }

    /// mpv gave up on a stream where it stands and reports a plain end of file, as it does. Its
    /// reason may be logged before the end or, handed out after queued events, just after it.
    public func streamBrokeOff(logging line: (level: String, prefix: String, text: String)? = nil,
                               logAfterTheEnd: Bool = false) {
        catchUp()
        if let line, !logAfterTheEnd { log(line.level, line.prefix, line.text) }
        end(.endOfFile)
        if let line, logAfterTheEnd { log(line.level, line.prefix, line.text) }
        armAlarm()
    }

    /// Moves media time without telling anyone, as a clock glitch (or a paused seek landing
    /// short, which ao=null's buffer makes mpv's do) would.
    public func jump(by seconds: Double) {
        guard let position = position(at: clock.now) else { return }
        file?.anchor(at: max(0, position + seconds), time: clock.now)
        armAlarm()
    }
}
