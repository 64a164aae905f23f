import Foundation

/// A Syncplay peer written for the tests in Python, speaking the protocol as the reference
/// client does, so that a test can make exact assertions on what PlayDeck sends and make the
/// room pause, play, seek and chat; or, as `fake`, a server that misbehaves. See `script`.
public final class SyncplayScriptPeer: Sendable {
    private let process: LiveProcess

    /// Joins `room` on the server at `port` as `name`, playing `file` of `duration` seconds.
    public init(port: UInt16, name: String = "ana", room: String = "r", file: String = "a.ogg", duration: Double = 120,
                password: String? = nil) throws {
        let arguments = [try Self.scriptPath(), "peer", String(port), name, room, file, String(duration)] + (password.map { [$0] } ?? [])
        let peer = try LiveProcess("/usr/bin/python3", arguments)
        guard peer.wait(timeout: 20, for: { peer.stdoutLines.contains("ready") || !peer.isRunning }),
              peer.stdoutLines.contains("ready") else {
            peer.stop()
            throw FixtureError("the Python Syncplay peer did not join: \((peer.stdoutLines + peer.stderrLines).joined(separator: "\n"))")
        }
        process = peer
    }

    private init(process: LiveProcess) {
        self.process = process
    }

    /// A server that is not one (`mode`: garbage, oversized, silent) and its port.
    public static func fakeServer(_ mode: String) throws -> (server: SyncplayScriptPeer, port: UInt16) {
        let fake = try LiveProcess("/usr/bin/python3", [try scriptPath(), "fake", "0", mode])
        var port: UInt16?
        _ = fake.wait(timeout: 20) {
            port = fake.stdoutLines.lazy.compactMap { $0.hasPrefix("listening ") ? UInt16($0.dropFirst(10)) : nil }.first
            return port != nil || !fake.isRunning
        }
        guard let port else {
            fake.stop()
            throw FixtureError("the fake Syncplay server did not start: \(fake.stderrLines.joined(separator: "\n"))")
        }
        return (SyncplayScriptPeer(process: fake), port)
    }

    deinit { stop() }

    /// Sends a command (see `script`) and waits until it is done.
    public func tell(_ command: [String: any Sendable]) throws {
        let before = process.stdoutLines.count
        let json = try JSONSerialization.data(withJSONObject: command)
        process.send(line: String(decoding: json, as: UTF8.self))
        let kind = command.keys.first ?? ""
        guard process.wait(for: { process.stdoutLines.dropFirst(before).contains("done " + kind) }) else {
            throw FixtureError("the Python Syncplay peer did not take \(command): \(process.stderrLines.joined(separator: "\n"))")
        }
    }

    /// The messages received so far, each a JSON object.
    public var received: [[String: Any]] {
        process.stdoutLines.compactMap { line in
            guard line.hasPrefix("recv "), let data = line.dropFirst(5).data(using: .utf8) else { return nil }
            return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        }
    }

    /// The play states received so far (`State`'s `playstate`).
    public var playstates: [[String: Any]] {
        received.compactMap { ($0["State"] as? [String: Any])?["playstate"] as? [String: Any] }
    }

    /// Its output lines (`accepted` for the fake server's clients).
    public var lines: [String] { process.stdoutLines }

    /// Waits until `condition` holds of what it received, at most `timeout` seconds.
    public func wait(timeout: TimeInterval = 20, for condition: () -> Bool) -> Bool {
        process.wait(timeout: timeout, for: condition)
    }

    /// Leaves the room (its process ends).
    public func stop() {
        process.stop()
    }

    private static func scriptPath() throws -> String {
        var hash: UInt64 = 1469598103934665603
        for byte in script.utf8 { hash = (hash ^ UInt64(byte)) &* 1099511628211 }
        let path = Fixtures.directory + "/syncplay-peer-\(String(hash, radix: 16)).py"
        guard !FileManager.default.fileExists(atPath: path) else { return path }
        let partial = path + ".part-\(UUID().uuidString)"
        try script.write(toFile: partial, atomically: false, encoding: .utf8)
        _ = rename(partial, path)
        return path
    }
}
