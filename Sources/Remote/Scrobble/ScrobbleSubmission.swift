import Library

/// What a scrobbler asks one service to take.
public enum ScrobbleSubmission: Equatable, Sendable {
    /// The track that started playing (not kept, not retried).
    case playingNow(ListenTrack)
    /// Listens from the history, oldest first, at most the service's batch.
    case listens([Listen])
}

/// What a service answered.
public enum ScrobbleOutcome: Equatable, Sendable {
    /// Taken.
    case accepted
    /// Not now: no connection, rate-limited or a server error; try again, after `after`
    /// seconds when the service said how long.
    case retry(after: Double?, reason: String)
    /// Refused for good (HTTP `status`): a wrong credential, or something it will never take;
    /// `reason` is the service's own words, sanitized.
    case refused(status: Int, reason: String)
}
