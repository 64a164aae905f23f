/// A service that takes listens: ListenBrainz (or a server with its API, such as Maloja).
public protocol ScrobbleService: Sendable {
    /// Its name in the history's files, the config and `scrobble status`.
    var name: String { get }
    /// The most listens one request may carry.
    var batchLimit: Int { get }
    /// Sends `submission` and waits for the answer: call it on a worker.
    func send(_ submission: ScrobbleSubmission) -> ScrobbleOutcome
}
