import EventLoop
import NowPlaying

/// A monotonic clock that moves only when the test moves it, with alarms: a fake player sets one
/// for its next moment (a chapter, the end of the file), and when time reaches it the clock makes
/// the player's descriptor readable, as libmpv's own threads would.
public final class ManualClock: Sendable {
    private struct State {
        var now: Double
        var alarms: [Int: Alarm] = [:]
        var tokens = 0
    }

    private struct Alarm {
        let time: Double
        let wakeup: Wakeup
    }

    private let state: Locked<State>

    /// A clock reading `now` (monotonic seconds, far from zero like a real one).
    public init(now: Double = 1000) {
        state = Locked(State(now: now))
    }

    /// The current monotonic time.
    public var now: Double { state.withLock { $0.now } }

    /// The earliest alarm set, if any.
    public var nextAlarm: Double? { state.withLock { $0.alarms.values.map(\.time).min() } }

    /// Moves time forward by `seconds`.
    public func advance(by seconds: Double) {
        advance(to: now + seconds)
    }

    /// Moves time forward to `time` (never back), ringing every alarm it reaches.
    public func advance(to time: Double) {
        let rung = state.withLock { state -> [Wakeup] in
            state.now = max(state.now, time)
            let due = state.alarms.filter { $0.value.time <= state.now }
            for token in due.keys { state.alarms[token] = nil }
            return due.values.map(\.wakeup)
        }
        rung.forEach { $0.wake() }
    }

    /// The clock as a session takes it; Unix time runs 1.7e9 s ahead of monotonic time.
    public var sessionClock: SessionClock {
        SessionClock(monotonic: { [self] in now }, unix: { [self] in now + 1.7e9 })
    }

    /// A new name for one owner's alarm.
    func makeAlarmToken() -> Int {
        state.withLock { state in
            state.tokens += 1
            return state.tokens
        }
    }

    /// Sets (or with nil, clears) the alarm `token`; one already due rings at once.
    func setAlarm(_ token: Int, at time: Double?, signalling wakeup: Wakeup) {
        let ringNow = state.withLock { state -> Bool in
            guard let time else { state.alarms[token] = nil; return false }
            if time <= state.now { state.alarms[token] = nil; return true }
            state.alarms[token] = Alarm(time: time, wakeup: wakeup)
            return false
        }
        if ringNow { wakeup.wake() }
    }
}
