import EventLoop
import MediaFiles

/// What a queued file's tags say it is, for the queue's list.
struct TaggedTitle: Sendable, Equatable {
    var title: String?
    var artist: String?
    var album: String?
    var duration: Double?
}

/// Reads the titles of queued files from their tags on a worker thread, for the queue's list:
/// the loop asks for the rows it shows and never waits. Each path is read once (a file without
/// a title too); the newest requests are read first, since they are the rows on screen now, and
/// the oldest past `pendingLimit` are dropped, so scrolling through a long queue builds no
/// backlog. One worker at a time, started when there is work and gone when there is none;
/// results come back in batches through a wake-up descriptor the loop watches.
final class QueueTitleLoader {
    /// The most requests waiting; a dropped one is asked for again if its row is shown again.
    static let pendingLimit = 256

    /// Readable when titles are waiting; the loop then calls `take()`.
    var descriptor: Int32 { mailbox.wakeup?.descriptor ?? -1 }
    private let mailbox = TitleMailbox()
    private let read: @Sendable (String) -> TaggedTitle?
    /// The paths asked for and not dropped: waiting, being read, or read.
    private var asked: Set<String> = []

    /// A loader running `read` (by default: the file's tags, read by libavformat) off the loop.
    init(read: @escaping @Sendable (String) -> TaggedTitle? = {
        (try? MediaTags.read(path: $0)).map { TaggedTitle(title: $0.title, artist: $0.artist, album: $0.album, duration: $0.duration) }
    }) {
        self.read = read
    }

    deinit {
        mailbox.state.withLock { $0.pending.removeAll() }
    }

    /// Whether the title of the file at `path` was asked for (and not dropped since).
    func hasAsked(_ path: String) -> Bool {
        asked.contains(path)
    }

    /// Asks for the title of the file at `path`, unless it was asked for before.
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

    /// The titles read since the last call, by path; nil for a file that has none.
    func take() -> [(path: String, title: TaggedTitle?)] {
        mailbox.wakeup?.drain()
        return mailbox.state.withLock { state in
            defer { state.done = [] }
            return state.done
        }
    }

    /// The worker: reads the newest request until there are none, then ends. The loop is woken
    /// once per batch: a result added to those not yet taken rides on the first one's wakeup.
    private static func serve(_ mailbox: TitleMailbox, _ read: (String) -> TaggedTitle?) {
        while let path = mailbox.nextPath() {
            let title = read(path)
            let isFirst = mailbox.state.withLock { state in
                state.done.append((path, title))
                return state.done.count == 1
            }
            if isFirst { mailbox.wakeup?.wake() }
        }
    }
}

/// What the loop and the worker share: the paths waiting, the titles read, and the wake-up.
private final class TitleMailbox: Sendable {
    struct State {
        var pending: [String] = []
        var done: [(path: String, title: TaggedTitle?)] = []
        var working = false
    }

    let state = Locked(State())
    /// How the worker wakes the loop; nil only when no eventfd could be opened (the process
    /// is out of descriptors), and then results wait for the next look.
    let wakeup = try? Wakeup()

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
