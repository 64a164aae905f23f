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
            "stream lost" + (at.map { " at \(Self.clock($0))" } ?? "") + ": " + reason
        case let .endedEarly(at, duration):
            "stream stopped at \(Self.clock(at)) of \(Self.clock(duration)): no more data came"
        }
    }

    /// mpv's error, when mpv reported one for the item.
    public var playerError: MPVError? {
        if case let .cannotPlay(error) = self { error } else { nil }
    }

    /// m:ss, or h:mm:ss from an hour on.
    static func clock(_ seconds: Double) -> String {
        let total = Int(max(0, seconds).rounded(.down))
        let (hours, minutes, rest) = (total / 3600, total / 60 % 60, total % 60)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(rest))" : "\(minutes):\(two(rest))"
    }
}
