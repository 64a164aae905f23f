import EventLoop

/// Runs jobs on a worker thread, the newest only, and hands the result back through a wake-up
/// descriptor that the event loop watches: the loop never waits for the work. A job handed in
/// while another waits for the worker replaces it; a result not yet taken is replaced by a newer
/// one; `cancel()` drops everything under way. One worker at a time, started when there is work
/// and gone when there is none. What video frames, pictures for the terminal and other slow
/// work the loop must not do go through.
public final class NewestJobWorker<Output: Sendable> {
    /// Readable when a result is waiting; the loop then calls `take()`.
    public var descriptor: Int32 { mailbox.wakeup?.descriptor ?? -1 }
    /// Jobs handed in, and jobs replaced before the worker reached them or results replaced
    /// before the loop took them.
    public var counts: (submitted: Int, dropped: Int) { (submitted, mailbox.state.withLock { $0.dropped }) }
    private let mailbox = Mailbox<Output>()
    private var ticket = 0
    private var submitted = 0

    /// A worker with nothing to do yet.
    public init() {}

    deinit { cancel() }

    /// Starts `work` on the worker, replacing a job still waiting for it. With
    /// `supersedingResults` the result of a job already running is dropped too (a picture for
    /// an item no longer shown); without, it is taken until this one's comes (a video frame).
    public func submit(supersedingResults: Bool = false, _ work: @escaping @Sendable () -> Output) {
        submitted += 1
        if supersedingResults { ticket += 1 }
        let ticket = ticket
        let startWorker = mailbox.state.withLock { state in
            if state.pending != nil { state.dropped += 1 }
            state.pending = (ticket, work)
            defer { state.working = true }
            return !state.working
        }
        guard startWorker else { return }
        let mailbox = mailbox
        let body: @Sendable () -> Void = { Self.serve(mailbox) }
        if !WorkerThread.detach(body) { body() }
    }

    /// Forgets the jobs under way: their results are dropped.
    public func cancel() {
        ticket += 1
        mailbox.state.withLock { state in
            state.pending = nil
            state.done = nil
        }
    }

    /// The newest result once it is ready; nil before, or after `cancel()`.
    public func take() -> Output? {
        mailbox.wakeup?.drain()
        let done = mailbox.state.withLock { state in
            defer { state.done = nil }
            return state.done
        }
        guard let done, done.ticket == ticket else { return nil }
        return done.output
    }

    /// The worker: runs pending jobs until there are none, then ends.
    private static func serve(_ mailbox: Mailbox<Output>) {
        while let (ticket, work) = mailbox.nextJob() {
            let output = work()
            mailbox.state.withLock { state in
                if state.done != nil { state.dropped += 1 }
                state.done = (ticket, output)
            }
            mailbox.wakeup?.wake()
        }
    }
}

/// What the loop and the worker share: the job waiting, the result done, and the wake-up.
private final class Mailbox<Output: Sendable>: Sendable {
    struct State {
        var pending: (ticket: Int, work: @Sendable () -> Output)?
        var done: (ticket: Int, output: Output)?
        var working = false
        var dropped = 0
    }

    let state = Locked(State())
    /// How the worker wakes the loop; nil only when no eventfd could be opened (the process is
    /// out of descriptors), and then results wait for the loop's next look.
    let wakeup = try? Wakeup()

    /// Takes the waiting job; with none, the worker is done.
    func nextJob() -> (ticket: Int, work: @Sendable () -> Output)? {
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
