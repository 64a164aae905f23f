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
        self.port = try port ?? LoopbackPort.free()
        folder = try TestWorld.makeFolder(prefix: "syncplay")
        // Started through Python with the signal mask cleared: the test process blocks the
        // signals it handles, a child inherits that mask across exec, and a server that never
        // sees SIGTERM would be waited for forever.
        let exec = "import os, signal, sys; signal.pthread_sigmask(signal.SIG_SETMASK, []); os.execv(sys.argv[1], sys.argv[1:])"
        process = try LiveProcess("/usr/bin/python3", ["-c", exec, "/usr/bin/syncplay-server", "--port", String(self.port)] + arguments,
                                  environment: ["HOME": folder, "PYTHONUNBUFFERED": "1"])
        let port = self.port
        guard process.wait(timeout: 60, for: { LoopbackPort.accepts(port) || !process.isRunning }), process.isRunning else {
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
}
