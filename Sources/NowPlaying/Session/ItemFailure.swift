import Playback

/// Why an item stopped without playing to its end; the queue goes on after it.
public enum ItemFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// mpv could not open or play it, with mpv's reason.
    case cannotPlay(MPVError)
    /// A network stream broke off after it had begun: mpv's last network error, and where
    /// playback was (media seconds) when the stream ended.
    case streamLost(at: Double?, reason: String)
    /// A network stream of known length ended long before it, with no error from mpv: no more
    /// data came (mpv's `network-timeout` ran out, or its reconnects gave up).
    case endedEarly(at: Double, duration: Double)

    /// The reason in a few words, as published in the item's `error`.
    public var description: String {
        switch self {
        case let .cannotPlay(error): error.description
        case let .streamLost(at, reason):
            "stream lost" + (at.map { " at \(ClockText.of($0))" } ?? "") + ": " + reason
        case let .endedEarly(at, duration):
            "stream stopped at \(ClockText.of(at)) of \(ClockText.of(duration)): no more data came"
        }
    }

    /// mpv's error, when mpv reported one for the item.
    public var playerError: MPVError? {
        if case let .cannotPlay(error) = self { error } else { nil }
    }
}
