extension NowPlayingSession {
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

    /// Readable when a frame's text was read away from the loop; the loop then calls
    /// `liveTextDidLoad()`.
    public var liveTextDescriptor: Int32 { pausedText.descriptor }

    /// Takes the text the worker read and publishes it, if its frame is still the one shown.
    public func liveTextDidLoad() {
        guard pausedText.takeLoaded() else { return }
        publish()
    }

    /// Tells Live Text which frame is shown: the current item's video, paused, settled (no
    /// seek or load under way) and not behind an interstitial; else none.
    func followPausedFrame() {
        let item = playback.item
        var shown: PausedFrameText.Frame?
        if currentItem != nil, item.hasVideo, !playback.isSettling, interstitials.presenting == nil,
           SnapshotBuilder.state(hasItem: true, item: item, player: playback.state, presenting: nil) == .paused,
           let entry = item.entryID, let time = playback.mediaTime {
            shown = PausedFrameText.Frame(entry: entry, mediaTime: time)
        }
        pausedText.follow(shown, now: clock.monotonic())
    }
}
