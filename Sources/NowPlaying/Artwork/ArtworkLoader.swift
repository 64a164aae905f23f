import EventLoop

/// Decodes artwork on a `NewestJobWorker` whose wake-up descriptor the event loop watches, as
/// libmpv's wakeups are: the loop never waits for a picture. Only the newest request counts, so
/// one superseded before the worker reaches it is never decoded, and the result of one
/// superseded while it decoded is dropped.
final class ArtworkLoader {
    /// Readable when a result is waiting; the loop then calls `take()`.
    var descriptor: Int32 { worker.descriptor }
    private let worker = NewestJobWorker<DecodedArtwork?>()
    private let work: @Sendable (ArtworkRequest) -> DecodedArtwork?

    /// A loader running `work` (by default: find and decode the picture) off the loop.
    init(work: @escaping @Sendable (ArtworkRequest) -> DecodedArtwork? = ArtworkLocator.decode) {
        self.work = work
    }

    /// Starts decoding `request`, superseding any earlier one.
    func load(_ request: ArtworkRequest) {
        let work = work
        worker.submit(supersedingResults: true) { work(request) }
    }

    /// Forgets the request under way: its result will be dropped.
    func cancel() {
        worker.cancel()
    }

    /// The newest request's result once it is ready; nil before, for a superseded request, or
    /// when the request found no picture.
    func take() -> DecodedArtwork? {
        worker.take() ?? nil
    }
}
