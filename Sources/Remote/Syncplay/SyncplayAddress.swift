import EventLoop
import Glibc

/// The socket addresses a host name resolves to, as plain values a worker can hand back to
/// the loop (getaddrinfo may ask DNS, which the loop must not wait for).
struct SyncplayAddress: Sendable, Equatable {
    let family: Int32
    let bytes: [UInt8]

    /// The TCP addresses of `host`:`port`, IPv4 and IPv6, in getaddrinfo's order.
    static func resolve(host: String, port: UInt16) -> Result<[SyncplayAddress], ResolveFailure> {
        var hints = addrinfo()
        hints.ai_flags = AI_NUMERICSERV | AI_ADDRCONFIG
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &list)
        guard status == 0, let first = list else {
            return .failure(ResolveFailure(message: String(cString: gai_strerror(status))))
        }
        defer { freeaddrinfo(first) }
        var addresses: [SyncplayAddress] = []
        var entry: UnsafeMutablePointer<addrinfo>? = first
        while let current = entry {
            if let address = current.pointee.ai_addr {
                let bytes = UnsafeRawBufferPointer(start: address, count: Int(current.pointee.ai_addrlen))
                addresses.append(SyncplayAddress(family: current.pointee.ai_family, bytes: Array(bytes)))
            }
            entry = current.pointee.ai_next
        }
        return addresses.isEmpty ? .failure(ResolveFailure(message: "no address")) : .success(addresses)
    }

    /// Why a name gave no address, in getaddrinfo's words.
    struct ResolveFailure: Error, Equatable, Sendable {
        let message: String
    }

    /// Starts a non-blocking connect: the socket, and whether it is connected already (else
    /// it becomes writable once the connect is done, with its result in SO_ERROR).
    func startConnect() throws(SystemError) -> (fd: Int32, connected: Bool) {
        let fd = socket(family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw SystemError("socket") }
        let result = bytes.withUnsafeBytes { raw -> Int32 in
            guard let base = raw.baseAddress else { return -1 }
            return connect(fd, base.assumingMemoryBound(to: sockaddr.self), socklen_t(raw.count))
        }
        if result == 0 { return (fd, true) }
        let code = errno
        guard code == EINPROGRESS else {
            _ = close(fd)
            throw SystemError("connect", code: code)
        }
        return (fd, false)
    }

    /// The result of a connect that was in progress: nil when connected.
    static func connectResult(_ fd: Int32) -> SystemError? {
        var code: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        guard getsockopt(fd, SOL_SOCKET, SO_ERROR, &code, &length) == 0 else { return SystemError("getsockopt") }
        return code == 0 ? nil : SystemError("connect", code: code)
    }
}
