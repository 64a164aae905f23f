/// What a program turns on, sets and hooks into of a session's features, under the session's
/// own names (`session.features`): gapless playback, the sleep timer's pause, where bookmarks
/// are kept, Live Text, where a server's songs get their covers and lyrics, the trim written.
/// The parts themselves are the session's; this is only their settings, set as a program
/// starts (from its config) or as it ends.
public struct SessionFeatures {
    unowned let session: NowPlayingSession

    /// Whether the next item is queued in the player ahead of time, so that consecutive tracks
    /// of an album play without a gap.
    public var playsGapless: Bool {
        get { session.gapless.isEnabled }
        nonmutating set { session.gapless.isEnabled = newValue }
    }

    /// Called when the sleep timer has paused playback (its position is worth saving now).
    public var onSleep: (() -> Void)? {
        get { session.sleep.onSleep }
        nonmutating set { session.sleep.onSleep = newValue }
    }

    /// Where bookmarks are kept; without storage the bookmark commands are disabled.
    public var bookmarkStorage: BookmarkStorage? {
        get { session.itemBookmarks.storage }
        nonmutating set { session.itemBookmarks.storage = newValue }
    }

    /// Seconds video must stay paused on one frame before its text is read (Live Text); nil
    /// turns it off (the default: a program turns it on from its config).
    public var liveTextAfter: Double? {
        get { session.pausedText.delay }
        nonmutating set { session.readPausedFrames(after: newValue) }
    }

    /// Called once when tesseract cannot be used (its language data is missing), with the line
    /// to tell the person: Live Text is then off for the rest of the process.
    public var onLiveTextUnavailable: ((String) -> Void)? {
        get { session.pausedText.onUnavailable }
        nonmutating set { session.pausedText.onUnavailable = newValue }
    }

    /// Where a server's songs (`subsonic://NAME/ID`) get their covers and lyrics; nil: nowhere.
    public var serverResources: (any ServerItemResources)? {
        get { session.itemLyrics.server }
        nonmutating set {
            session.itemLyrics.server = newValue
            session.itemArtwork.server = newValue
        }
    }

    /// The program ends: a trim being written is stopped and its unfinished file removed.
    public func abandonTrim() {
        session.trim.abandon()
    }
}
