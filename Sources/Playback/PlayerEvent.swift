/// Why a file stopped playing.
public enum EndReason: Sendable, Equatable {
    /// It played to its end.
    case endOfFile
    /// Something replaced it or stopped it (load, stop, playlist-next).
    case stopped
    /// The player is shutting down.
    case quit
    /// It could not be played, with mpv's reason.
    case error(MPVError)
    /// It was a playlist or redirect that mpv expanded into other entries.
    case redirect
}

/// What libmpv reports, decoded into Swift values.
public enum PlayerEvent: Sendable, Equatable {
    /// An observed property changed.
    case propertyChanged(PropertyChange)
    /// mpv began loading a playlist entry.
    case fileStarted(entryID: Int64)
    /// The file is open and its properties are known.
    case fileLoaded
    /// The file stopped, for a reason.
    case fileEnded(entryID: Int64, reason: EndReason)
    /// A seek began.
    case seeking
    /// Playback resumed after loading or seeking.
    case playbackRestarted
    /// mpv logged a message at or above the requested level.
    case log(level: String, prefix: String, text: String)
    /// The picture asked for with `requestScreenshot(ticket:)`, or why there is none.
    case screenshotTaken(ticket: UInt64, Result<RawImage, MPVError>)
    /// The player was destroyed.
    case shutdown
}
