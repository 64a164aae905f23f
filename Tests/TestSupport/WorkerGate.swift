import Glibc

/// A gate a worker thread waits at (at most 10 s) until the test opens it: the test decides
/// when a background job may finish.
public final class WorkerGate: Sendable {
    private let ends: [Int32]

    public init() {
        var fds: [Int32] = [-1, -1]
        _ = pipe(&fds)
        ends = fds
    }

    deinit { ends.forEach { _ = close($0) } }

    public func open() {
        var byte: UInt8 = 1
        _ = write(ends[1], &byte, 1)
    }

    public func wait() {
        var descriptor = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
        _ = poll(&descriptor, 1, 10_000)
    }
}
