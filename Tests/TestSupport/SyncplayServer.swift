import Foundation
import Glibc

/// Debian's real `syncplay-server` (1.6.9) on 127.0.0.1, on a port free when it was chosen,
/// with its own HOME; the server every Syncplay test of PlayDeck's talks to.
public final class SyncplayServer: Sendable {
    /// Its TCP port on 127.0.0.1.
    public let port: UInt16
    private let process: LiveProcess
    private let folder: String

    /// Whether this machine has it (the Makefile installs `syncplay-server` for the suite).
    public static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/syncplay-server") }

    /// Starts a server (on `port`, else on a free one) and waits until it takes connections;
    /// `arguments` go to it as they are (`--password`, `--disable-chat`).
    public init(port: UInt16? = nil, arguments: [String] = []) throws {
        self.port = try port ?? Self.freePort()
        folder = try TestWorld.makeFolder(prefix: "syncplay")
        // Started through Python with the signal mask cleared: the test process blocks the
        // signals it handles, a child inherits that mask across exec, and a server that never
        // sees SIGTERM would be waited for forever.
        let exec = "import os, signal, sys; signal.pthread_sigmask(signal.SIG_SETMASK, []); os.execv(sys.argv[1], sys.argv[1:])"
        process = try LiveProcess("/usr/bin/python3", ["-c", exec, "/usr/bin/syncplay-server", "--port", String(self.port)] + arguments,
                                  environment: ["HOME": folder, "PYTHONUNBUFFERED": "1"])
        let port = self.port
        guard process.wait(timeout: 60, for: { Self.accepts(port) || !process.isRunning }), process.isRunning else {
            process.stop()
            throw FixtureError("syncplay-server did not start: \((process.stdoutLines + process.stderrLines).suffix(10).joined(separator: "\n"))")
        }
    }

    deinit { stop() }

    /// Ends it (its clients see the connection close).
    public func stop() {
        process.signal(SIGTERM)
        if process.waitForExit(timeout: 10) == nil { process.stop() }
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// What it printed.
    public var log: [String] { process.stdoutLines + process.stderrLines }

    /// A port nothing listens on now: the system's choice for a socket bound to port 0.
    public static func freePort() throws -> UInt16 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw FixtureError("socket: \(errno)") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard bound else { throw FixtureError("bind: \(errno)") }
        return UInt16(bigEndian: address.sin_port)
    }

    /// Whether something takes a TCP connection on 127.0.0.1:`port` now.
    public static func accepts(_ port: UInt16) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
    }
}
