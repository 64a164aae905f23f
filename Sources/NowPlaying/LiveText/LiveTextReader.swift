import EventLoop
import MediaFiles
import Playback

/// Reads a frame's text on a `NewestJobWorker` whose wake-up descriptor the event loop watches:
/// the loop never waits for tesseract. Only the newest frame counts, so one superseded before
/// the worker reaches it is never read, and the lines of one superseded while it was read are
/// dropped.
final class LiveTextReader {
    /// What reading a frame gave.
    enum Outcome: Sendable, Equatable {
        /// The lines found (none: the frame has no text).
        case lines([LiveTextLine])
        /// Tesseract cannot be used (the library or its language data is missing): why.
        case unavailable(String)
    }

    /// Readable when an outcome is waiting; the loop then calls `take()`.
    var descriptor: Int32 { worker.descriptor }
    private let worker = NewestJobWorker<Outcome>()
    private let work: @Sendable (RawImage) -> Outcome

    /// A reader running `work` (by default: tesseract, opened on first use) off the loop.
    init(work: @escaping @Sendable (RawImage) -> Outcome = LiveTextReader.recognize) {
        self.work = work
    }

    /// Starts reading `frame`, superseding any earlier one.
    func read(_ frame: RawImage) {
        let work = work
        worker.submit(supersedingResults: true) { work(frame) }
    }

    /// Forgets the frame under way: its outcome will be dropped.
    func cancel() {
        worker.cancel()
    }

    /// The newest frame's outcome once it is ready; nil before, and for a superseded frame.
    func take() -> Outcome? {
        worker.take()
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
