import Playback

/// Network streams: which are live, how full the cache is, and why one ended. mpv retries and
/// reconnects by its own rules (`network-timeout` and the rest of its network options); when it
/// finally gives up it reports a plain end of file, so the session works out whether the
/// stream really played to its end.
extension NowPlayingSession {
    /// Seconds before its known end a network stream must stop to count as cut off.
    static let earlyEndMargin = 5.0

    /// Takes a new duration; one that changes after loading marks a stream mpv knows no length of.
    func noteDuration(_ duration: Double?) {
        if item.loaded, let old = item.mediaDuration, let duration, duration != old { item.durationMoved = true }
        item.mediaDuration = duration
    }

    /// Keeps what the network layer logs about the item: its first word while the item loads
    /// (why it could not be opened: "http: HTTP error 404 Not Found"), and its last error while a
    /// loaded network stream plays (why the stream ends). The protocols (tcp, http, tls) log as
    /// "ffmpeg"; decoders and demuxers, whose errors a stream survives, as "ffmpeg/audio" and
    /// "ffmpeg/demuxer". mpv hands FFmpeg's messages to the first player of the process only:
    /// the primary, which PlayDeck creates first.
    func noteNetworkLog(_ event: PlayerEvent) {
        guard case let .log(level, prefix, text) = event, prefix == "ffmpeg", item.entryID != nil else { return }
        let isError = level == "error" || level == "fatal"
        if !item.loaded, item.loadMessage == nil, isError || level == "warn" {
            item.loadMessage = Sanitized.line(text)
        } else if item.loaded, item.viaNetwork, isError {
            item.streamError = Sanitized.line(text)
        }
    }

    /// mpv's error for an item that could not be opened, with the network's own reason when it
    /// gave one: mpv's error sums it up as "Failed to open …".
    func explained(_ error: MPVError) -> MPVError {
        guard let message = item.loadMessage else { return error }
        return MPVError(code: error.code, detail: message)
    }

    /// Keeps a published snapshot that says where the item is.
    func notePosition(_ info: NowPlayingInfo) {
        guard currentItem != nil, info.queueIndex == currentIndex, info.mediaElapsed != nil else { return }
        item.lastTimedSnapshot = info
    }

    /// Why a network stream mpv says has ended did not play to its end, if it did not: a network
    /// error was logged, or a stream of known length stopped well before it.
    func streamFailure() -> ItemFailure? {
        guard item.viaNetwork else { return nil }
        let position = lastPosition()
        if let error = item.streamError { return .streamLost(at: position, reason: error) }
        guard !item.isLive, let duration = item.mediaDuration, let position,
              duration - position > max(Self.earlyEndMargin, duration / 10) else { return nil }
        return .endedEarly(at: position, duration: duration)
    }

    /// Where playback was as the item ended. mpv has unloaded it by then (and its last snapshots
    /// may have no position), so this is the last one published with a position, moved on to
    /// now; nil when this session did not publish the item.
    private func lastPosition() -> Double? {
        guard let media = item.lastTimedSnapshot?.mediaElapsed(at: clock.monotonic()) else { return nil }
        guard !item.isLive, let duration = item.mediaDuration else { return media }
        return min(media, duration)
    }
}
