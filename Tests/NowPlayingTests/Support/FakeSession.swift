import NowPlaying
import Playback

/// A session over a `FakePlayer` and a `ManualClock`: for timing edge cases only.
final class FakeSession {
    let clock = ManualClock()
    let player: FakePlayer
    let infoCenter: NowPlayingInfoCenter
    let session: NowPlayingSession

    init(infoCenter: NowPlayingInfoCenter = NowPlayingInfoCenter(), activate: Bool = true) {
        player = FakePlayer(clock: clock)
        self.infoCenter = infoCenter
        session = NowPlayingSession(primary: player, infoCenter: infoCenter, clock: clock.sessionClock)
        session.installPlayerTargets()
        if activate { session.becomeActiveIfPossible() }
    }

    /// Plays the items and delivers the events of the first one starting.
    func play(_ items: [MediaItem]) {
        session.play(items: items)
        session.handle(player.startEvents())
    }

    /// Moves the clock to the session's next deadline and fires it; returns the seconds that passed.
    @discardableResult
    func advanceToDeadline() -> Double? {
        guard let due = session.nextDeadline() else { return nil }
        let passed = due - clock.now
        clock.advance(by: passed)
        session.timeDidPass()
        return passed
    }

    /// Lets `seconds` pass, then does what the loop does when the session's deadline is due.
    func advance(by seconds: Double) {
        let due = session.nextDeadline()
        clock.advance(by: seconds)
        if let due, due <= clock.now { session.timeDidPass() }
    }
}
