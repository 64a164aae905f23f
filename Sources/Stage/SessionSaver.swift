import Commands
import EventLoop
import FileIO
import Library
import Locations
import NowPlaying

/// Saves the main session as it runs, so that the next start finds it again (`SessionStore`):
/// the queue whenever it changes (before the command that changed it is answered: the check
/// runs as the session takes the command in), the place on item changes, pauses and seeks and
/// every `interval` seconds while playing — never while paused or stopped: no timer is armed.
/// A pause's, a seek's and the periodic place are written off the loop (`PlaceWriter`), once the
/// snapshot has reached every remote; another item made current, a queue edit and the end write
/// it at once, so that what a command acknowledged survives a kill.
final class SessionSaver {
    /// How much position a kill may lose while playing.
    static let interval = 5.0
    private static let timer = "session-place"
    private static let handOver = "session-place-write"

    private let store: SessionStore
    private let writer: PlaceWriter
    private let loop: EventLoop
    private unowned let session: NowPlayingSession
    private let notice: (String) -> Void
    /// Called on each periodic save: the resume positions are saved with it.
    private let onTick: () -> Void
    private var savedQueue: (revision: Int, shuffled: Bool, repeatMode: RepeatMode)?
    private var savedPlace: (place: SavedPlace?, at: Double, playing: Bool)?
    private var failing = false
    private var armed = false
    /// The folder relative paths were named from: the next start may run elsewhere.
    private let folder = FileURL.currentDirectory()

    init(store: SessionStore, loop: EventLoop, session: NowPlayingSession, notice: @escaping (String) -> Void,
         onTick: @escaping () -> Void) {
        self.store = store
        writer = PlaceWriter(store: store)
        self.loop = loop
        self.session = session
        self.notice = notice
        self.onTick = onTick
    }

    /// Follows the session's snapshots from now on. The queue there now (empty, before
    /// anything is queued) is not saved: a start that queues nothing keeps the last session.
    func watch() {
        noteSaved(session.queue)
        if writer.descriptor >= 0 { loop.watchWakeup(writer.descriptor) { [unowned self] in placeWritten() } }
        session.infoCenter.addObserver { [unowned self] info in snapshotPublished(info) }
    }

    /// `queue` is what the store holds already (it was restored from it).
    func noteSaved(_ queue: PlayQueue) {
        savedQueue = (queue.itemsRevision, queue.isShuffled, queue.repeatMode)
    }

    /// The session took something in (a command, a player event): a queue edited is saved now.
    func sessionDidChange() {
        let queue = session.queue
        // A title learnt as an item plays is no edit: a long queue is not written again for it.
        let key = (queue.itemsRevision, queue.isShuffled, queue.repeatMode)
        guard savedQueue.map({ $0 != key }) ?? true else {
            // Another item became current (`next`): saved before the command is answered too,
            // not once the item has loaded and its snapshot is published.
            // Written at once, as the queue is: an acknowledged `next` survives a kill.
            if let saved = savedPlace, saved.place?.index != session.currentIndex { savePlace(session.infoCenter.nowPlayingInfo, now: true) }
            return
        }
        var items: [SavedQueue.Item] = []
        items.reserveCapacity(queue.count)
        for item in queue.items {
            items.append(SavedQueue.Item(location: absolute(item.url), title: item.playlistTitle, startTime: item.startTime,
                                         length: item.listedDuration))
        }
        guard attempt({
            try store.save(SavedQueue(items: items, shuffledOrder: queue.shuffledOrder, repeatMode: queue.repeatMode.rawValue,
                                      current: session.currentIndex))
        }) else { return }
        savedQueue = key
        // The place names the save it refers to, and the current item's index may have moved.
        savePlace(session.infoCenter.nowPlayingInfo, now: true)
    }

    /// Saves the place when the item, the pause or the position (a seek) changed, and keeps the
    /// periodic save armed exactly while playing.
    private func snapshotPublished(_ info: NowPlayingInfo) {
        guard session.isActive else { return }
        sessionDidChange()
        let place = currentPlace(info)
        let now = EventLoop.now()
        if let saved = savedPlace {
            let expected = saved.place?.position.map { $0 + (saved.playing ? now - saved.at : 0) }
            let jumped = abs((place?.position ?? 0) - (expected ?? 0)) > 1
            if saved.place?.index != place?.index || saved.place?.location != place?.location
                || saved.place?.paused != place?.paused || jumped || saved.playing != (info.state == .playing) {
                savePlace(info)
            }
        } else {
            savePlace(info)
        }
        arm(playing: info.state == .playing)
    }

    /// The session ends: where it got to is saved.
    func close() {
        loop.cancel(Self.timer)
        armed = false
        if writer.descriptor >= 0 { loop.unwatch(writer.descriptor) }
        if session.isActive { savePlace(session.infoCenter.nowPlayingInfo, now: true) }
    }

    private func arm(playing: Bool) {
        guard playing else {
            armed = false
            return loop.cancel(Self.timer)
        }
        guard !armed else { return }
        armed = true
        loop.schedule(Self.timer, after: Self.interval) { [unowned self] in
            armed = false
            guard session.isActive else { return }
            savePlace(session.infoCenter.nowPlayingInfo)
            onTick()
            arm(playing: session.infoCenter.nowPlayingInfo?.state == .playing)
        }
    }

    /// Saves the place off the loop, or `now`; what a write off the loop came to is told by
    /// `placeWritten`.
    private func savePlace(_ info: NowPlayingInfo?, now: Bool = false) {
        let place = info.flatMap { currentPlace($0) }
        if now {
            loop.cancel(Self.handOver)
            guard attempt({ try writer.writeNow(place) }) else { return }
        } else {
            // Handed to the writer once this turn's snapshot has reached every remote: the
            // worker woken on this core ran before the loop's writes (a pause came 0.3 ms later
            // to an MPD client).
            loop.schedule(Self.handOver, after: 0) { [writer] in writer.submit(place) }
        }
        savedPlace = (place, EventLoop.now(), info?.state == .playing)
    }

    private func placeWritten() {
        guard let written = writer.takeFailure() else { return }
        _ = attempt { () throws(FileError) in if let written { throw written } }
    }

    /// The current item and where it is; the position only once the snapshot is of that item
    /// (while the next one loads, the last snapshot is still of the one before).
    private func currentPlace(_ info: NowPlayingInfo) -> SavedPlace? {
        guard let index = session.currentIndex, let item = session.currentItem else { return nil }
        let position = info.queueIndex == index ? info.mediaElapsed(at: EventLoop.now()) : nil
        return SavedPlace(index: index, location: absolute(item.url), position: position ?? item.startTime,
                          paused: info.state == .paused, queueSave: store.lastSave)
    }

    /// A relative path made absolute (not resolved: a symbolic link's name is what the queue
    /// shows); URLs and absolute paths as they are.
    private func absolute(_ location: String) -> String {
        FileURL.absolute(location, against: folder)
    }

    /// Runs a save; the first failure in a row is told once, not at every save.
    private func attempt(_ save: () throws -> Void) -> Bool {
        do {
            try save()
            failing = false
            return true
        } catch {
            if !failing { notice("cannot save the session in \(Sanitized.line(store.directory)): \(error)") }
            failing = true
            return false
        }
    }
}
