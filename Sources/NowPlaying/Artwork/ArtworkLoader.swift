import EventLoop

/// Decodes artwork on a worker thread and hands the result back through a wake-up descriptor that the event
/// loop watches, as libmpv's wakeups are: the loop never waits for a picture. One worker at a
/// time, started when there is work and gone when there is none; only the newest request
/// counts, so one superseded before the worker reaches it is never decoded, and the result of
/// one superseded while it decoded is dropped.
final class ArtworkLoader {
    /// Readable when a result is waiting; the loop then calls `take()`.
    var descriptor: Int32 { mailbox.wakeup?.descriptor ?? -1 }
    private let mailbox: ArtworkMailbox
    private let work: @Sendable (ArtworkRequest) -> DecodedArtwork?
    private var ticket = 0

    /// A loader running `work` (by default: find and decode the picture) off the loop.
    init(work: @escaping @Sendable (ArtworkRequest) -> DecodedArtwork? = ArtworkLocator.decode) {
        mailbox = ArtworkMailbox()
        self.work = work
    }

    deinit { cancel() }

    /// Starts decoding `request`, superseding any earlier one.
    func load(_ request: ArtworkRequest) {
        ticket += 1
        let ticket = ticket
        let startWorker = mailbox.state.withLock { state in
            state.pending = (ticket, request)
            defer { state.working = true }
            return !state.working
        }
        guard startWorker else { return }
        let mailbox = mailbox, work = work
        let body: @Sendable () -> Void = { Self.serve(mailbox, work) }
        if !WorkerThread.detach(body) { body() }
    }

    /// Forgets the request under way: its result will be dropped.
    func cancel() {
        ticket += 1
        mailbox.state.withLock { $0.pending = nil }
    }

    /// The newest request's result once it is ready; nil before, for a superseded request, or
    /// when the request found no picture.
    func take() -> DecodedArtwork? {
        mailbox.wakeup?.drain()
        let done = mailbox.state.withLock { state in
            defer { state.done = nil }
            return state.done
        }
        guard let done, done.ticket == ticket else { return nil }
        return done.artwork
    }

    /// The worker: decodes pending requests until there are none, then ends.
    private static func serve(_ mailbox: ArtworkMailbox, _ work: (ArtworkRequest) -> DecodedArtwork?) {
        while let job = mailbox.nextJob() {
            let artwork = work(job.request)
            mailbox.state.withLock { $0.done = (job.ticket, artwork) }
            mailbox.wakeup?.wake()
        }
    }
}

/// What the loop and the worker share: the request waiting, the result done, and the wake-up.
private final class ArtworkMailbox: Sendable {
    struct State {
        var pending: (ticket: Int, request: ArtworkRequest)?
        var done: (ticket: Int, artwork: DecodedArtwork?)?
        var working = false
    }

    let state = Locked(State())
    /// How the worker wakes the loop; nil only when no eventfd could be opened (the process
    /// is out of descriptors), and then results wait for the next look.
    let wakeup = try? Wakeup()

    /// Takes the pending request; with none, the worker is done.
    func nextJob() -> (ticket: Int, request: ArtworkRequest)? {
        state.withLock { state in
            guard let job = state.pending else {
                state.working = false
                return nil
            }
            state.pending = nil
            return job
        }
    }
}
