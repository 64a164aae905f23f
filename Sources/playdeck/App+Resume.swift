import EventLoop
import Glibc
import Library
import NowPlaying
import Remote

extension App {
    /// Items near their end count as finished: their position is forgotten, not saved.
    static let finishedWithin = 5.0

    /// Starts each remembered item where it stopped; an explicit --start wins.
    func applyResumePositions(_ items: inout [MediaItem]) {
        guard let store = resumeStore else { return }
        for index in items.indices where items[index].startTime == nil && Self.isRemembered(items[index].url) {
            if let position = store.position(for: Self.resumeKey(items[index].url)) { items[index].startTime = position }
        }
    }

    /// Remembers where the previous item stopped whenever the item changes.
    func attachResume() {
        guard resumeStore != nil else { return }
        infoCenter.addObserver { [unowned self] info in
            if let last = lastPublished, last.path != nil, last.path != info.path || last.queueIndex != info.queueIndex {
                remember(last, at: info.uptime)
            }
            if info.path != nil, info.path != lastPublished?.path, let start = info.mediaElapsed, start > 1 {
                notice("resuming at \(StatusTemplate.clock(info.elapsed ?? start)) (play-from-beginning starts over)")
            }
            lastPublished = info
        }
    }

    /// Saves the position of what plays now; called when PlayDeck quits.
    func rememberCurrentPosition() {
        guard let info = infoCenter.nowPlayingInfo else { return }
        remember(info, at: EventLoop.now())
    }

    private func remember(_ info: NowPlayingInfo, at now: Double) {
        guard let store = resumeStore, let index = info.queueIndex, session.queue.items.indices.contains(index),
              Self.isRemembered(session.queue.items[index].url), info.error == nil else { return }
        let url = Self.resumeKey(session.queue.items[index].url)
        guard let position = info.mediaElapsed(at: now), !info.isLive else { return }
        let mediaDuration = info.duration.map { info.timeline.mediaTime(atContent: $0) }
        if let mediaDuration, position >= mediaDuration - Self.finishedWithin {
            store.forget(url)
        } else if position > 1 {
            do {
                try store.save(position, for: url)
            } catch {
                notice("cannot save the resume position: \(error)")
            }
        }
    }
}

extension App {
    /// Generated sources and the demo's EDL have no place worth remembering.
    static func isRemembered(_ url: String) -> Bool {
        !url.hasPrefix("av://") && !url.hasPrefix("edl://")
    }

    /// Files are remembered by their absolute, resolved path, so that a relative name
    /// typed from another folder finds the same position; URLs as they are.
    static func resumeKey(_ location: String) -> String {
        guard !location.contains("://"), let resolved = realpath(location, nil) else { return location }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
