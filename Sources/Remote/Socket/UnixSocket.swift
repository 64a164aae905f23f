import EventLoop
import Glibc

/// The Unix stream-socket calls the control socket needs, errno turned into `SystemError`.
/// Descriptors are plain `Int32`s owned by the caller: the server, a connection or the client.
enum UnixSocket {
    /// The longest path `sockaddr_un` holds, without its terminating NUL.
    static let maximumPathLength = MemoryLayout.size(ofValue: sockaddr_un().sun_path) - 1

    /// A new close-on-exec stream socket, non-blocking unless asked otherwise.
    static func make(nonBlocking: Bool = true) throws(SystemError) -> Int32 {
        var type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        if nonBlocking { type |= Int32(SOCK_NONBLOCK.rawValue) }
        let fd = socket(AF_UNIX, type, 0)
        guard fd >= 0 else { throw SystemError("socket") }
        return fd
    }

    /// Runs `body` with the address of `path`; paths too long for sockaddr_un are refused.
    static func withAddress<T>(_ path: String, _ body: (UnsafePointer<sockaddr>, socklen_t) -> T) throws(SystemError) -> T {
        let bytes = Array(path.utf8)
        guard !bytes.isEmpty, bytes.count <= maximumPathLength, !bytes.contains(0) else {
            throw SystemError("socket path \(path)", code: ENAMETOOLONG)
        }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
        }
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                body($0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
    }

    /// Binds `fd` to `path` and listens. Bound in place, the path was there before `listen`, and
    /// a client that saw it (a script waiting for a player's socket, on a loaded machine) was
    /// refused: it is bound under a name of the same length (never `*.sock`) and linked to `path`
    /// once it takes connections. A link, not a rename: whatever is at `path` already (a live
    /// server's socket, a file) is left alone and is EADDRINUSE, as bind said.
    static func listen(_ fd: Int32, at path: String) throws(SystemError) {
        // Said before binding, so that `fd` may listen once the caller cleared the path (a stale socket).
        var existing = stat()
        guard lstat(path, &existing) != 0 else { throw SystemError("bind \(path)", code: EADDRINUSE) }
        let staging = String(path.dropLast()) + (path.hasSuffix("~") ? "-" : "~")
        _ = unlink(staging)
        let bound = try withAddress(staging) { bind(fd, $0, $1) }
        guard bound == 0 else { throw SystemError("bind \(path)") }
        defer { _ = unlink(staging) }
        guard Glibc.listen(fd, SOMAXCONN) == 0 else { throw SystemError("listen \(path)") }
        guard link(staging, path) == 0 else { throw SystemError("bind \(path)", code: errno == EEXIST ? EADDRINUSE : errno) }
    }

    /// Connects `fd` (blocking) to the socket at `path`.
    static func connect(_ fd: Int32, to path: String) throws(SystemError) {
        let result = try withAddress(path) { address, length in
            var result: Int32
            repeat { result = Glibc.connect(fd, address, length) } while result < 0 && errno == EINTR
            return result
        }
        guard result == 0 else { throw SystemError("connect \(path)") }
    }

    /// Accepts one pending connection as a non-blocking, close-on-exec descriptor; nil when none waits.
    static func accept(_ listener: Int32) throws(SystemError) -> Int32? {
        while true {
            let fd = Glibc.accept(listener, nil, nil)
            if fd >= 0 {
                _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                return fd
            }
            switch errno {
            case EINTR, ECONNABORTED: continue
            case EAGAIN, EWOULDBLOCK: return nil
            default: throw SystemError("accept")
            }
        }
    }

    /// The user id of the process at the other end (SO_PEERCRED).
    static func peerUserID(_ fd: Int32) throws(SystemError) -> uid_t {
        // struct ucred is {pid_t pid; uid_t uid; gid_t gid;}: Linux ABI, hidden from Swift behind _GNU_SOURCE.
        var credentials: (pid: Int32, uid: UInt32, gid: UInt32) = (0, 0, 0)
        var length = socklen_t(MemoryLayout.size(ofValue: credentials))
        guard getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &credentials, &length) == 0,
              Int(length) == MemoryLayout.size(ofValue: credentials) else {
            throw SystemError("getsockopt SO_PEERCRED")
        }
        return credentials.uid
    }

    /// Writes as much of `bytes` as the socket takes now; never raises SIGPIPE.
    /// Returns the count written (0 when it would block); throws when the peer is gone.
    static func send(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) throws(SystemError) -> Int {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return 0 }
        while true {
            let written = Glibc.send(fd, base, bytes.count, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT))
            if written >= 0 { return written }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return 0
            default: throw SystemError("send")
            }
        }
    }

    /// What one read brought.
    enum ReadResult {
        case bytes(Int)
        case wouldBlock
        case endOfFile
    }

    /// Reads once into `buffer`.
    static func receive(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) throws(SystemError) -> ReadResult {
        while true {
            let count = recv(fd, buffer.baseAddress, buffer.count, 0)
            if count > 0 { return .bytes(count) }
            if count == 0 { return .endOfFile }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return .wouldBlock
            default: throw SystemError("recv")
            }
        }
    }
}
