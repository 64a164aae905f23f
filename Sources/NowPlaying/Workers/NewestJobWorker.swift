import EventLoop

/// Runs jobs on a worker thread, the newest only, and hands the result back through a wake-up
/// descriptor that the event loop watches: the loop never waits for the work. A job handed in
/// while another waits for the worker replaces it; a result not yet taken is replaced by a newer
/// one; `cancel()` drops everything under way. One worker at a time, started when there is work
/// and gone once there has been none for `linger` seconds (a thread started per job cost the loop
/// a `clone` at each pause's write). What video frames, pictures for the terminal and other slow
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

    /// How long a worker with nothing to do waits for the next job before it ends.
    private let linger: Double

    /// A worker with nothing to do yet, whose thread ends after `linger` idle seconds.
    public init(linger: Double = 2) {
        self.linger = linger
    }

    deinit { cancel() }

    /// Starts `work` on the worker, replacing a job still waiting for it. With
    /// `supersedingResults` the result of a job already running is dropped too (a picture for
    /// an item no longer shown); without, it is taken until this one's comes (a video frame).
    public func submit(supersedingResults: Bool = false, _ work: @escaping @Sendable () -> Output) {
        submitted += 1
        if supersedingResults { ticket += 1 }
        let ticket = ticket
        let worker = mailbox.state.withLock { state -> WorkerNeed in
            if state.pending != nil { state.dropped += 1 }
            state.pending = (ticket, work)
            guard !state.working else { return .busy }
            state.working = true
            guard state.lingering else { return .start }
            state.lingering = false
            return .wake
        }
        switch worker {
        case .busy: return
        case .wake: mailbox.arrival.post()
        case .start:
            let mailbox = mailbox
            let linger = linger
            let body: @Sendable () -> Void = { Self.serve(mailbox, linger: linger) }
            if !WorkerThread.detach(body) { body() }
        }
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

    private enum WorkerNeed { case busy, wake, start }

    /// The worker: runs pending jobs until none came for `linger` seconds, then ends.
    private static func serve(_ mailbox: Mailbox<Output>, linger: Double) {
        while true {
            while let (ticket, work) = mailbox.nextJob() {
                let output = work()
                mailbox.state.withLock { state in
                    if state.done != nil { state.dropped += 1 }
                    state.done = (ticket, output)
                }
                mailbox.wakeup?.wake()
            }
            mailbox.arrival.wait(seconds: linger)
            // Still lingering: no job claimed this worker, which ends. A job that came as the
            // wait ran out claimed it already (and its post is spent by a later wait).
            let ends = mailbox.state.withLock { state in
                defer { state.lingering = false }
                return state.lingering
            }
            if ends { return }
        }
    }
}

/// What the loop and the worker share: the job waiting, the result done, and the wake-up.
private final class Mailbox<Output: Sendable>: Sendable {
    struct State {
        var pending: (ticket: Int, work: @Sendable () -> Output)?
        var done: (ticket: Int, output: Output)?
        var working = false
        /// The worker waits for a job (`JobArrival`) rather than having ended.
        var lingering = false
        var dropped = 0
    }

    let state = Locked(State())
    /// How the worker wakes the loop; nil only when no eventfd could be opened (the process is
    /// out of descriptors), and then results wait for the loop's next look.
    let wakeup = try? Wakeup()
    let arrival = JobArrival()

    /// Takes the waiting job; with none, the worker is done.
    func nextJob() -> (ticket: Int, work: @Sendable () -> Output)? {
        state.withLock { state in
            guard let job = state.pending else {
                state.working = false
                state.lingering = true
                return nil
            }
            state.pending = nil
            return job
        }
    }
}
