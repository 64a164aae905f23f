import EventLoop

/// Runs a bus connection on the program's loop: watches its descriptor for what sd-bus waits
/// for, arms its one deadline (a call timing out), and processes whatever is pending. Shared by
/// the MPRIS server and the client.
final class BusDriver {
    private let connection: BusConnection
    private let loop: EventLoop
    private let deadlineKey: String
    private let lost: () -> Void
    private var running = true

    /// Starts watching `connection` on `loop`; `lost` is called once when the bus goes away.
    init(_ connection: BusConnection, loop: EventLoop, key: String, lost: @escaping () -> Void) {
        self.connection = connection
        self.loop = loop
        deadlineKey = key
        self.lost = lost
        loop.watch(connection.descriptor, for: connection.interest) { [unowned self] _ in pump() }
    }

    /// Handles everything pending, then waits for what sd-bus waits for now.
    func pump() {
        guard running else { return }
        let alive = connection.process()
        // A handler may have stopped this (its owner closed the connection): not a loss.
        guard running else { return }
        guard alive else {
            stop()
            return lost()
        }
        sync()
    }

    /// Watches the descriptor for what sd-bus waits for now (writing, after a message was
    /// queued), and arms its deadline.
    func sync() {
        guard running else { return }
        loop.setInterest(connection.interest, for: connection.descriptor)
        if let deadline = connection.deadline {
            loop.schedule(deadlineKey, after: deadline - EventLoop.now()) { [weak self] in self?.pump() }
        } else {
            loop.cancel(deadlineKey)
        }
    }

    /// Stops watching (before the connection closes).
    func stop() {
        guard running else { return }
        running = false
        loop.cancel(deadlineKey)
        loop.unwatch(connection.descriptor)
    }
}
