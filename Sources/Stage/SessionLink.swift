import EventLoop
import NowPlaying

/// A session hooked to the loop: what wakes it (`SessionWakeups`) watched, and its next
/// time-based change armed whenever it says that may have moved. Every kind of session the
/// stage plays — main, picture in picture — is hooked by one of these.
final class SessionLink {
    private let loop: EventLoop
    private unowned let session: NowPlayingSession
    private let wakeups: [SessionWakeup]
    private let key: String
    private var rearmKey: String { key + "-rearm" }
    /// Called whenever the session has taken in a change, before its deadline is armed again.
    var onChange: (() -> Void)?

    /// A link for `session` and `wakeups`, its deadline under `key` on `loop`.
    init(loop: EventLoop, session: NowPlayingSession, wakeups: [SessionWakeup], key: String) {
        self.loop = loop
        self.session = session
        self.wakeups = wakeups
        self.key = key
    }

    /// Watches its descriptors and arms its deadline from now on.
    func attach() {
        // Whatever the session takes in (events, commands from any remote, workers' results)
        // may move its next deadline: it says so, and the loop arms it again.
        session.onDeadlineMayChange = { [unowned self] in
            onChange?()
            // Once the turn's handlers are done: a command is answered and its snapshot sent
            // before the deadline is worked out (playing, that reads mpv's clock), and the
            // snapshots of one turn arm it once.
            loop.schedule(rearmKey, after: 0) { [unowned self] in rearm() }
        }
        for wakeup in wakeups {
            loop.watchWakeup(wakeup.descriptor) { [unowned session] in
                session.noteInput()
                wakeup.deliver()
            }
        }
        rearm()
    }

    /// Arms the session's next time-based change; its `timeDidPass` arms the one after.
    func rearm() {
        guard let deadline = session.nextDeadline() else { return loop.cancel(key) }
        loop.schedule(key, after: deadline - EventLoop.now()) { [unowned session] in
            session.noteInput()
            session.timeDidPass()
        }
    }

    /// Stops watching: nothing is armed for a session that goes, even if it publishes once more.
    func detach() {
        session.onDeadlineMayChange = nil
        loop.cancel(key)
        loop.cancel(rearmKey)
        for wakeup in wakeups { loop.unwatch(wakeup.descriptor) }
    }
}
