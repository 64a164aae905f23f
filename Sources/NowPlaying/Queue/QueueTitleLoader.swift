import MediaFiles
import Synchronization

/// Reads the tags of queued files on a worker thread, for the queue's list:
/// the loop asks for the rows it shows and never waits. Each path is read once (a file without
/// a title too); the newest requests are read first, since they are the rows on screen now, and
/// the oldest past `pendingLimit` are dropped, so scrolling through a long queue builds no
/// backlog. One worker at a time, started when there is work and gone when there is none;
/// results come back in batches through a pipe the loop watches.
final class QueueTitleLoader {
    /// The most requests waiting; a dropped one is asked for again if its row is shown again.
    static let pendingLimit = 256

    /// Readable when tags are waiting; the loop then calls `take()`.
    var descriptor: Int32 { mailbox.pipe.readEnd }
    private let mailbox = TitleMailbox()
    private let read: @Sendable (String) -> MediaTags?
    /// The paths asked for and not dropped: waiting, being read, or read.
    private var asked: Set<String> = []

    /// A loader running `read` (by default: the file's tags, without its cover) off the loop.
    init(read: @escaping @Sendable (String) -> MediaTags? = { try? MediaTags.read(path: $0) }) {
        self.read = read
    }

    deinit {
        mailbox.state.withLock { $0.pending.removeAll() }
    }

    /// Asks for the tags of the file at `path`, unless it was asked for before.
    func request(_ path: String) {
        guard asked.insert(path).inserted else { return }
        let (startWorker, dropped) = mailbox.state.withLock { state in
            state.pending.append(path)
            let dropped = state.pending.count > Self.pendingLimit ? state.pending.removeFirst() : nil
            defer { state.working = true }
            return (!state.working, dropped)
        }
        if let dropped { asked.remove(dropped) }
        guard startWorker else { return }
        let mailbox = mailbox, read = read
        let body: @Sendable () -> Void = { Self.serve(mailbox, read) }
        if !WorkerThread.detach(body) { body() }
    }

    /// The tags read since the last call, by path; nil for a file that could not be read.
    func take() -> [(path: String, tags: MediaTags?)] {
        mailbox.pipe.drain()
        return mailbox.state.withLock { state in
            defer { state.done = [] }
            return state.done
        }
    }

    /// The worker: reads the newest request until there are none, then ends. The loop is woken
    /// once per batch: a result added to those not yet taken rides on the first one's wakeup.
    private static func serve(_ mailbox: TitleMailbox, _ read: (String) -> MediaTags?) {
        while let path = mailbox.nextPath() {
            let tags = read(path)
            let isFirst = mailbox.state.withLock { state in
                state.done.append((path, tags))
                return state.done.count == 1
            }
            if isFirst { mailbox.pipe.wake() }
        }
    }
}

/// What the loop and the worker share: the paths waiting, the tags read, and the pipe.
private final class TitleMailbox: Sendable {
    struct State {
        var pending: [String] = []
        var done: [(path: String, tags: MediaTags?)] = []
        var working = false
    }

    let state = Mutex(State())
    let pipe = WakeupPipe()

    /// Takes the newest path waiting; with none, the worker is done.
    func nextPath() -> String? {
        state.withLock { state in
            guard let path = state.pending.popLast() else {
                state.working = false
                return nil
            }
            return path
        }
    }
}
