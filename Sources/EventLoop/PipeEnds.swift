import CLinux
import Glibc

/// A non-blocking, close-on-exec pipe's two ends, for what must be a real pipe (standard
/// error redirected into it with dup2). The caller owns both ends and closes them.
/// To wake the loop from another thread, use `Wakeup`.
public struct PipeEnds: Sendable {
    /// The end to read and watch.
    public let read: Int32
    /// The end to write (or dup2 onto a standard descriptor).
    public let write: Int32

    /// Opens a pipe.
    public init() throws(SystemError) {
        var fds: [Int32] = [-1, -1]
        guard pd_pipe(&fds) == 0 else { throw SystemError("pipe2") }
        read = fds[0]
        write = fds[1]
    }
}
