import EventLoop
import Glibc
import Settings

/// One listening socket of the MPD server: a TCP address or a Unix socket path.
struct MPDListener {
    /// The listening descriptor, non-blocking.
    let fd: Int32
    /// Whether its clients are MPD's "local" ones (a Unix socket).
    let isLocal: Bool
    /// The socket file to remove at the end (a Unix socket).
    let path: String?
    /// Where clients reach it: the path, or the bound `host:port` (the port the system picked).
    let boundAddress: String

    /// Binds every socket `address` names (a host name may have several addresses).
    static func open(_ address: MPDSettings.Address, directory: SocketDirectory) throws(SystemError) -> [MPDListener] {
        switch address {
        case let .unix(path): [try unix(expanding: path, directory: directory)]
        case let .tcp(host, port): try tcp(host: host, port: port)
        }
    }

    /// Stops listening and removes the socket file.
    func close() {
        _ = Glibc.close(fd)
        if let path { _ = unlink(path) }
    }

    private static func unix(expanding written: String, directory: SocketDirectory) throws(SystemError) -> MPDListener {
        let path = try expand(written, directory: directory)
        let fd = try UnixSocket.make()
        do throws(SystemError) {
            do {
                try UnixSocket.listen(fd, at: path)
            } catch where error.code == EADDRINUSE {
                // A socket left by a player that died answers no one: it is ours to replace.
                // Anything else at the path (a live server, a file) is left alone.
                var info = stat()
                guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFSOCK, !SocketDirectory.isListening(path) else {
                    throw error
                }
                _ = unlink(path)
                try UnixSocket.listen(fd, at: path)
            }
        } catch {
            _ = Glibc.close(fd)
            throw error
        }
        return MPDListener(fd: fd, isLocal: true, path: path, boundAddress: path)
    }

    /// The path with `$XDG_RUNTIME_DIR/playdeck/` as the control sockets' folder (made if
    /// missing, with its fallbacks when there is no runtime directory), `$XDG_RUNTIME_DIR` and `~`.
    private static func expand(_ path: String, directory: SocketDirectory) throws(SystemError) -> String {
        let ours = "$XDG_RUNTIME_DIR/playdeck/"
        if path.hasPrefix(ours) {
            do {
                try directory.prepare()
            } catch {
                throw SystemError("\(error)", code: EACCES)
            }
            return directory.path + "/" + path.dropFirst(ours.count)
        }
        for (prefix, variable) in [("$XDG_RUNTIME_DIR/", "XDG_RUNTIME_DIR"), ("~/", "HOME")] where path.hasPrefix(prefix) {
            guard let value = SocketDirectory.environment(variable), value.hasPrefix("/") else {
                throw SystemError("\(path): \(variable) is not set", code: ENOENT)
            }
            return value + "/" + path.dropFirst(prefix.count)
        }
        return path
    }

    private static func tcp(host: String, port: UInt16) throws(SystemError) -> [MPDListener] {
        var hints = addrinfo()
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &list)
        guard status == 0, let first = list else {
            let reason = gai_strerror(status).map { String(cString: $0) } ?? "error \(status)"
            throw SystemError("\(host): \(reason)", code: EADDRNOTAVAIL)
        }
        defer { freeaddrinfo(first) }
        var listeners: [MPDListener] = []
        var failure: SystemError?
        var entry: UnsafeMutablePointer<addrinfo>? = first
        while let info = entry?.pointee {
            entry = info.ai_next
            guard let address = info.ai_addr else { continue }
            do throws(SystemError) {
                listeners.append(try bind(address, info.ai_addrlen, family: info.ai_family))
            } catch {
                failure = error
            }
        }
        guard !listeners.isEmpty else { throw failure ?? SystemError("\(host): no address", code: EADDRNOTAVAIL) }
        return listeners
    }

    private static func bind(_ address: UnsafePointer<sockaddr>, _ length: socklen_t, family: Int32) throws(SystemError) -> MPDListener {
        let fd = socket(family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard fd >= 0 else { throw SystemError("socket") }
        var on: Int32 = 1
        _ = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        // "::" means IPv6 only, as for MPD: "0.0.0.0" is its own entry.
        if family == AF_INET6 { _ = setsockopt(fd, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &on, socklen_t(MemoryLayout<Int32>.size)) }
        let written = numeric(address, length)
        guard Glibc.bind(fd, address, length) == 0, Glibc.listen(fd, SOMAXCONN) == 0 else {
            let error = SystemError("bind \(written)")
            _ = Glibc.close(fd)
            throw error
        }
        var bound = sockaddr_storage()
        var boundLength = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let name = withUnsafeMutablePointer(to: &bound) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
                getsockname(fd, raw, &boundLength) == 0 ? numeric(raw, boundLength) : written
            }
        }
        return MPDListener(fd: fd, isLocal: false, path: nil, boundAddress: name)
    }

    /// `host:port` (`[host]:port` for IPv6), numeric.
    private static func numeric(_ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> String {
        var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
        var service = [CChar](repeating: 0, count: Int(NI_MAXSERV))
        guard getnameinfo(address, length, &host, socklen_t(host.count), &service, socklen_t(service.count),
                          NI_NUMERICHOST | NI_NUMERICSERV) == 0 else { return "?" }
        let name = String(decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let port = String(decoding: service.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return address.pointee.sa_family == sa_family_t(AF_INET6) ? "[\(name)]:\(port)" : "\(name):\(port)"
    }
}
