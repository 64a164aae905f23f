import NowPlaying
import Playback
import Synchronization

/// A clock the test moves by hand, for the timing edge cases a real player cannot pin down.
final class ManualClock: Sendable {
    private let seconds = Mutex(1000.0)

    /// The current monotonic time.
    var now: Double { seconds.withLock { $0 } }

    /// Moves time forward.
    func advance(by delta: Double) { seconds.withLock { $0 += delta } }

    /// The clock as a session takes it; Unix time runs 1.7e9 s ahead of monotonic time.
    var sessionClock: SessionClock {
        SessionClock(monotonic: { [self] in now }, unix: { [self] in now + 1.7e9 })
    }
}

/// A player whose clock is the test's: media time moves with `ManualClock` at its speed while
/// it plays. It reports what it is told through events the test hands to the session.
final class FakePlayer: PlayerDriving {
    let clock: ManualClock
    private(set) var paused = false
    private(set) var speed = 1.0
    private(set) var loaded: [String] = []
    private(set) var seeks: [Double] = []
    var duration: Double? = 60
    private var position = 0.0
    private var positionAt: Double
    private var nextEntry: Int64 = 0

    init(clock: ManualClock) {
        self.clock = clock
        positionAt = clock.now
    }

    /// Media time now.
    var time: Double { position + (paused ? 0 : speed * (clock.now - positionAt)) }

    private func settle() {
        position = time
        positionAt = clock.now
    }

    var wakeupDescriptor: Int32 { -1 }
    func nextEvents() -> [PlayerEvent] { [] }

    func load(_ target: String) throws(MPVError) {
        loaded.append(target)
        position = 0
        positionAt = clock.now
    }

    func setPaused(_ paused: Bool) throws(MPVError) { settle(); self.paused = paused }
    func stop() throws(MPVError) { settle() }
    func seek(to seconds: Double) throws(MPVError) { seeks.append(seconds); position = seconds; positionAt = clock.now }
    func setSpeed(_ rate: Double) throws(MPVError) { settle(); speed = rate }
    func setVolume(_ percent: Double) throws(MPVError) {}
    func setMuted(_ muted: Bool) throws(MPVError) {}
    func setOption(_ name: String, _ value: String) throws(MPVError) {}
    func requestScreenshot(ticket: UInt64) throws(MPVError) { throw MPVError(code: -10) }

    func current(_ property: Property) -> PropertyChange? {
        switch property {
        case .timePosition: .timePosition(loaded.isEmpty ? nil : time)
        case .speed: .speed(speed)
        case .duration: .duration(duration)
        default: nil
        }
    }

    /// Moves media time without telling anyone, as a clock glitch would.
    func jump(by seconds: Double) { position += seconds }

    /// The events mpv would send once a file has loaded and started playing.
    func startEvents() -> [PlayerEvent] {
        nextEntry += 1
        return [.fileStarted(entryID: nextEntry), .propertyChanged(.duration(duration)), .fileLoaded,
                .propertyChanged(.seekable(true)), .propertyChanged(.idleActive(false)),
                .propertyChanged(.paused(paused)), .propertyChanged(.speed(speed)), .playbackRestarted]
    }
}
