import CSDBus
import EventLoop
import Glibc

/// Which readiness a descriptor is watched for.
struct Interest: OptionSet, Sendable {
    let rawValue: UInt32
    static let readable = Interest(rawValue: EPOLLIN.rawValue)
    static let writable = Interest(rawValue: EPOLLOUT.rawValue)
}

/// What a descriptor became ready for: readable, writable, hung up or failed.
struct Readiness: Sendable {
    let rawValue: UInt32
    var isReadable: Bool { rawValue & EPOLLIN.rawValue != 0 }
    var isWritable: Bool { rawValue & EPOLLOUT.rawValue != 0 }
    var isHangUpOrError: Bool { rawValue & (EPOLLHUP.rawValue | EPOLLERR.rawValue) != 0 }
}

/// A set of descriptors watched for reading *and* writing through one epoll descriptor,
/// which the program's `EventLoop` (readability only) watches like any other source.
///
/// The control socket's clients need to know when a full socket drains, and sd-bus asks
/// for POLLOUT while it has queued output; this gives both without a second loop or a thread.
final class ReadinessSet {
    private let epoll: Int32
    private let loop: EventLoop
    private var handlers: [Int32: (Readiness) -> Void] = [:]
    private var closed = false

    /// Opens the epoll descriptor and starts watching it on `loop`.
    init(loop: EventLoop) throws(SystemCallError) {
        let fd = epoll_create1(Int32(EPOLL_CLOEXEC))
        guard fd >= 0 else { throw SystemCallError("epoll_create1") }
        epoll = fd
        self.loop = loop
        loop.watch(fd) { [weak self] in self?.dispatch() }
    }

    deinit { close() }

    /// Starts watching `fd`; `handler` is called with what it became ready for.
    func add(_ fd: Int32, _ interest: Interest, handler: @escaping (Readiness) -> Void) throws(SystemCallError) {
        var event = epoll_event()
        event.events = interest.rawValue
        event.data.fd = fd
        guard epoll_ctl(epoll, EPOLL_CTL_ADD, fd, &event) == 0 else { throw SystemCallError("epoll_ctl add") }
        handlers[fd] = handler
    }

    /// Changes what `fd` is watched for. Hang-ups and errors are always reported.
    func change(_ fd: Int32, to interest: Interest) {
        var event = epoll_event()
        event.events = interest.rawValue
        event.data.fd = fd
        _ = epoll_ctl(epoll, EPOLL_CTL_MOD, fd, &event)
    }

    /// Stops watching `fd` (call before closing it).
    func remove(_ fd: Int32) {
        guard handlers.removeValue(forKey: fd) != nil else { return }
        _ = epoll_ctl(epoll, EPOLL_CTL_DEL, fd, nil)
    }

    /// Stops watching everything and closes the epoll descriptor.
    func close() {
        guard !closed else { return }
        closed = true
        loop.unwatch(epoll)
        handlers = [:]
        _ = Glibc.close(epoll)
    }

    /// One batch per wake-up: whatever is still ready keeps the epoll descriptor readable,
    /// so the loop comes back after serving its other sources.
    private func dispatch() {
        var events = [epoll_event](repeating: epoll_event(), count: 64)
        let count = epoll_wait(epoll, &events, Int32(events.count), 0)
        guard count > 0 else { return }
        for event in events.prefix(Int(count)) where !closed {
            // A handler may have removed (and closed) another descriptor of this batch.
            handlers[event.data.fd]?(Readiness(rawValue: event.events))
        }
    }
}
