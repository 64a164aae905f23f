import CEventFD
import Glibc

/// An eventfd, as libmpv's wakeup descriptor is: readable from the first `signal()` until
/// `reset()`, so a loop can poll(2) a fake player exactly as it polls the real one.
public final class WakeupCounter: Sendable {
    /// The descriptor to poll.
    public let descriptor: Int32

    /// Opens the eventfd; a test that cannot get one cannot drive a fake player at all.
    public init() {
        descriptor = pd_test_eventfd()
        precondition(descriptor >= 0, "eventfd: \(String(cString: strerror(errno)))")
    }

    deinit { close(descriptor) }

    /// Makes the descriptor readable.
    public func signal() {
        var one: UInt64 = 1
        _ = write(descriptor, &one, MemoryLayout<UInt64>.size)
    }

    /// Makes it unreadable again, as reading libmpv's wakeup does.
    public func reset() {
        var count: UInt64 = 0
        _ = read(descriptor, &count, MemoryLayout<UInt64>.size)
    }

    /// Whether a poll(2) would find it readable now.
    public var isReadable: Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) > 0
    }
}
