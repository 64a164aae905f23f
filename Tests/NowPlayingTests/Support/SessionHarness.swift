import Glibc
@testable import NowPlaying
import Playback
import PlayerDoubles

/// Drives a session over real libmpv players the way PlayDeck's loop does: it sleeps in
/// poll(2) on the players' wakeup descriptors, with a timeout computed from the session's
/// next deadline, and never on a fixed tick.
final class SessionHarness {
    let player: Player
    let interstitialPlayer: Player?
    let infoCenter: NowPlayingInfoCenter
    let session: NowPlayingSession
    /// What the session told its owner, in order.
    let recorder: SessionRecorder
    /// Hands the session what its descriptors bring, as the stage's loop does.
    let pump: SessionPump
    /// Every snapshot the info center published for this session, in order.
    var published: [NowPlayingInfo] { recorder.published }
    /// Every interstitial notification, in order.
    var notifications: [InterstitialNotification] { recorder.notifications }
    /// Every item that failed, with its error.
    var failures: [(item: MediaItem, error: ItemFailure)] { recorder.failures }
    /// How many times the queue ended.
    var queueEnded: Int { recorder.queueEnded }
    /// Every event of the primary player, in order.
    private(set) var events: [PlayerEvent] = []
    /// Every event of the interstitial player, in order.
    private(set) var interstitialEvents: [PlayerEvent] = []
    /// The session's deadline as the app's loop holds it: armed when the session says it may
    /// have changed (`onDeadlineMayChange`), disarmed as it fires.
    private var armedDeadline: Double?

    /// A session over a new player (null outputs unless `audioOutput` says otherwise); `handlers`
    /// installs the player targets.
    init(interstitials: Bool = false, infoCenter: NowPlayingInfoCenter = NowPlayingInfoCenter(),
         handlers: Bool = true, activate: Bool = true, untimed: Bool = false, titles: QueueTitles = QueueTitles(),
         audioOutput: String = "null", extraOptions: [(name: String, value: String)] = [],
         decodeArtwork: @escaping @Sendable (ArtworkRequest) -> DecodedArtwork? = ArtworkLocator.decode) throws {
        var options = PlayerOptions(audioOutput: audioOutput, videoOutput: "null", untimedAudio: untimed)
        options.extraOptions = extraOptions
        player = try Player(options: options)
        try player.observe(SessionProperties.observed)
        if interstitials {
            let second = try Player(options: PlayerOptions(audioOutput: "null", videoOutput: "null"))
            try second.observe(SessionProperties.observed)
            interstitialPlayer = second
        } else {
            interstitialPlayer = nil
        }
        self.infoCenter = infoCenter
        session = NowPlayingSession(primary: player, interstitialPlayer: interstitialPlayer, infoCenter: infoCenter,
                                    clock: .system, artwork: ItemArtwork(loader: ArtworkLoader(work: decodeArtwork)),
                                    titles: titles)
        recorder = SessionRecorder(session: session, infoCenter: infoCenter, handlers: handlers, activate: activate)
        pump = SessionPump(session, player: player, interstitialPlayer: interstitialPlayer)
        armedDeadline = session.nextDeadline()
        session.onDeadlineMayChange = { [unowned self] in armedDeadline = session.nextDeadline() }
    }

    deinit {
        interstitialPlayer?.close()
        player.close()
    }

    /// The last snapshot published by this session.
    var last: NowPlayingInfo? { published.last }

    /// A snapshot taken now, whether or not it would be published.
    var now: NowPlayingInfo { session.makeSnapshot() }

    /// The primary player's time-pos.
    var mediaTime: Double? {
        if case let .timePosition(t)? = player.current(.timePosition) { t } else { nil }
    }

    /// Plays items and waits until the first one plays.
    func play(_ items: [MediaItem], startingAt index: Int = 0, timeout: Double = 10) throws {
        session.play(items: items, startingAt: index)
        try run(timeout: timeout, "the item to play") { session.makeSnapshot().state == .playing && mediaTime != nil }
    }

