import Foundation

/// A web server on loopback for the network tests: it serves a folder the test made, a live
/// HLS playlist, bodies that stall or trickle (see `script`), and can be stopped in the middle
/// of a test, as a server going away would be.
public final class LocalHTTPServer: Sendable {
    /// The port it listens on, picked by the kernel.
    public let port: Int
    private let process: LiveProcess

    /// Starts serving `root`; throws if python3 does not come up within 20 s.
    public init(root: String) throws {
        let server = try LiveProcess("/usr/bin/python3", [try Self.scriptPath(), root])
        let started = server.wait(timeout: 20) { server.stdoutLines.contains { $0.hasPrefix("port ") } || !server.isRunning }
        guard started, let line = server.stdoutLines.first(where: { $0.hasPrefix("port ") }),
              let port = Int(line.dropFirst(5)) else {
            server.stop()
            throw FixtureError("the test web server did not start: \(server.stderrLines.joined(separator: "\n"))")
        }
        self.port = port
        process = server
    }

    deinit { stop() }

    /// The URL of a path on this server, e.g. `url("vod.m3u8")`.
    public func url(_ path: String) -> String { "http://127.0.0.1:\(port)/\(path)" }

    /// The request lines served so far, e.g. `"GET /live.m3u8 HTTP/1.1" 200 -`.
    public var requests: [String] { process.stderrLines }

    /// Ends the server at once (SIGKILL): open connections are closed and new ones refused.
    public func stop() {
        process.signal(SIGKILL)
        _ = process.waitForExit(timeout: 10)
    }

    /// The script, written once per version beside the other fixtures.
    private static func scriptPath() throws -> String {
        var hash: UInt64 = 1469598103934665603
        for byte in script.utf8 { hash = (hash ^ UInt64(byte)) &* 1099511628211 }
        let path = Fixtures.directory + "/http-server-\(String(hash, radix: 16)).py"
        guard !FileManager.default.fileExists(atPath: path) else { return path }
        let partial = path + ".part-\(UUID().uuidString)"
        try script.write(toFile: partial, atomically: false, encoding: .utf8)
        _ = rename(partial, path)
        return path
    }
}
