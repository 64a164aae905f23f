import Playback

/// Network streams: which are live, how full the cache is, and why one ended. mpv retries and
/// reconnects by its own rules (`network-timeout` and the rest of its network options); when it
/// finally gives up it reports a plain end of file, so the item works out whether the stream
/// really played to its end.
extension ItemState {
    /// Seconds before its known end a network stream must stop to count as cut off.
    static let earlyEndMargin = 5.0

    /// Takes a new duration; one that changes after loading marks a stream mpv knows no length of.
    mutating func noteDuration(_ duration: Double?) {
        if loaded, let old = mediaDuration, let duration, duration != old { durationMoved = true }
        mediaDuration = duration
    }

    /// Keeps what the network layer logs about the item: its first word while the item loads
    /// (why it could not be opened: "http: HTTP error 404 Not Found"), and its last error while a
    /// loaded network stream plays (why the stream ends). The protocols (tcp, http, tls) log as
    /// "ffmpeg"; decoders and demuxers, whose errors a stream survives, as "ffmpeg/audio" and
    /// "ffmpeg/demuxer". mpv hands FFmpeg's messages to the first player of the process only:
    /// the primary, which PlayDeck creates first.
    mutating func noteNetworkLog(_ event: PlayerEvent) {
        guard case let .log(level, prefix, text) = event, prefix == "ffmpeg", entryID != nil else { return }
        let isError = level == "error" || level == "fatal"
        if !loaded, loadMessage == nil, isError || level == "warn" {
            loadMessage = Sanitized.line(text)
        } else if loaded, viaNetwork, isError {
            streamError = Sanitized.line(text)
        }
    }

    /// mpv's error for an item that could not be opened, with the network's own reason when it
    /// gave one: mpv's error sums it up as "Failed to open …".
    func explained(_ error: MPVError) -> MPVError {
        guard let loadMessage else { return error }
        return MPVError(code: error.code, detail: loadMessage)
    }

    /// Why a network stream mpv says has ended did not play to its end, if it did not: a network
    /// error was logged, or a stream of known length stopped well before it.
    func streamFailure(now: Double) -> ItemFailure? {
        guard viaNetwork else { return nil }
        let position = lastPosition(now: now)
        if let streamError { return .streamLost(at: position, reason: streamError) }
        guard !isLive, let duration = mediaDuration, let position,
              duration - position > max(Self.earlyEndMargin, duration / 10) else { return nil }
        return .endedEarly(at: position, duration: duration)
    }

    /// Where playback was as the item ended. mpv has unloaded it by then (and its last snapshots
    /// may have no position), so this is the last one published with a position, moved on to
    /// now; nil when the item was never published.
    private func lastPosition(now: Double) -> Double? {
        guard let media = lastTimedSnapshot?.mediaElapsed(at: now) else { return nil }
        guard !isLive, let duration = mediaDuration else { return media }
        return min(media, duration)
    }
}
