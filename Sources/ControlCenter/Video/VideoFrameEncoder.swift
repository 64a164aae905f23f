import EventLoop
import NowPlaying

/// Encodes video frames (sixel, iTerm2) on a worker thread and hands the result back through a
/// wake-up descriptor the loop watches, as `ArtworkLoader` does for covers: the loop never waits
/// for chafa. One frame is encoded at a time; a frame that arrives meanwhile replaces the one
/// waiting, and a result not yet taken is replaced by a newer one, so a slow encoder or a slow
/// terminal drops frames and never queues them.
final class VideoFrameEncoder {
    /// One frame to encode: its pixels and the cells it fills (also where it is written).
    struct Job: Sendable {
        /// RGBA pixels, `width × height`.
        var rgba: [UInt8]
        var width: Int
        var height: Int
        /// The cells; the encoder scales the pixels to exactly their size.
        var rect: Rect
    }

    /// An encoded frame and the cells it was made for.
    struct Result: Sendable, Equatable {
        var bytes: [UInt8]
        var rect: Rect
    }

    /// Readable when a result is waiting; the loop then calls `take()`.
    var descriptor: Int32 { mailbox.wakeup?.descriptor ?? -1 }
    /// Frames handed in, and frames replaced before the worker reached them or before the
    /// loop took them: never encoded, or encoded and never written.
    var counts: (submitted: Int, dropped: Int) { (submitted, mailbox.state.withLock { $0.dropped }) }
    private let mailbox = EncoderMailbox()
    private let work: @Sendable (Job) -> [UInt8]?
    private var ticket = 0
    private var submitted = 0

    /// An encoder running `work` off the loop.
    init(work: @escaping @Sendable (Job) -> [UInt8]?) {
        self.work = work
    }

    deinit { cancel() }

    /// Starts encoding `job`, replacing any frame still waiting for the worker.
    func encode(_ job: Job) {
        submitted += 1
        let ticket = ticket
        let startWorker = mailbox.state.withLock { state in
            if state.pending != nil { state.dropped += 1 }
            state.pending = (ticket, job)
            defer { state.working = true }
            return !state.working
        }
        guard startWorker else { return }
        let mailbox = mailbox, work = work
        let body: @Sendable () -> Void = { Self.serve(mailbox, work) }
        if !WorkerThread.detach(body) { body() }
    }

    /// Forgets the frames under way (another item, the video left): their results are dropped.
    func cancel() {
        ticket += 1
        mailbox.state.withLock { state in
            state.pending = nil
            state.done = nil
        }
    }

    /// The newest result once it is ready; nil before, after `cancel()`, or when chafa failed.
    func take() -> Result? {
        mailbox.wakeup?.drain()
        let done = mailbox.state.withLock { state in
            defer { state.done = nil }
            return state.done
        }
        guard let done, done.ticket == ticket else { return nil }
        return done.result
    }

    /// The worker: encodes pending frames until there are none, then ends.
    private static func serve(_ mailbox: EncoderMailbox, _ work: (Job) -> [UInt8]?) {
        while let (ticket, job) = mailbox.nextJob() {
            let result = work(job).map { Result(bytes: $0, rect: job.rect) }
            mailbox.state.withLock { state in
                if state.done != nil { state.dropped += 1 }
                state.done = (ticket, result)
            }
            mailbox.wakeup?.wake()
        }
    }
}

/// What the loop and the worker share: the frame waiting, the result done, and the wake-up.
private final class EncoderMailbox: Sendable {
    struct State {
        var pending: (ticket: Int, job: VideoFrameEncoder.Job)?
        var done: (ticket: Int, result: VideoFrameEncoder.Result?)?
        var working = false
        var dropped = 0
    }

    let state = Locked(State())
    /// How the worker wakes the loop; nil only when no eventfd could be opened (the process is
    /// out of descriptors), and then results wait for the next frame's look.
    let wakeup = try? Wakeup()

    /// Takes the waiting frame; with none, the worker is done.
    func nextJob() -> (ticket: Int, job: VideoFrameEncoder.Job)? {
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
