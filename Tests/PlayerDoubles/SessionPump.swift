import EventLoop
import Glibc
import NowPlaying
import Playback

/// What the app's loop does with a session's wake-ups once poll(2) says which are ready, for
/// the harnesses that drive a session as the app does (on a real player or a fake one). The
/// list is the stage's own (`SessionWakeups`).
public final class SessionPump {
    private var wakeups: [SessionWakeup] = []
    /// The primary's and the interstitial player's events since the last `deliver`.
    private var primary: [PlayerEvent] = [], interstitial: [PlayerEvent] = []

    /// A pump over `session` and its players.
    public init(_ session: NowPlayingSession, player: some PlayerDriving, interstitialPlayer: (some PlayerDriving)?) {
        wakeups = SessionWakeups.list(for: session, player: player, interstitialPlayer: interstitialPlayer,
                                   primary: { [unowned self] in primary += $0 },
                                   interstitial: { [unowned self] in interstitial += $0 })
    }

    /// The descriptors to poll, in the order `deliver` reads them.
    public var descriptors: [pollfd] {
        wakeups.map { pollfd(fd: $0.descriptor, events: Int16(POLLIN), revents: 0) }
    }

    /// Hands the session what the ready descriptors brought, each drained first as the app's
    /// loop does (`EventLoop.watchWakeup`); returns the players' events.
    public func deliver(_ entries: [pollfd]) -> (primary: [PlayerEvent], interstitial: [PlayerEvent]) {
        for (entry, wakeup) in zip(entries, wakeups) where entry.revents != 0 {
            Wakeup.drain(entry.fd)
            wakeup.deliver()
        }
        defer { (primary, interstitial) = ([], []) }
        return (primary, interstitial)
    }
}
