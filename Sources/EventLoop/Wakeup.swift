import CLinux
import Glibc

/// A descriptor that another thread makes readable to wake the loop: an eventfd.
///
/// `wake()` is safe from any thread; C code that must wake the loop from a thread or a
/// signal handler of its own (libmpv's callbacks, the screen signals) writes an 8-byte 1
/// to `descriptor`, which is the same thing. The loop watches `descriptor` with
/// `EventLoop.watchWakeup`, which drains it before the handler looks at what it was woken for,
/// so a wake-up after that is never lost and one the handler ignores does not wake it again.
public final class Wakeup: Sendable {
    /// The eventfd to watch; open until this is released.
    public let descriptor: Int32

    /// Opens the eventfd, non-blocking and close-on-exec.
    public init() throws(SystemError) {
        let fd = pd_eventfd()
        guard fd >= 0 else { throw SystemError("eventfd") }
        descriptor = fd
    }

    deinit { close(descriptor) }

    /// Makes `descriptor` readable until the next `drain()`.
    public func wake() {
        var one: UInt64 = 1
        // EAGAIN only when the count is at its maximum: it is readable already.
        while write(descriptor, &one, MemoryLayout<UInt64>.size) < 0, errno == EINTR {}
    }

    /// Takes every wake-up so far; `descriptor` is not readable again until the next `wake()`.
    public func drain() {
        Self.drain(descriptor)
    }

    /// Takes every wake-up so far from a wake-up's `descriptor` (an eventfd, non-blocking), for
    /// whoever holds only the descriptor; nothing for -1.
    public static func drain(_ descriptor: Int32) {
        guard descriptor >= 0 else { return }
        var count: UInt64 = 0
        while read(descriptor, &count, MemoryLayout<UInt64>.size) < 0, errno == EINTR {}
    }
}
