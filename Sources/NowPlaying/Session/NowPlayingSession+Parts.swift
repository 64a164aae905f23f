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

    /// Where a server's songs (`subsonic://NAME/ID`) get their covers and lyrics; nil: nowhere.
    public var serverResources: (any ServerItemResources)? {
        get { itemLyrics.server }
        set {
            itemLyrics.server = newValue
            itemArtwork.server = newValue
        }
    }
}