    /// Pumps the players until `condition` holds; throws after `timeout` seconds.
    /// `wake` gives a monotonic time at which the condition may have become true without any event.
    func run(timeout: Double = 10, _ what: String = "a condition", wake: () -> Double? = { nil },
             until condition: () -> Bool) throws {
        let end = Self.clock() + timeout
        while !condition() {
            let now = Self.clock()
            guard now < end else {
                // The last events say why: a flake is diagnosed from its first failure.
                let recent = events.suffix(16).filter { if case .log = $0 { false } else { true } }
                let second = interstitialEvents.suffix(40).filter { if case .log = $0 { false } else { true } }
                let shown = published.suffix(6).map { "\($0.state)/\($0.interstitial.map { String($0.elapsed) } ?? "-")" }
                throw HarnessTimeout(what: what, state: "\(session.makeSnapshot().state); last events: \(recent)"
                                     + (second.isEmpty ? "" : "; interstitial player's: \(second)")
                                     + "; last published: \(shown)"
                                     + "; next deadline in \(session.nextDeadline().map { $0 - now } as Any) s"
                                     + "; interstitial time-pos \(interstitialPlayer?.current(.timePosition) as Any)")
            }
            step(waitingUntil: min(end, wake() ?? end))
        }
    }

    /// Waits until the primary's media time reaches `time`, waking when extrapolation says it will.
    func waitForMedia(_ time: Double, timeout: Double = 10) throws {
        try run(timeout: timeout, "media time \(time)", wake: {
            guard let position = mediaTime, let speed = currentSpeed, speed > 0 else { return nil }
            return Self.clock() + max(0.005, (time - position) / speed)
        }) { (mediaTime ?? -1) >= time }
    }

    /// Waits `seconds` of wall time while handling everything that happens meanwhile.
    func idle(_ seconds: Double) throws {
        let end = Self.clock() + seconds
        try? run(timeout: seconds + 1, wake: { end }) { Self.clock() >= end }
    }

    /// Waits for the next snapshot published after now.
    @discardableResult
    func waitForPublish(timeout: Double = 10, where match: (NowPlayingInfo) -> Bool = { _ in true }) throws -> NowPlayingInfo {
        let start = published.count
        var found: NowPlayingInfo?
        try run(timeout: timeout, "a published snapshot") {
            found = published[start...].first(where: match)
            return found != nil
        }
        return found ?? NowPlayingInfo()
    }

    private var currentSpeed: Double? {
        if case let .speed(s)? = player.current(.speed) { s } else { nil }
    }

    /// One turn of the loop: poll until a descriptor is readable, the armed deadline or `limit`,
    /// then dispatch. Like the app, the deadline armed once the descriptors are handled fires if
    /// it has passed, whatever the session would say about the moment after.
    func step(waitingUntil limit: Double) {
        let deadline = min(limit, armedDeadline ?? limit)
        var descriptors = pump.descriptors
        let milliseconds = Int32(min(max(0, ((deadline - Self.clock()) * 1000).rounded(.up)), 60_000))
        _ = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
        let delivered = pump.deliver(descriptors)
        events += delivered.primary
        interstitialEvents += delivered.interstitial
        if let armed = armedDeadline, armed <= Self.clock() {
            armedDeadline = nil
            session.timeDidPass()
        }
    }

    /// Monotonic seconds, the clock snapshots are stamped with.
    static func clock() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

/// A harness wait ran out of time.
struct HarnessTimeout: Error, CustomStringConvertible {
    let what: String
    let state: String
    var description: String { "timed out waiting for \(what) (state \(state))" }
}

extension NowPlayingSession {
    /// The title the queue's list shows for the item at `index` (its tags asked for if needed).
    func title(ofItemAt index: Int) -> String {
        titles.title(queue.items[index], reading: true)
    }
}
