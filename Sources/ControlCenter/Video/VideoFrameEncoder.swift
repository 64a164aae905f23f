import NowPlaying

/// Encodes video frames (sixel, iTerm2) on a `NewestJobWorker`: the loop never waits for chafa.
/// One frame is encoded at a time; a frame that arrives meanwhile replaces the one waiting, and
/// a result not yet taken is replaced by a newer one, so a slow encoder or a slow terminal drops
/// frames and never queues them.
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
    var descriptor: Int32 { worker.descriptor }
    /// Frames handed in, and frames replaced before the worker reached them or before the
    /// loop took them: never encoded, or encoded and never written.
    var counts: (submitted: Int, dropped: Int) { worker.counts }
    private let worker = NewestJobWorker<Result?>()
    private let work: @Sendable (Job) -> [UInt8]?

    /// An encoder running `work` off the loop.
    init(work: @escaping @Sendable (Job) -> [UInt8]?) {
        self.work = work
    }

    /// Starts encoding `job`, replacing any frame still waiting for the worker.
    func encode(_ job: Job) {
        let work = work
        worker.submit { work(job).map { Result(bytes: $0, rect: job.rect) } }
    }

    /// Forgets the frames under way (another item, the video left): their results are dropped.
    func cancel() {
        worker.cancel()
    }

    /// The newest result once it is ready; nil before, after `cancel()`, or when chafa failed.
    func take() -> Result? {
        worker.take() ?? nil
    }
}
