import EventLoop
import FileIO
import Library
import MediaFiles
import NowPlaying

/// Publishes what plays to the scrobbling services: a client of the one server-side source
/// like the other remotes. The rules (`ListenRules`) read each snapshot; a listen is kept in
/// the history (on disk, fsynced) before any service hears of it; each service then gets its
/// pending listens and the "playing now" through its own `ScrobbleSender`, on a worker.
///
/// Wakes the loop only for the one threshold deadline while something counts, a send's answer,
/// and a retry while playing: nothing while paused.
public final class Scrobbler {
    /// One line for each thing a person should know (a refused token, a full disk).
    public var onNotice: (String) -> Void = { _ in }
    private let loop: EventLoop
    private let infoCenter: NowPlayingInfoCenter
    private let history: ListeningHistory
    private var rules: ListenRules
    private var senders: [ScrobbleSender] = []
    private var observer: Int?
    /// Listens the history could not keep (a full disk), kept again at the next chance: the
    /// next snapshot, listen or flush. None is sent before it is on disk.
    private var unsaved: [(ListenTrack, Int)] = []
    /// Whether the line saying listens wait in memory was said (once, until they are kept).
    private var saidUnsaved = false
    private static let thresholdKey = "scrobble.threshold"

    /// Starts publishing `infoCenter`'s snapshots to `services`, keeping listens in `history`.
    public init(loop: EventLoop, infoCenter: NowPlayingInfoCenter, history: ListeningHistory, services: [any ScrobbleService],
                exclusions: ScrobbleExclusions) {
        self.loop = loop
        self.infoCenter = infoCenter
        self.history = history
        rules = ListenRules(exclusions: exclusions)
        senders = services.map { ScrobbleSender(loop: loop, service: $0, history: history) }
        for sender in senders { sender.onNotice = { [weak self] in self?.onNotice($0) } }
        observer = infoCenter.addObserver { [weak self] info in self?.observe(info) }
        // Listens an earlier run kept and did not send go now.
        for sender in senders { sender.kick() }
    }

    deinit { close() }

    /// Stops listening to the session, after a last try at keeping what waits in memory; a send
    /// under way finishes on its worker unheard.
    public func close() {
        keepUnsaved()
        if !unsaved.isEmpty {
            onNotice("\(ScrobbleFlushReport.listens(unsaved.count)) could not be kept in \(history.directory) and are lost")
            unsaved = []
        }
        if let observer { infoCenter.removeObserver(observer) }
        observer = nil
        loop.cancel(Self.thresholdKey)
        for sender in senders { sender.close() }
        senders = []
    }

    /// Sends every service what waits for it now (`scrobble-flush`), paused or not, after
    /// another try at keeping the listens a full disk refused; `done` hears the report once
    /// every service has answered.
    public func flush(_ done: @escaping (ScrobbleFlushReport) -> Void) {
        keepUnsaved()
        Self.flush(senders, done)
    }

    /// Sends what `history` holds for `services` from this process (`playdeck scrobble flush`
    /// with no player running), with the senders a player uses, running `loop` until every
    /// service has answered. The history's sending lock keeps a player started meanwhile from
    /// sending the same listens.
    public static func flush(history: ListeningHistory, services: [any ScrobbleService], on loop: EventLoop) -> ScrobbleFlushReport {
        let senders = services.map { ScrobbleSender(loop: loop, service: $0, history: history) }
        defer { senders.forEach { $0.close() } }
        var report: ScrobbleFlushReport?
        flush(senders) { finished in
            report = finished
            loop.stop()
        }
        if report == nil { loop.run() }
        return report ?? ScrobbleFlushReport(entries: [])
    }

    private static func flush(_ senders: [ScrobbleSender], _ done: @escaping (ScrobbleFlushReport) -> Void) {
        let names = senders.map(\.name)
        let gathered = FlushGathering(count: senders.count)
        if senders.isEmpty { return done(ScrobbleFlushReport(entries: [])) }
        for (index, sender) in senders.enumerated() {
            sender.flush { outcome in
                gathered.outcomes[index] = outcome
                let outcomes = gathered.outcomes.compactMap { $0 }
                guard outcomes.count == names.count else { return }
                done(ScrobbleFlushReport(entries: zip(names, outcomes).map { ScrobbleFlushReport.Entry(service: $0, outcome: $1) }))
            }
        }
    }

    /// The outcomes of one flush as they come in.
    private final class FlushGathering {
        var outcomes: [ScrobbleFlushReport.Outcome?]
        init(count: Int) { outcomes = Array(repeating: nil, count: count) }
    }

    /// The last `count` listens, newest first, each marked with the services that took it:
    /// from the history held in memory (the History tab asks on the loop; nothing is read here).
    public func listenList(_ count: Int) -> ListenList {
        let names = senders.map(\.name)
        let rows = history.listens.suffix(max(0, count)).reversed().map { listen in
            ListenList.Row(time: String(ProcessEnvironment.localTime(listen.listenedAt).prefix(16)),
                           artist: Sanitized.line(listen.track.artist), title: Sanitized.line(listen.track.title),
                           services: names.map { ListenList.Service(name: $0, took: history.acknowledged(by: $0) >= listen.id) })
        }
        return ListenList(rows: rows)
    }

    private func observe(_ info: NowPlayingInfo) {
        // Listens a full disk held back go once kept, as a new one would.
        if !unsaved.isEmpty, keepUnsaved() > 0 { for sender in senders { sender.kick() } }
        handle(rules.observe(info))
        for sender in senders { sender.isPlaying = info.state == .playing }
        armThreshold()
    }

    private func armThreshold() {
        guard let deadline = rules.deadline else { return loop.cancel(Self.thresholdKey) }
        loop.schedule(Self.thresholdKey, after: deadline - EventLoop.now()) { [weak self] in
            guard let self else { return }
            handle(rules.tick(now: EventLoop.now()))
            armThreshold()
        }
    }

    private func handle(_ events: [ScrobbleEvent]) {
        for event in events {
            switch event {
            case let .playingNow(track):
                for sender in senders { sender.playingNow(track) }
            case let .listen(track, listenedAt):
                unsaved.append((track, listenedAt))
                keepUnsaved()
                for sender in senders { sender.kick() }
            }
        }
    }

    /// Keeps what waits in memory, oldest first; how many it kept.
    @discardableResult
    private func keepUnsaved() -> Int {
        var kept = 0
        while let (track, listenedAt) = unsaved.first {
            do {
                try history.append(track, listenedAt: listenedAt)
                unsaved.removeFirst()
                kept += 1
            } catch {
                // One line while they wait, however many tries (each snapshot is one).
                guard !saidUnsaved else { return kept }
                saidUnsaved = true
                onNotice("cannot keep the listen of \(Sanitized.line(track.artist)) — \(Sanitized.line(track.title)) in \(history.directory): "
                         + "\(error); it waits in memory, unsent, and is kept at the next chance (a play, a listen, a flush)")
                return kept
            }
        }
        if saidUnsaved {
            saidUnsaved = false
            onNotice("the \(ScrobbleFlushReport.listens(kept)) that waited in memory \(kept == 1 ? "is" : "are") kept now")
        }
        return kept
    }
}
