import EventLoop
import Library
import NowPlaying

/// One service's side of the scrobbler: sends its pending listens oldest first, in batches,
/// then the newest "playing now", one request at a time on a worker; records each batch as
/// sent before it goes and as acknowledged once taken; backs off on failures.
///
/// Back-off: 10 s doubling to 15 min, or what the service asked (Retry-After,
/// X-RateLimit-Reset-In), and armed only while something plays: a paused player does not
/// wake; the next play, listen or `scrobble flush` tries again. A refusal (401, 400, …) says
/// one line and stops sending to that service until the config is reloaded or PlayDeck starts
/// again; its listens stay kept.
final class ScrobbleSender {
    var onNotice: (String) -> Void = { _ in }
    /// Whether something plays: a retry waits for it.
    var isPlaying = false {
        didSet { if isPlaying != oldValue { isPlaying ? kick() : loop.cancel(retryKey) } }
    }
    private let loop: EventLoop
    private let service: any ScrobbleService
    private let history: ListeningHistory
    private let worker = NewestJobWorker<ScrobbleOutcome>()
    private var sending: ScrobbleSubmission?
    private var nowPlaying: ListenTrack?
    private var backoff = 0.0
    private var retryAt: Double?
    private var refused: String?
    private var retryKey: String { "scrobble.retry." + service.name }
    static let firstBackoff = 10.0, longestBackoff = 900.0

    init(loop: EventLoop, service: any ScrobbleService, history: ListeningHistory) {
        self.loop = loop
        self.service = service
        self.history = history
        loop.watchWakeup(worker.descriptor) { [weak self] in self?.answered() }
    }

    /// What `scrobble status` says of this service.
    var state: String {
        if let refused { return "stopped: \(refused)" }
        if sending != nil { return "sending" }
        if let retryAt { return "retrying in \(Int(max(0, retryAt - EventLoop.now()).rounded(.up))) s" }
        return "idle"
    }

    func close() {
        loop.unwatch(worker.descriptor)
        loop.cancel(retryKey)
        worker.cancel()
    }

    func playingNow(_ track: ListenTrack) {
        nowPlaying = track
        kick()
    }

    /// Sends what waits, unless a request is under way, a retry is not due or the service refused.
    func kick() {
        // Another player sends from this history while it runs; this one only keeps its listens.
        guard sending == nil, refused == nil, history.claimSending() else { return }
        do {
            try history.refresh()
        } catch {
            onNotice("cannot read the listening history in \(history.directory): \(error); not sent")
            return
        }
        if let retryAt, retryAt > EventLoop.now() {
            if isPlaying { arm(at: retryAt) }
            return
        }
        retryAt = nil
        let limit = history.mayHaveReceived(service.name) ? 1 : service.batchLimit
        let pending = Array(history.pending(for: service.name, limit: limit))
        let submission: ScrobbleSubmission
        if let last = pending.last {
            do {
                try history.beginSending(service.name, through: last.id)
            } catch {
                onNotice("cannot record listens as sent to \(service.name) in \(history.directory): \(error); not sent")
                return
            }
            submission = .listens(pending)
        } else if let track = nowPlaying {
            nowPlaying = nil
            submission = .playingNow(track)
        } else {
            return
        }
        sending = submission
        let service = service
        worker.submit { service.send(submission) }
    }

    private func answered() {
        guard let outcome = worker.take(), let submission = sending else { return }
        sending = nil
        switch outcome {
        case .accepted:
            backoff = 0
            if case let .listens(listens) = submission, let last = listens.last {
                do {
                    try history.acknowledge(service.name, through: last.id)
                } catch {
                    onNotice("cannot record listens as taken by \(service.name) in \(history.directory): \(error)")
                }
            }
            kick()
        case let .retry(after, reason):
            backoff = min(Self.longestBackoff, backoff == 0 ? Self.firstBackoff : backoff * 2)
            let wait = max(after ?? 0, backoff)
            retryAt = EventLoop.now() + wait
            if case .listens = submission {
                let count = history.pendingCount(for: service.name)
                onNotice("\(service.name): \(reason); \(count) \(count == 1 ? "listen" : "listens") kept, sent again in \(Int(wait)) s")
            }
            if isPlaying { arm(at: EventLoop.now() + wait) }
        case let .refused(status, reason):
            refused = "HTTP \(status): \(reason)"
            onNotice("\(service.name) refused \(Self.describe(submission)) (HTTP \(status): \(reason)); "
                     + "nothing more is sent to it until the config is reloaded or PlayDeck starts again; the listens stay kept")
        }
    }

    private func arm(at time: Double) {
        loop.schedule(retryKey, after: time - EventLoop.now()) { [weak self] in self?.kick() }
    }

    private static func describe(_ submission: ScrobbleSubmission) -> String {
        switch submission {
        case .playingNow: "the track playing now"
        case let .listens(listens): listens.count == 1 ? "a listen" : "\(listens.count) listens"
        }
    }
}
