import EventLoop
import Library
import NowPlaying

/// One service's side of the scrobbler: sends its pending listens oldest first, in batches,
/// then the newest "playing now", one request at a time on a worker; records each batch as
/// sent before it goes and as acknowledged once taken; backs off on failures.
///
/// Back-off: 10 s doubling to 15 min, or what the service asked (Retry-After,
/// X-RateLimit-Reset-In), and armed only while something plays: a paused player does not
/// wake; the next play, listen or `scrobble flush` tries again (a flush skips the back-off, not a
/// wait the service asked for). A refusal (401, 400, …) says
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
    /// Until when the service asked not to be sent to (Retry-After): a flush waits for it too.
    private var serviceWait: Double?
    private var lastReason: String?
    private var flushWaiters: [(ScrobbleFlushReport.Outcome) -> Void] = []
    /// Listens taken since the flush under way began.
    private var flushTook = 0
    private var retryKey: String { "scrobble.retry." + service.name }
    static let firstBackoff = 10.0, longestBackoff = 900.0

    init(loop: EventLoop, service: any ScrobbleService, history: ListeningHistory) {
        self.loop = loop
        self.service = service
        self.history = history
        loop.watchWakeup(worker.descriptor) { [weak self] in self?.answered() }
    }

    /// The service's name.
    var name: String { service.name }

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
        _ = startSending()
    }

    /// Sends what waits now, even paused and inside this sender's own back-off (not inside a
    /// wait the service asked for); `done` hears what became of it once the service has answered
    /// for everything waiting, or why nothing was sent. A flush asked while one runs joins it.
    func flush(_ done: @escaping (ScrobbleFlushReport.Outcome) -> Void) {
        flushWaiters.append(done)
        guard flushWaiters.count == 1 else { return }
        flushTook = 0
        let now = EventLoop.now()
        retryAt = serviceWait.flatMap { $0 > now ? $0 : nil }
        settleFlush(startSending())
    }

    /// Why a call to send started nothing.
    private enum Idle {
        case busy, refused, anotherSender, nothing
        case waiting(until: Double)
        case failed(String)
    }

    /// Starts the next request; nil when one went, else why none did.
    private func startSending() -> Idle? {
        if sending != nil { return .busy }
        if refused != nil { return .refused }
        // Another player sends from this history while it runs; this one only keeps its listens.
        guard history.claimSending() else { return .anotherSender }
        do {
            try history.refresh()
        } catch {
            let line = "cannot read the listening history in \(history.directory): \(error); not sent"
            onNotice(line)
            return .failed(line)
        }
        if let retryAt, retryAt > EventLoop.now() {
            if isPlaying { arm(at: retryAt) }
            return .waiting(until: retryAt)
        }
        retryAt = nil
        let limit = history.mayHaveReceived(service.name) ? 1 : service.batchLimit
        let pending = Array(history.pending(for: service.name, limit: limit))
        let submission: ScrobbleSubmission
        if let last = pending.last {
            do {
                try history.beginSending(service.name, through: last.id)
            } catch {
                let line = "cannot record listens as sent to \(service.name) in \(history.directory): \(error); not sent"
                onNotice(line)
                return .failed(line)
            }
            submission = .listens(pending)
        } else if let track = nowPlaying {
            nowPlaying = nil
            submission = .playingNow(track)
        } else {
            return .nothing
        }
        sending = submission
        let service = service
        worker.submit { service.send(submission) }
        return nil
    }

    private func answered() {
        guard let outcome = worker.take(), let submission = sending else { return }
        sending = nil
        switch outcome {
        case .accepted:
            backoff = 0
            serviceWait = nil
            if case let .listens(listens) = submission, let last = listens.last {
                do {
                    try history.acknowledge(service.name, through: last.id)
                    flushTook += listens.count
                } catch {
                    onNotice("cannot record listens as taken by \(service.name) in \(history.directory): \(error)")
                }
            }
            settleFlush(startSending())
        case let .retry(after, reason):
            backoff = min(Self.longestBackoff, backoff == 0 ? Self.firstBackoff : backoff * 2)
            let wait = max(after ?? 0, backoff)
            retryAt = EventLoop.now() + wait
            serviceWait = after.map { EventLoop.now() + $0 }
            lastReason = reason
            if case .listens = submission {
                let count = history.pendingCount(for: service.name)
                onNotice("\(service.name): \(reason); \(count) \(count == 1 ? "listen" : "listens") kept, sent again in \(Int(wait)) s")
            }
            if isPlaying { arm(at: EventLoop.now() + wait) }
            settleFlush(.waiting(until: EventLoop.now() + wait))
        case let .refused(status, reason):
            refused = "HTTP \(status): \(reason)"
            onNotice("\(service.name) refused \(Self.describe(submission)) (HTTP \(status): \(reason)); "
                     + "nothing more is sent to it until the config is reloaded or PlayDeck starts again; the listens stay kept")
            settleFlush(.refused)
        }
    }

    /// Answers the flush under way once nothing more is being sent for it.
    private func settleFlush(_ idle: Idle?) {
        guard !flushWaiters.isEmpty, let idle else { return }
        let kept = history.pendingCount(for: service.name)
        let outcome: ScrobbleFlushReport.Outcome
        switch idle {
        case .busy: return
        case .nothing: outcome = .took(flushTook)
        case .refused: outcome = .stopped(reason: refused ?? "refused", kept: kept)
        case .anotherSender: outcome = .anotherSender
        case let .failed(line): outcome = .failed(line)
        case let .waiting(until):
            guard kept > 0 else {
                outcome = .took(flushTook)
                break
            }
            let seconds = Int(max(0, until - EventLoop.now()).rounded(.up))
            let asked = serviceWait.map { $0 > EventLoop.now() } ?? false
            let retry = isPlaying ? "sent again in \(seconds) s"
                : asked ? "sent again at the next play or flush, in \(seconds) s at the earliest" : "sent again at the next play or flush"
            outcome = .later(reason: lastReason ?? "not sent", kept: kept, retry: retry)
        }
        let waiters = flushWaiters
        flushWaiters = []
        for done in waiters { done(outcome) }
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
