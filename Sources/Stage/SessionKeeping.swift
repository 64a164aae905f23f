import EventLoop
import Library
import NowPlaying

/// What the stage keeps on disk for the main session: where unfinished items stopped (read at
/// start, saved as items change, at the sleep timer's pause and at the end), its bookmarks,
/// the audio output chosen last, and the session itself (its queue and place).
final class SessionKeeping {
    private unowned let session: NowPlayingSession
    private let notice: (String) -> Void
    private var resume: ResumeKeeper?
    private var saver: SessionSaver?

    init(session: NowPlayingSession, notice: @escaping (String) -> Void) {
        self.session = session
        self.notice = notice
    }

    /// Starts keeping resume positions in `store` for the items `rules` name, and starts
    /// `items` where they stopped.
    func keepPositions(in store: ResumeStore, rules: ResumeRules, starting items: inout [MediaItem]) {
        let keeper = ResumeKeeper(store: store, rules: rules, infoCenter: session.infoCenter, session: session, notice: notice)
        keeper.applyPositions(&items)
        keeper.watch()
        // The sleep timer's pause may be the last thing the person hears tonight: its place is kept.
        session.features.onSleep = { [weak keeper] in keeper?.rememberCurrentPosition() }
        resume = keeper
    }

    /// Keeps the bookmarks in `store`.
    func keepBookmarks(in store: BookmarkStore) {
        session.features.bookmarkStorage = StoredBookmarks(store: store)
    }

    /// Plays through the output chosen last time when it is there now, remembers each new
    /// choice, and says so when the output in use goes away (playback is back on the default).
    func keepAudioDevice(in store: AudioDeviceStore) {
        if let name = store.device() { session.outputs.restoreRemembered(name) }
        session.outputs.onDevice = { [unowned self] event in
            switch event {
            case let .chosen(name):
                do {
                    try store.save(name)
                } catch {
                    notice("cannot remember the audio output in \(Sanitized.line(store.path)): \(error)")
                }
            case let .lost(device):
                // The choice stays remembered: the next start uses it again if it is back.
                notice("\(device.label) is gone: playing on the default output")
            case .unavailable:
                notice("No audio output works here (no sound card or sound server answered): playing without sound; "
                       + "--ao or [mpv] ao chooses one")
            }
        }
    }

    /// Saves the session — its queue and place — in `store` from now on; the periodic save of
    /// the place saves the resume position too, so that a kill loses only seconds of either.
    func keepSession(in store: SessionStore, loop: EventLoop) {
        let keeper = SessionSaver(store: store, loop: loop, session: session, notice: notice) { [unowned self] in
            resume?.rememberCurrentPosition()
        }
        keeper.watch()
        saver = keeper
    }

    /// Puts a restored queue into the session, the item at `current` loaded paused; the store
    /// holds it already.
    func restore(_ queue: PlayQueue, current: Int?) {
        saver?.noteSaved(queue)
        QueueRestore.restore(queue, current: current, into: session)
    }

    /// The session took something in: a queue edited is saved before its command is answered.
    func sessionDidChange() {
        saver?.sessionDidChange()
    }

    /// Saves where the main session got to (the program ends).
    func rememberCurrentPosition() {
        resume?.rememberCurrentPosition()
        saver?.close()
    }
}
