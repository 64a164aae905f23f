import CLinux
import EventLoop
import Glibc

/// Keeps the index in step with the library's folders while a player runs: inotify watches
/// every folder under them, the loop only reads the events (`readEvents`), and a worker thread
/// applies them (tags read, rows written), then wakes the loop (`appliedDescriptor`). A file
/// written, moved in, removed or moved away, and a folder made or removed, reach the index
/// without a rescan.
public final class LibraryWatcher {
    /// inotify's descriptor: the loop calls `readEvents()` when it is readable.
    public let descriptor: Int32
    /// Readable when the worker has applied changes; the loop then calls `takeApplied()`.
    public var appliedDescriptor: Int32 { worker.wakeup.descriptor }
    private let worker: WatchWorker

    /// A watcher of the folders the database at `databasePath` lists; nil without inotify.
    public init?(databasePath: String) {
        let fd = pd_inotify_init()
        guard fd >= 0, let worker = WatchWorker(databasePath: databasePath, inotify: fd) else {
            if fd >= 0 { close(fd) }
            return nil
        }
        descriptor = fd
        self.worker = worker
    }

    deinit {
        worker.stop()
        close(descriptor)
    }

    /// Starts watching: the worker walks the folders and adds a watch on each.
    public func start() {
        worker.submit(.watchAll)
    }

    /// Reads inotify's events and hands them to the worker; never waits for it.
    public func readEvents() {
        let events = FolderEvent.read(from: descriptor)
        if !events.isEmpty { worker.submit(.apply(events)) }
    }

    /// What the worker did since the last call: tracks written or removed, and one line for
    /// each problem.
    public func takeApplied() -> (changes: Int, problems: [String]) {
        worker.wakeup.drain()
        return worker.take()
    }

    /// Follows the folders on `loop` (inotify's events in, the worker's results out) and starts;
    /// `applied` gets how many tracks the worker wrote or removed, and each line it had to say.
    public func start(on loop: EventLoop, applied: @escaping (_ changes: Int, _ problems: [String]) -> Void) {
        loop.watch(descriptor) { [unowned self] in readEvents() }
        loop.watchWakeup(appliedDescriptor) { [unowned self] in
            let taken = takeApplied()
            applied(taken.changes, taken.problems)
        }
        start()
    }
}
