import EventLoop
import Glibc
import NowPlaying
import Playback

/// What the app's loop does with a session's descriptors once poll(2) says which are ready,
/// for the harnesses that drive a session as the app does (on a real player or a fake one).
public enum SessionPump {
    /// The descriptors to poll, in the order `deliver` reads them: the player's, the artwork
    /// worker's, the titles worker's, the trim worker's, the lyrics worker's, and the interstitial
    /// player's when there is one.
    public static func descriptors(_ session: NowPlayingSession, player: some PlayerDriving,
                                   interstitialPlayer: (some PlayerDriving)?) -> [pollfd] {
        [player.wakeupDescriptor, session.artworkDescriptor, session.queueTitlesDescriptor, session.trimDescriptor,
         session.lyricsDescriptor, interstitialPlayer?.wakeupDescriptor]
            .compactMap { $0 }.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    }

    /// Hands the session what the ready descriptors brought, each drained first as the app's
    /// loop does (`EventLoop.watchWakeup`); returns the players' events.
    public static func deliver(_ entries: [pollfd], to session: NowPlayingSession, player: some PlayerDriving,
                               interstitialPlayer: (some PlayerDriving)?) -> (primary: [PlayerEvent], interstitial: [PlayerEvent]) {
        var primary: [PlayerEvent] = [], interstitial: [PlayerEvent] = []
        for entry in entries where entry.revents != 0 { Wakeup.drain(entry.fd) }
        if entries[0].revents != 0 {
            primary = player.nextEvents()
            session.handle(primary)
        }
        if entries[1].revents != 0 { session.artworkDidLoad() }
        if entries[2].revents != 0 { session.queueTitlesDidLoad() }
        if entries[3].revents != 0 { session.trimDidProgress() }
        if entries[4].revents != 0 { session.lyricsDidLoad() }
        if let interstitialPlayer, entries.count > 5, entries[5].revents != 0 {
            interstitial = interstitialPlayer.nextEvents()
            session.handleInterstitial(interstitial)
        }
        return (primary, interstitial)
    }
}
