import EventLoop
import Glibc
import Library
import Locations
import NowPlaying

/// Where unfinished long items stopped (`ResumeRules`): read when the queue starts, saved
/// whenever the item changes and when PlayDeck quits, in the `ResumeStore`.
public final class ResumeKeeper {
    /// Items near their end count as finished: their position is forgotten, not saved.
    public static let finishedWithin = 5.0

    private let store: ResumeStore
    private let rules: ResumeRules
    private let infoCenter: NowPlayingInfoCenter
    private unowned let session: NowPlayingSession
    private let notice: (String) -> Void
    private var lastPublished: NowPlayingInfo?
    /// The main session's item (its place and location) when a snapshot was last published.
    private var lastOwnItem: (index: Int?, url: String?)?

    /// Keeps positions in `store` for those of `session`'s items that `rules` name; `notice`
    /// says where an item resumes.
    public init(store: ResumeStore, rules: ResumeRules, infoCenter: NowPlayingInfoCenter, session: NowPlayingSession,
                notice: @escaping (String) -> Void) {
        self.store = store
        self.rules = rules
        self.infoCenter = infoCenter
        self.session = session
        self.notice = notice
    }

    /// Starts each remembered item where it stopped, when its saved record says it is one of
    /// the items that resume; an explicit --start wins.
    public func applyPositions(_ items: inout [MediaItem]) {
        for index in items.indices where items[index].startTime == nil && Self.isRemembered(items[index].url) {
            let key = Self.key(items[index].url)
            if let record = store.record(for: key), rules.resumes(record, location: key) {
                items[index].startTime = record.position
            }
        }
    }

    /// Remembers where the previous item stopped whenever the item changes.
    public func watch() {
        infoCenter.addObserver { [unowned self] info in
            if let last = lastPublished, last.path != nil, last.path != info.path || last.queueIndex != info.queueIndex {
                remember(last, at: info.uptime)
            }
            // Said when the main session's own item starts past its beginning: not when the
            // item shown changes because picture in picture was swapped in or out (the item
            // swapped in had played on, and "resuming at 0:14" was said of it at each swap).
            // An item that changed while the other session was shown is passed over; one shown
            // is looked at in its own first snapshot (one of the item before may come first).
            let own = (index: session.currentIndex, url: session.currentItem?.url)
            if own.index != lastOwnItem?.index || own.url != lastOwnItem?.url, !session.isActive || info.path == own.url {
                lastOwnItem = own
                if session.isActive, info.path != nil, let start = info.mediaElapsed, start > 1 {
                    notice("resuming at \(ClockText.of(info.elapsed ?? start)) (play-from-beginning starts over)")
                }
            }
            lastPublished = info
        }
    }

    /// Saves the position of what plays now; called when PlayDeck quits.
    public func rememberCurrentPosition() {
        guard let info = infoCenter.nowPlayingInfo else { return }
        remember(info, at: EventLoop.now())
    }

    private func remember(_ info: NowPlayingInfo, at now: Double) {
        guard let index = info.queueIndex, session.queue.items.indices.contains(index),
              Self.isRemembered(session.queue.items[index].url), info.error == nil else { return }
        let url = Self.key(session.queue.items[index].url)
        guard let position = info.mediaElapsed(at: now), !info.isLive else { return }
        let mediaDuration = info.duration.map { info.timeline.mediaTime(atContent: $0) }
        // An album's track is no item to resume: its old position (saved before the rules) goes
        // too. A length not known yet proves nothing: a film's position stays until it is.
        guard let kept = rules.reason(location: url, duration: info.duration, genre: info.metadata.genre) else {
            if info.duration != nil { store.forget(url) }
            return
        }
        if let mediaDuration, position >= mediaDuration - Self.finishedWithin {
            store.forget(url)
        } else if position > 1 {
            do {
                try store.save(position, kept: kept, for: url)
            } catch {
                notice("cannot save the resume position in \(Sanitized.line(store.directory)): \(error)")
            }
        }
    }

    /// Generated sources and the demo's EDL have no place worth remembering.
    public static func isRemembered(_ url: String) -> Bool {
        !url.hasPrefix("av://") && !url.hasPrefix("edl://")
    }

    /// Files are remembered by their absolute, resolved path, so that a relative name
    /// typed from another folder finds the same position; URLs as they are.
    public static func key(_ location: String) -> String {
        guard LocationRule.scheme(of: location) == nil, let resolved = realpath(location, nil) else { return location }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
