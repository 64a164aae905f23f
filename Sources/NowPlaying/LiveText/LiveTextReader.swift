import EventLoop
import MediaFiles
import Playback

/// Reads a frame's text on a worker thread and hands the lines back through a wake-up
/// descriptor the event loop watches, as `ArtworkLoader` does with pictures: the loop never
/// waits for tesseract. One worker at a time, started when there is a frame and gone when there
/// is none; only the newest frame counts, so one superseded before the worker reaches it is
/// never read, and the lines of one superseded while it was read are dropped.
final class LiveTextReader {
    /// What reading a frame gave.
    enum Outcome: Sendable, Equatable {
        /// The lines found (none: the frame has no text).
        case lines([LiveTextLine])
        /// Tesseract cannot be used (the library or its language data is missing): why.
        case unavailable(String)
    }

    /// Readable when an outcome is waiting; the loop then calls `take()`.
    var descriptor: Int32 { mailbox.wakeup?.descriptor ?? -1 }
    private let mailbox: LiveTextMailbox
    private let work: @Sendable (RawImage) -> Outcome
    private var ticket = 0

    /// A reader running `work` (by default: tesseract, opened on first use) off the loop.
    init(work: @escaping @Sendable (RawImage) -> Outcome = LiveTextReader.recognize) {
        mailbox = LiveTextMailbox()
        self.work = work
    }

    deinit { cancel() }

    /// Starts reading `frame`, superseding any earlier one.
    func read(_ frame: RawImage) {
        ticket += 1
        let ticket = ticket
        let startWorker = mailbox.state.withLock { state in
            state.pending = (ticket, frame)
            defer { state.working = true }
            return !state.working
        }
        guard startWorker else { return }
        let mailbox = mailbox, work = work
        let body: @Sendable () -> Void = { Self.serve(mailbox, work) }
        if !WorkerThread.detach(body) { body() }
    }

    /// Forgets the frame under way: its outcome will be dropped.
    func cancel() {
        ticket += 1
        mailbox.state.withLock { $0.pending = nil }
    }

    /// The newest frame's outcome once it is ready; nil before, and for a superseded frame.
    func take() -> Outcome? {
        mailbox.wakeup?.drain()
        let done = mailbox.state.withLock { state in
            defer { state.done = nil }
            return state.done
        }
        guard let done, done.ticket == ticket else { return nil }
        return done.outcome
    }

    /// The worker: reads pending frames until there are none, then ends.
    private static func serve(_ mailbox: LiveTextMailbox, _ work: (RawImage) -> Outcome) {
        while let job = mailbox.nextJob() {
            let outcome = work(job.frame)
            mailbox.state.withLock { $0.done = (job.ticket, outcome) }
            mailbox.wakeup?.wake()
        }
    }

    /// Tesseract, opened by the first frame read in this process (on the worker) and kept: its
    /// language data takes about half a second to load. A failure to open it is kept too.
    private static let recognizer = Locked<Result<TextRecognizer, MediaFileError>?>(nil)

    /// Reads `frame` with the process's tesseract.
    @Sendable static func recognize(_ frame: RawImage) -> Outcome {
        let opened = recognizer.withLock { opened in
            if let opened { return opened }
            let result = Result { () throws(MediaFileError) in try TextRecognizer() }
            opened = result
            return result
        }
        switch opened {
        case let .failure(error):
            return .unavailable(error.message)
        case let .success(recognizer):
            guard let picture = TextPicture(frame) else { return .lines([]) }
            guard let words = try? recognizer.recognize(picture) else { return .lines([]) }
            return .lines(LiveTextLines.make(words))
        }
    }
}

/// What the loop and the worker share: the frame waiting, the outcome done, and the wake-up.
private final class LiveTextMailbox: Sendable {
    struct State {
        var pending: (ticket: Int, frame: RawImage)?
        var done: (ticket: Int, outcome: LiveTextReader.Outcome)?
        var working = false
    }

    let state = Locked(State())
    /// How the worker wakes the loop; nil only when no eventfd could be opened (the process
    /// is out of descriptors), and then outcomes wait for the next look.
    let wakeup = try? Wakeup()

    /// Takes the pending frame; with none, the worker is done.
    func nextJob() -> (ticket: Int, frame: RawImage)? {
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
