import CLinux
import Glibc

/// Delivers signals through the event loop as ordinary readable events (signalfd).
///
/// The signals are blocked for the whole process first, so they never interrupt
/// anything; create this before starting threads (libmpv's) so they inherit the mask.
public final class SignalSource {
    /// The descriptor to watch.
    public let descriptor: Int32

    /// Blocks `signals` and opens a descriptor that reports them; nil if the kernel refuses.
    public init?(signals: [Int32]) {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        guard sigprocmask(SIG_BLOCK, &set, nil) == 0 else { return nil }
        let fd = withUnsafePointer(to: &set) { pd_signalfd($0) }
        guard fd >= 0 else { return nil }
        descriptor = fd
    }

    deinit { close(descriptor) }

    /// Reads every pending signal number, never blocking.
    public func pending() -> [Int32] {
        let size = Int(pd_signalfd_record_size())
        var record = [UInt8](repeating: 0, count: size)
        var signals: [Int32] = []
        while record.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, size) }) == size {
            signals.append(record.withUnsafeBytes { pd_signalfd_signo($0.baseAddress) })
        }
        return signals
    }

    /// Calls `handler` on `loop` with the first signal of each batch that arrives.
    public func watch(on loop: EventLoop, _ handler: @escaping (Int32) -> Void) {
        loop.watch(descriptor) { [unowned self] in
            if let signal = pending().first { handler(signal) }
        }
    }
}
