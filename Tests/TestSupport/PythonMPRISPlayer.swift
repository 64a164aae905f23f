import Foundation

/// An MPRIS player written for the tests in Python (python3-dbus with GLib), on a private bus:
/// it publishes what the test tells it to, edges included (no artUrl, no length, CanSeek false,
/// rate changes, a track change without Seeked, properties of the wrong type), and records
/// every call and property write it receives. See `script`.
public final class PythonMPRISPlayer: Sendable {
    /// Its bus name.
    public let busName: String
    private let process: LiveProcess

    /// Starts a player called `org.mpris.MediaPlayer2.NAME` on `bus`, playing `track` (title,
    /// artist, album, length in µs, trackid, artUrl: any may be left out).
    public init(bus: PrivateBus, name: String = "testplayer", identity: String = "Test Player",
                track: [String: any Sendable] = ["title": "Python Song", "artist": "Py Artist", "album": "Py Album",
                                                 "length": 120_000_000]) throws {
        busName = "org.mpris.MediaPlayer2." + name
        let json = try JSONSerialization.data(withJSONObject: track)
        let player = try LiveProcess("/usr/bin/python3", [try Self.scriptPath(), busName, identity, String(decoding: json, as: UTF8.self)],
                                     environment: bus.environment)
        guard player.wait(timeout: 20, for: { player.stdoutLines.contains("ready") || !player.isRunning }),
              player.stdoutLines.contains("ready") else {
            player.stop()
            throw FixtureError("the Python MPRIS player did not start: \(player.stderrLines.joined(separator: "\n"))")
        }
        process = player
    }

    deinit { stop() }

    /// Tells it to change what it publishes (see `script`), and waits until it has.
    public func tell(_ command: [any Sendable]) throws {
        let before = process.stdoutLines.count
        let json = try JSONSerialization.data(withJSONObject: command)
        process.send(line: String(decoding: json, as: UTF8.self))
        let kind = command.first as? String ?? ""
        guard process.wait(for: { process.stdoutLines.dropFirst(before).contains("done " + kind) }) else {
            throw FixtureError("the Python MPRIS player did not take \(command): \(process.stderrLines.joined(separator: "\n"))")
        }
    }

    /// The calls and property writes received so far: "call Seek 15000000", "set Volume 0.8".
    public var received: [String] {
        process.stdoutLines.filter { $0.hasPrefix("call ") || $0.hasPrefix("set ") }
    }

    /// What it wrote on standard error (Python's tracebacks).
    public var errors: String { process.stderrLines.joined(separator: "\n") }

    /// Waits until a call or write that starts with `prefix` has been received.
    public func waitForCall(_ prefix: String, timeout: TimeInterval = 10) -> Bool {
        process.wait(timeout: timeout) { received.contains { $0.hasPrefix(prefix) } }
    }

    /// Ends it, as a player quitting does: its name leaves the bus.
    public func stop() {
        process.stop()
    }

    private static func scriptPath() throws -> String {
        var hash: UInt64 = 1469598103934665603
        for byte in script.utf8 { hash = (hash ^ UInt64(byte)) &* 1099511628211 }
        let path = Fixtures.directory + "/mpris-player-\(String(hash, radix: 16)).py"
        guard !FileManager.default.fileExists(atPath: path) else { return path }
        let partial = path + ".part-\(UUID().uuidString)"
        try script.write(toFile: partial, atomically: false, encoding: .utf8)
        _ = rename(partial, path)
        return path
    }
}
