import Commands
import EventLoop
import NowPlaying

/// Picture in picture as the stage plays it: a second session on a player of its own beside
/// the main one, hooked to the loop like it, opened, swapped and closed by the program's
/// `pip` commands.
final class PictureInPictureStage {
    let picture: StagePicture
    let session: NowPlayingSession
    let pair: PictureInPicture
    private let link: SessionLink
    /// Why its item could not play, said once when it closes.
    var failure: String?

    /// Starts a player and a session like `main`'s (languages, speeds, skips, chapter actions).
    init(factory: PlayerFactory, main: NowPlayingSession, loop: EventLoop, inactive: PictureInPicture.Inactive) throws {
        picture = try factory.make(.corner)
        session = NowPlayingSession(primary: picture.player, infoCenter: main.infoCenter)
        session.preferredLanguages = main.preferredLanguages
        session.outputs.drivers = main.outputs.drivers
        SessionSettings(of: main).apply(to: session)
        session.speeds = main.speeds
        // A server's song shows the server's cover and lyrics in the corner too.
        session.features.serverResources = main.features.serverResources
        session.installPlayerTargets()
        pair = PictureInPicture(main: main, pip: session, inactive: inactive)
        link = SessionLink(loop: loop, session: session, wakeups: SessionWakeups.list(for: session, player: picture.player),
                           key: "pip-session")
        session.onItemFailed = { [unowned self] item, failure in
            self.failure = "\(Sanitized.line(item.url)): cannot play in picture in picture: \(Sanitized.line(failure.description))"
        }
        link.attach()
    }

    /// Plays `item` (`start`: where a handed-over one was; `paused`: how).
    func play(_ item: MediaItem, start: Double?, paused: Bool) {
        var item = item
        item.startTime = start ?? item.startTime
        failure = nil
        session.startsPaused = paused
        pair.play([item])
    }

    /// The other session becomes the active one; both arm their deadlines again (the one now
    /// active publishes its time-based changes, an ad beginning, from now on).
    func swap(mainLink: SessionLink) {
        pair.swap()
        mainLink.rearm()
        link.rearm()
    }

    /// Ends it: its session stops, the main one is active again, its player goes.
    func close() {
        link.detach()
        pair.close()
        picture.player.close()
    }
}
