import Foundation
import Glibc
import Remote
import TestSupport

/// A real `playdeck --headless --json --ao null` started by a test in a TestWorld of its own
/// (private runtime, config, state and cache folders and HOME), killed at the end.
final class PlayDeckInstance {
    let world: TestWorld
    let environment: [String: String]
    let process = Process()
    private var consumed = 0
    private(set) var stopped = false

    /// Starts playing `arguments` and waits for the first snapshot (the sockets are open by then).
    /// `bus`: a private bus's address; without one, the instance has no session bus at all.
    /// `runtimeDirectory`: a runtime folder shared with other instances.
    init(_ arguments: [String], bus: String? = nil, runtimeDirectory: String? = nil) throws {
        world = try TestWorld(bus: bus)
        var environment = world.environment
        if let runtimeDirectory { environment["XDG_RUNTIME_DIR"] = runtimeDirectory }
        self.environment = environment
        process.executableURL = URL(fileURLWithPath: ProcessRunner.playdeck)
        process.arguments = ["--headless", "--json", "--ao", "null"] + arguments
        process.environment = ProcessRunner.childEnvironment(adding: environment)
        // Files, not pipes: a player whose output nobody reads must never block on it.
        process.standardOutput = FileHandle(forWritingAtPath: try Self.file(world.path + "/stdout"))
        process.standardError = FileHandle(forWritingAtPath: try Self.file(world.path + "/stderr"))
        process.standardInput = FileHandle.nullDevice
        try process.run()
        guard try nextSnapshot(timeout: 20) != nil else {
            stop()
            throw FixtureError("playdeck printed no snapshot: \(standardError)")
        }
    }

    deinit { stop() }

    var pid: Int32 { process.processIdentifier }
    var socketPath: String { "\(environment["XDG_RUNTIME_DIR"] ?? "")/playdeck/\(pid).sock" }
    /// The first PlayDeck on a bus takes the plain name; each test brings a bus of its own.
    var busName: String { "org.mpris.MediaPlayer2.playdeck" }
    var playerName: String { "playdeck" }
    var standardError: String { (try? String(contentsOfFile: world.path + "/stderr", encoding: .utf8)) ?? "" }

    /// The last `count` snapshots it printed (`--json`), for a failure to say what led to it.
    func recentSnapshots(_ count: Int = 8) -> String {
        let text = (try? String(contentsOfFile: world.path + "/stdout", encoding: .utf8)) ?? ""
        return text.split(separator: "\n").suffix(count).joined(separator: "\n")
    }

    /// A control-socket client.
    func client() throws -> ControlClient { try ControlClient(path: socketPath) }

    /// Sends one request on a fresh connection and returns the answer line.
    func ask(_ request: [String: String]) throws -> String {
        try client().request(request)
    }

    /// The snapshot now.
    func status() throws -> StatusJSON {
        let line = try ask(["get": "now-playing"])
        guard let status = StatusJSON.decode(line) else { throw FixtureError("not a snapshot: \(line)") }
        return status
    }

    /// Runs the playdeck binary with this instance's environment (`playdeck remote …`).
    func run(_ arguments: [String]) throws -> ProcessRunner.Result {
        try ProcessRunner.run(ProcessRunner.playdeck, arguments, environment: environment, timeout: 20)
    }

    /// The next JSON line on standard output, or nil when none comes in time.
    func nextSnapshot(timeout: Double) throws -> StatusJSON? {
        var line: String?
        _ = eventually(timeout: timeout) {
            guard let data = FileManager.default.contents(atPath: world.path + "/stdout") else { return false }
            let rest = data.dropFirst(consumed)
            guard let newline = rest.firstIndex(of: UInt8(ascii: "\n")) else { return false }
            line = String(decoding: rest[..<newline], as: UTF8.self)
            consumed = newline + 1
            return true
        }
        return line.flatMap(StatusJSON.decode)
    }

    /// Waits for the process to end by itself; its exit status, or nil if it did not end in time.
    func waitForExit(timeout: Double) -> Int32? {
        let end = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < end { usleep(20_000) }
        return process.isRunning ? nil : process.terminationStatus
    }

    /// Ends the player (if still running) and removes its folder.
    func stop() {
        guard !stopped else { return }
        stopped = true
        if process.isRunning {
            process.terminate()
            if waitForExit(timeout: 5) == nil { kill(pid, SIGKILL) }
            process.waitUntilExit()
        }
        world.remove()
    }

    private static func file(_ path: String) throws -> String {
        guard FileManager.default.createFile(atPath: path, contents: nil) else { throw FixtureError("cannot create \(path)") }
        return path
    }
}

/// Retries `condition` every 20 ms until it holds or `timeout` seconds pass (tests only).
func eventually(timeout: Double = 5, _ condition: () throws -> Bool) rethrows -> Bool {
    let end = Date().addingTimeInterval(timeout)
    repeat {
        if try condition() { return true }
        usleep(20_000)
    } while Date() < end
    return try condition()
}
