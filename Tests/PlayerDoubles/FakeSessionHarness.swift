import Glibc
import NowPlaying
import Playback

/// Drives a session over fake players the way PlayDeck's loop drives it over real ones: it
/// polls the players' eventfds and hands over their events, and when nothing is ready, time
/// passes (the manual clock moves) to the session's next deadline or a player's next moment,
/// whichever comes first. Timing logic runs in microseconds, at exact times, every time.
public final class FakeSessionHarness {
    /// The time of everything: the session's clock and the players'.
    public let clock = ManualClock()
    /// The player of the queue's items.
    public let player: FakePlayer
    /// The player of interstitials, when asked for.
    public let interstitialPlayer: FakePlayer?
    /// Where the session publishes.
    public let infoCenter: NowPlayingInfoCenter
    /// The session under test.
    public let session: NowPlayingSession
    /// What the session told its owner, in order.
    public let recorder: SessionRecorder
    /// Hands the session what its descriptors bring, as the stage's loop does.
    public let pump: SessionPump
    /// Every snapshot the info center published for this session, in order.
    public var published: [NowPlayingInfo] { recorder.published }
    /// Every interstitial notification, in order.
    public var notifications: [InterstitialNotification] { recorder.notifications }
    /// Every item that failed, with its error.
    public var failures: [(item: MediaItem, error: ItemFailure)] { recorder.failures }
    /// How many times the queue ended.
    public var queueEnded: Int { recorder.queueEnded }
    /// Every event of the primary player, in order.
    public private(set) var events: [PlayerEvent] = []
    /// Every event of the interstitial player, in order.
    public private(set) var interstitialEvents: [PlayerEvent] = []
    /// Turns of the loop in a row at one moment of the clock.
    private var idleTurns = 0
    /// The session's deadline as the app's loop holds it: armed when the session says it may
    /// have changed (`onDeadlineMayChange`), disarmed as it fires; never read afresh each turn.
    public private(set) var armedDeadline: Double?

    /// A session over a fake player (and a second for interstitials) that can open `files`;
    /// `handlers` installs the player targets.
    public init(files: [String: FakeMedia] = [:], interstitials: Bool = false,
                infoCenter: NowPlayingInfoCenter = NowPlayingInfoCenter(), handlers: Bool = true, activate: Bool = true) {
        player = FakePlayer(clock: clock, files: files)
        player.observe(SessionProperties.observed)
        interstitialPlayer = interstitials ? FakePlayer(clock: clock, files: files) : nil
        interstitialPlayer?.observe(SessionProperties.observed)
        self.infoCenter = infoCenter
        session = NowPlayingSession(primary: player, interstitialPlayer: interstitialPlayer, infoCenter: infoCenter,
                                    clock: clock.sessionClock)
        recorder = SessionRecorder(session: session, infoCenter: infoCenter, handlers: handlers, activate: activate)
        pump = SessionPump(session, player: player, interstitialPlayer: interstitialPlayer)
        armedDeadline = session.nextDeadline()
        session.onDeadlineMayChange = { [unowned self] in armedDeadline = session.nextDeadline() }
        // The players' first events (each observed property's value) are the loop's to deliver.
        step(waitingUntil: clock.now)
    }

    /// Lets both players open `path` as `media`.
    public func add(_ path: String, _ media: FakeMedia) {
        player.files[path] = media
        interstitialPlayer?.files[path] = media
    }

    /// The last snapshot published by this session.
    public var last: NowPlayingInfo? { published.last }

    /// A snapshot taken now, whether or not it would be published.
    public var now: NowPlayingInfo { session.makeSnapshot() }

    /// The primary player's time-pos.
    public var mediaTime: Double? {
        if case let .timePosition(t)? = player.current(.timePosition) { t } else { nil }
    }

    /// Plays items and runs the loop until the first one plays.
    public func play(_ items: [MediaItem], startingAt index: Int = 0, timeout: Double = 10) throws {
        session.play(items: items, startingAt: index)
        try run(timeout: timeout, "the item to play") { session.makeSnapshot().state == .playing && mediaTime != nil }
    }

