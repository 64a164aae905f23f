import Glibc

/// Two connected, non-blocking Unix stream sockets, closed when this is released; either end
/// may be closed early to make the other hang up.
final class SocketPair {
    private(set) var left: Int32
    private(set) var right: Int32

    init() throws {
        var fds: [Int32] = [-1, -1]
        let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        guard socketpair(AF_UNIX, type, 0, &fds) == 0 else { throw SocketPairError() }
        left = fds[0]
        right = fds[1]
    }

    deinit {
        if left >= 0 { close(left) }
        if right >= 0 { close(right) }
    }

    /// Closes the right end: the left one hangs up.
    func closeRight() {
        close(right)
        right = -1
    }

    /// Writes `count` bytes to `fd`; returns how many it took.
    @discardableResult
    func send(_ fd: Int32, count: Int = 1) -> Int {
        let bytes = [UInt8](repeating: 7, count: count)
        return bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    /// Writes to `fd` until its buffer is full.
    func fill(_ fd: Int32) {
        while send(fd, count: 65536) > 0 {}
    }

    /// Reads everything waiting on `fd`; returns the count.
    @discardableResult
    func drain(_ fd: Int32) -> Int {
        var total = 0
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return total }
            total += count
        }
    }
}

struct SocketPairError: Error {}
