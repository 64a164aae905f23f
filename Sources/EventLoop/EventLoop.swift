import Glibc

/// The program's one event loop: every source is a file descriptor, plus computed deadlines.
///
/// Nothing here polls on a tick. `poll(2)` sleeps until a descriptor is ready for what it is
/// watched for or the earliest deadline arrives; with no deadline armed (a paused player) it
/// sleeps indefinitely.
public final class EventLoop {
    /// One watched descriptor. `id` tells a registration from a later one for the same number
    /// (a descriptor closed and another opened under its number within one round).
    private struct Watch {
        let id: UInt64
        var interest: Interest
        let handler: (Readiness) -> Void
    }

    private var watches: [Int32: Watch] = [:]
    private var deadlines: [String: (id: UInt64, at: Double, handler: () -> Void)] = [:]
    private var lastID: UInt64 = 0
    private var stopRequested = false

    /// Creates an empty loop.
    public init() {}

    /// Monotonic seconds, the clock all deadlines use.
    public static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Calls `handler` with what `descriptor` became ready for, among `interest`, and
    /// whenever it hangs up or fails; replaces an earlier watch of the same descriptor.
    public func watch(_ descriptor: Int32, for interest: Interest, _ handler: @escaping (Readiness) -> Void) {
        lastID += 1
        watches[descriptor] = Watch(id: lastID, interest: interest, handler: handler)
    }

    /// Calls `handler` whenever `descriptor` is readable (or hung up, or failed). A wake-up's
    /// descriptor is watched with `watchWakeup` instead.
    public func watch(_ descriptor: Int32, _ handler: @escaping () -> Void) {
        watch(descriptor, for: .readable) { _ in handler() }
    }

    /// Calls `handler` whenever `descriptor`, a `Wakeup`'s eventfd (-1: none), is woken, having
    /// taken the wake-ups first: whatever the handler decides (its result is for an item already
    /// gone, it returns early), the descriptor is not readable again until the next wake, so the
    /// loop sleeps. Left to each handler, one that returned before draining kept `poll` returning
    /// at once, forever: a core at 100 % after the queue ended.
    public func watchWakeup(_ descriptor: Int32, _ handler: @escaping () -> Void) {
        watch(descriptor, for: .readable) { _ in
            Wakeup.drain(descriptor)
            handler()
        }
    }

    /// Changes what a watched descriptor is watched for; from the next round on.
    public func setInterest(_ interest: Interest, for descriptor: Int32) {
        watches[descriptor]?.interest = interest
    }

    /// Stops watching a descriptor (before closing it). Readiness it had in the current
    /// round is not delivered.
    public func unwatch(_ descriptor: Int32) {
        watches[descriptor] = nil
    }

    /// Arms the deadline named `key` to fire once `seconds` from now, replacing an earlier one.
    public func schedule(_ key: String, after seconds: Double, _ handler: @escaping () -> Void) {
        lastID += 1
        deadlines[key] = (lastID, Self.now() + max(0, seconds), handler)
    }

    /// When the deadline named `key` fires, in `now()`'s seconds; nil when it is not armed.
    public func deadline(_ key: String) -> Double? {
        deadlines[key]?.at
    }

    /// Disarms a deadline.
    public func cancel(_ key: String) {
        deadlines[key] = nil
    }

    /// Runs until `stop()` is called from a handler.
    public func run() {
        while !stopRequested { runOnce(timeout: nil) }
    }

    /// Ends `run()` after the current handler returns, or at once if it has not started.
    public func stop() {
        stopRequested = true
    }

    /// Waits for one round of readiness (at most `timeout` seconds, if given) and dispatches it.
    public func runOnce(timeout: Double?) {
        let round = watches.sorted { $0.key < $1.key }
        var entries = round.map { pollfd(fd: $0.key, events: $0.value.interest.pollEvents, revents: 0) }
        let wait = [timeout, deadlines.values.map(\.at).min().map { $0 - Self.now() }]
            .compactMap { $0 }.min()
        // Round up so a deadline is never woken for a fraction of a millisecond early.
        let milliseconds = wait.map { Int32(min(max(0, ($0 * 1000).rounded(.up)), 86_400_000)) } ?? -1
        if poll(&entries, nfds_t(entries.count), milliseconds) > 0 {
            for (entry, (descriptor, watched)) in zip(entries, round) where entry.revents != 0 {
                // A handler earlier in this round may have unwatched it, changed its interest,
                // or closed it and watched a new descriptor under the same number.
                guard let current = watches[descriptor], current.id == watched.id else { continue }
                let readiness = Readiness(revents: entry.revents, interest: current.interest)
                if !readiness.isEmpty { current.handler(readiness) }
            }
        }
        fireDueDeadlines()
    }

    private func fireDueDeadlines() {
        let now = Self.now()
        let due = deadlines.filter { $0.value.at <= now }.sorted { $0.value.at < $1.value.at }
        for (key, entry) in due {
            // An earlier handler of this batch may have cancelled or re-armed it.
            guard deadlines[key]?.id == entry.id else { continue }
            deadlines[key] = nil
            entry.handler()
        }
    }
}
