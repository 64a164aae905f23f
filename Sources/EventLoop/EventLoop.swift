import Glibc

/// The program's one event loop: every source is a file descriptor, plus computed deadlines.
///
/// Nothing here polls on a tick. `poll(2)` sleeps until a descriptor is readable or the
/// earliest deadline arrives; with no deadline armed (a paused player) it sleeps indefinitely.
public final class EventLoop {
    private var watchers: [Int32: () -> Void] = [:]
    private var deadlines: [String: (at: Double, handler: () -> Void)] = [:]
    private var stopRequested = false

    /// Creates an empty loop.
    public init() {}

    /// Monotonic seconds, the clock all deadlines use.
    public static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Calls `handler` whenever `descriptor` is readable (or hung up).
    public func watch(_ descriptor: Int32, _ handler: @escaping () -> Void) {
        watchers[descriptor] = handler
    }

    /// Stops watching a descriptor.
    public func unwatch(_ descriptor: Int32) {
        watchers[descriptor] = nil
    }

    /// Arms the deadline named `key` to fire once `seconds` from now, replacing an earlier one.
    public func schedule(_ key: String, after seconds: Double, _ handler: @escaping () -> Void) {
        deadlines[key] = (Self.now() + max(0, seconds), handler)
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
        var descriptors = watchers.keys.sorted().map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let wait = [timeout, deadlines.values.map(\.at).min().map { $0 - Self.now() }]
            .compactMap { $0 }.min()
        // Round up so a deadline is never woken for a fraction of a millisecond early.
        let milliseconds = wait.map { Int32(min(max(0, ($0 * 1000).rounded(.up)), 86_400_000)) } ?? -1
        let ready = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
        if ready > 0 {
            for entry in descriptors where entry.revents != 0 {
                watchers[entry.fd]?()
            }
        }
        fireDueDeadlines()
    }

    private func fireDueDeadlines() {
        let now = Self.now()
        let due = deadlines.filter { $0.value.at <= now }.sorted { $0.value.at < $1.value.at }
        for (key, entry) in due {
            deadlines[key] = nil
            entry.handler()
        }
    }
}
