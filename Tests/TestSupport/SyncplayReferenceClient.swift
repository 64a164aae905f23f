import Foundation
import Glibc

/// The real Syncplay client (Debian's `syncplay` 1.6.9, `--no-gui`) driving a real mpv
/// (`--vo=null --ao=null`), the peer the issue names; the test controls that mpv through its
/// IPC socket, the one the client itself talks to mpv over (mpv serves several clients).
public final class SyncplayReferenceClient: Sendable {
    /// mpv's IPC socket.
    public let socket: String
    private let process: LiveProcess
    private let folder: String

    /// Whether this machine has it (the Makefile installs `syncplay` for the suite).
    public static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/syncplay") }

    /// Joins `room` on 127.0.0.1:`port` as `name`, and waits until its mpv has loaded `file` and
    /// has a position in it.
    public init(port: UInt16, name: String = "bob", room: String = "r", password: String? = nil, file: String) throws {
        folder = try TestWorld.makeFolder(prefix: "syncplay-client")
        socket = folder + "/mpv.sock"
        // Through Python with the signal mask cleared, as SyncplayServer: the client and its mpv
        // must see SIGTERM.
        let exec = "import os, signal, sys; signal.pthread_sigmask(signal.SIG_SETMASK, []); os.execv(sys.argv[1], sys.argv[1:])"
        process = try LiveProcess("/usr/bin/python3", ["-c", exec, "/usr/bin/syncplay", "--no-gui", "--no-store",
                                                       "-a", "127.0.0.1:\(port)", "-n", name, "-r", room] + (password.map { ["-p", $0] } ?? []) + [
                                                       "--player-path", "/usr/bin/mpv", file, "--",
                                                       "--vo=null", "--ao=null", "--input-ipc-server=\(socket)"],
                                  environment: ["HOME": folder, "QT_QPA_PLATFORM": "offscreen", "PYTHONUNBUFFERED": "1"])
        let socket = socket
        // Until it has a position too: mpv knows the duration before it has decoded a first
        // frame, and a seek between the two is refused ("property unavailable").
        guard process.wait(timeout: 60, for: {
            ((try? MPVSocket.get("duration", at: socket)) is Double && (try? MPVSocket.get("time-pos", at: socket)) is Double)
                || !process.isRunning
        }),
              process.isRunning else {
            process.stop()
            throw FixtureError("syncplay did not start mpv: \((process.stdoutLines + process.stderrLines).suffix(10).joined(separator: "\n"))")
        }
    }

    deinit { stop() }

    /// Reads an mpv property.
    public func get(_ property: String) throws -> Any? { try MPVSocket.get(property, at: socket) }

    /// Sets an mpv property, as a person at that mpv would.
    public func set(_ property: String, _ value: any Sendable) throws { try MPVSocket.set(property, value, at: socket) }

    /// Waits until `condition` holds, at most `timeout` seconds.
    public func wait(timeout: TimeInterval = 20, for condition: () -> Bool) -> Bool { process.wait(timeout: timeout, for: condition) }

    /// Types a line at the client's console (`ch TEXT` is a chat line, `p` toggles the pause).
    public func type(_ line: String) { process.send(line: line) }

    /// What the client printed.
    public var log: [String] { process.stdoutLines + process.stderrLines }

    /// Quits mpv (the client ends with it) and the client.
    public func stop() {
        _ = try? MPVSocket.command(["quit"], at: socket)
        if process.waitForExit(timeout: 10) == nil { process.stop() }
        try? FileManager.default.removeItem(atPath: folder)
    }
}

/// mpv's JSON IPC over its Unix socket: one request, its answer (events are skipped).
public enum MPVSocket {
    /// A property's value.
    public static func get(_ property: String, at path: String) throws -> Any? {
        try command(["get_property", property], at: path)
    }

    /// Sets a property.
    public static func set(_ property: String, _ value: any Sendable, at path: String) throws {
        _ = try command(["set_property", property, value], at: path)
    }

    /// Sends a command and returns its `data`; throws on mpv's error or a silent socket (5 s).
    @discardableResult
    public static func command(_ words: [any Sendable], at path: String) throws -> Any? {
        let fd = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw FixtureError("socket: \(errno)") }
        defer { close(fd) }
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in raw.copyBytes(from: Array(path.utf8.prefix(raw.count - 1))) }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard connected == 0 else { throw FixtureError("mpv's IPC at \(path): errno \(errno)") }
        let request = try JSONSerialization.data(withJSONObject: ["command": words, "request_id": 7]) + Data("\n".utf8)
        _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var pending = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(fd, &buffer, buffer.count, 0)
            guard count > 0 else { throw FixtureError("mpv's IPC at \(path) did not answer \(words)") }
            pending.append(contentsOf: buffer[..<count])
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = pending[pending.startIndex..<newline]
                pending = Data(pending[(newline + 1)...])
                guard let answer = try? JSONSerialization.jsonObject(with: line) as? [String: Any],
                      answer["request_id"] as? Int == 7 else { continue }
                guard answer["error"] as? String == "success" else {
                    throw FixtureError("mpv refused \(words): \(answer["error"] ?? "")")
                }
                return answer["data"]
            }
        }
    }
}