    /// Runs the loop until `condition` holds; throws once `timeout` seconds of clock time pass.
    /// `wake` gives a moment the condition may come true at without any event or deadline.
    public func run(timeout: Double = 10, _ what: String = "a condition", wake: () -> Double? = { nil },
                    until condition: () -> Bool) throws {
        let end = clock.now + timeout
        idleTurns = 0
        while !condition() {
            // What happens at the last moment still happens: only then is the wait over.
            guard clock.now < end || isAnythingDue else { throw FakeHarnessTimeout(what: what, state: diagnosis()) }
            guard idleTurns < 1000 else {
                throw FakeHarnessTimeout(what: what, state: "the loop spins at one moment: \(diagnosis())")
            }
            step(waitingUntil: min(end, wake() ?? end))
        }
    }

    /// Runs the loop until the primary's media time reaches `time`, which it knows exactly:
    /// media time is the clock's.
    public func waitForMedia(_ time: Double, timeout: Double = 10) throws {
        try run(timeout: timeout, "media time \(time)", wake: {
            guard let position = mediaTime, player.rate > 0 else { return nil }
            return clock.now + max(0, time - position) / player.rate
        }) { (mediaTime ?? -1) >= time - FakePlayer.tolerance }
    }

    /// Lets `seconds` pass while handling everything that happens meanwhile, up to and at the end.
    public func idle(_ seconds: Double) {
        let end = clock.now + seconds
        try? run(timeout: seconds, wake: { end }) { clock.now >= end && !isAnythingDue }
    }

    /// Runs the loop until a snapshot (matching `match`) is published after now, and returns it.
    @discardableResult
    public func waitForPublish(timeout: Double = 10, where match: (NowPlayingInfo) -> Bool = { _ in true }) throws -> NowPlayingInfo {
        let start = published.count
        var found: NowPlayingInfo?
        try run(timeout: timeout, "a published snapshot") {
            found = published[start...].first(where: match)
            return found != nil
        }
        return found ?? NowPlayingInfo()
    }

    private var descriptors: [pollfd] {
        pump.descriptors
    }

    /// Waits, in real time, for the artwork worker (a real thread doing real work) to hand in
    /// what it found, and delivers it as the loop would; false if it said nothing in `timeout` s.
    public func waitForArtworkWorker(timeout: Double = 10) -> Bool {
        var entry = pollfd(fd: session.artworkDescriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&entry, 1, Int32(timeout * 1000)) > 0 else { return false }
        session.artworkDidLoad()
        return true
    }

    /// Whether a turn of the loop now would do something: a descriptor is readable or the
    /// session's deadline has come.
    private var isAnythingDue: Bool {
        var entries = descriptors
        if poll(&entries, nfds_t(entries.count), 0) > 0 { return true }
        return armedDeadline.map { $0 <= clock.now } ?? false
    }

    /// One turn of the loop. Like the app, the armed deadline is taken before the wait and fires
    /// once it has passed; the wait is the clock moving, never beyond `limit`.
    public func step(waitingUntil limit: Double) {
        let due = armedDeadline
        let before = clock.now
        var entries = descriptors
        if poll(&entries, nfds_t(entries.count), 0) == 0 {
            let wake = [limit, due, clock.nextAlarm].compactMap { $0 }.min() ?? limit
            clock.advance(to: wake)
            for index in entries.indices { entries[index].revents = 0 }
            _ = poll(&entries, nfds_t(entries.count), 0)
        }
        let delivered = pump.deliver(entries)
        events += delivered.primary
        interstitialEvents += delivered.interstitial
        // As the app's loop: what is armed once the descriptors are handled fires if it has come.
        if let armed = armedDeadline, armed <= clock.now {
            armedDeadline = nil
            session.timeDidPass()
        }
        // A thousand turns without time passing is a loop that would spin the CPU in the app.
        idleTurns = clock.now > before ? 0 : idleTurns + 1
    }

    private func diagnosis() -> String {
        let recent = events.suffix(16).filter { if case .log = $0 { false } else { true } }
        let shown = published.suffix(6).map { "\($0.state)@\($0.mediaElapsed.map { String($0) } ?? "-")" }
        return "\(session.makeSnapshot().state) at \(clock.now); last events: \(recent); last published: \(shown); "
            + "armed deadline \(armedDeadline as Any), next \(session.nextDeadline() as Any); "
            + "player's next moment \(clock.nextAlarm as Any)"
    }
}

/// A fake harness wait ran out of clock time, or the loop stopped moving.
public struct FakeHarnessTimeout: Error, CustomStringConvertible {
    /// What the test waited for.
    public let what: String
    /// The session and players as the wait ended.
    public let state: String
    /// The whole story in one line.
    public var description: String { "timed out waiting for \(what) (\(state))" }
}
