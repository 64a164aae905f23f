import Library
import NowPlaying

/// What the stage keeps on disk for the main session: where unfinished items stopped (read at
/// start, saved as items change, at the sleep timer's pause and at the end), its bookmarks,
/// and the audio output chosen last.
final class SessionKeeping {
    private unowned let session: NowPlayingSession
    private let notice: (String) -> Void
    private var resume: ResumeKeeper?

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
        session.onSleep = { [weak keeper] in keeper?.rememberCurrentPosition() }
        resume = keeper
    }

    /// Keeps the bookmarks in `store`.
    func keepBookmarks(in store: BookmarkStore) {
        session.bookmarkStorage = StoredBookmarks(store: store)
    }

    /// Plays through the output chosen last time when it is there now, remembers each new
    /// choice, and says so when the output in use goes away (playback is back on the default).
    func keepAudioDevice(in store: AudioDeviceStore) {
        if let name = store.device() { session.restoreAudioDevice(name) }
        session.onAudioDevice = { [unowned self] event in
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
            }
        }
    }

    /// Saves where the main session got to (the program ends).
    func rememberCurrentPosition() {
        resume?.rememberCurrentPosition()
    }
}
