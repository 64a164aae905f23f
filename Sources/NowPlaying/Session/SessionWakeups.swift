import Playback

/// A descriptor that wakes a session, and what the session does once it is readable.
public struct SessionWakeup {
    /// Readable when there is something to hand in.
    public let descriptor: Int32
    /// Hands it in (the descriptor already drained).
    public let deliver: () -> Void
}

/// Every descriptor that wakes a session, with what it does: its players' events and its
/// workers' results (artwork, queue titles, trim, Live Text, lyrics, details). The one list a loop
/// watches for a session — the stage's for each kind of session, and the tests' pump — so a
/// new worker is hooked up everywhere at once.
public enum SessionWakeups {
    /// `session`'s wake-ups with `player` (its primary) and `interstitialPlayer`; `primary` and
    /// `interstitial` see each batch of events after the session has handled it.
    public static func list(for session: NowPlayingSession, player: some PlayerDriving,
                            interstitialPlayer: (some PlayerDriving)? = Optional<Player>.none,
                            primary: @escaping ([PlayerEvent]) -> Void = { _ in },
                            interstitial: @escaping ([PlayerEvent]) -> Void = { _ in }) -> [SessionWakeup] {
        var list = [SessionWakeup(descriptor: player.wakeupDescriptor) { [unowned session, unowned player] in
            let events = player.nextEvents()
            session.handle(events)
            primary(events)
        }]
        list += workers(of: session)
        if let interstitialPlayer {
            list.append(SessionWakeup(descriptor: interstitialPlayer.wakeupDescriptor) { [unowned session, unowned interstitialPlayer] in
                let events = interstitialPlayer.nextEvents()
                session.handleInterstitial(events)
                interstitial(events)
            })
        }
        return list
    }

    /// The session's workers' wake-ups alone.
    public static func workers(of session: NowPlayingSession) -> [SessionWakeup] {
        [SessionWakeup(descriptor: session.artworkDescriptor) { [unowned session] in session.artworkDidLoad() },
         SessionWakeup(descriptor: session.queueTitlesDescriptor) { [unowned session] in session.queueTitlesDidLoad() },
         SessionWakeup(descriptor: session.trimDescriptor) { [unowned session] in session.trimDidProgress() },
         SessionWakeup(descriptor: session.liveTextDescriptor) { [unowned session] in session.liveTextDidLoad() },
         SessionWakeup(descriptor: session.lyricsDescriptor) { [unowned session] in session.lyricsDidLoad() },
         SessionWakeup(descriptor: session.detailsDescriptor) { [unowned session] in session.detailsDidLoad() }]
    }
}
