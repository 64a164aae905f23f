import Foundation
import Glibc
import Testing
import TestSupport

/// What the attach tests share: tiles attached in tmux, players started with `--background`,
/// the player's status as `playdeck status --json` gives it, and waiting for a process that is
/// not the test's child to end.
enum Attach {
    typealias Pane = TileEndToEndTests.Pane

    /// `playdeck attach ARGUMENTS` in a pane of its own, in `world` (where the player's socket is).
    static func tile(in world: TestWorld, _ arguments: [String] = [], environment: [String: String] = [:]) throws -> Pane {
        try Pane(["attach"] + arguments, environment: environment, world: world, options: [])
    }

    /// The terminal goes away: its tmux server ends, and with it the pane's terminal, so that
    /// the kernel hangs up on the session in it (SIGHUP). The server is killed outright, since
    /// kill-server alone can leave it waiting for a child it never reaps (see Pane's deinit).
    static func closeTerminal(_ pane: Pane) throws {
        let server = try ProcessHandle(try #require(Int32(pane.format("#{pid}"))))
        server.signal(SIGKILL)
        #expect(server.hasEnded(within: 10), "tmux outlived SIGKILL")
    }

    /// The player's state, read with `playdeck status --json` in `world`.
    struct Status {
        let state: String
        let title: String?
        let elapsed: Double?
        /// The Unix time `elapsed` was true at.
        let timestamp: Double
        let queueIndex: Int?

        init(_ world: TestWorld) throws {
            let result = try world.run(["status", "--json"])
            guard result.status == 0, let data = result.stdout.data(using: .utf8),
                  let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let state = object["state"] as? String, let timestamp = object["timestamp"] as? Double else {
                throw FixtureError("status --json (\(result.status)): \(result.stdout)\(result.stderr)")
            }
            self.state = state
            self.timestamp = timestamp
            title = object["title"] as? String
            elapsed = object["elapsed"] as? Double
            queueIndex = object["queueIndex"] as? Int
        }
    }

    /// Asks `playdeck status --json` until `condition` holds of the answer (each answer takes a
    /// process of its own, which paces the asking), for at most `seconds`; returns the last answer.
    @discardableResult
    static func waitForStatus(in world: TestWorld, seconds: Double = 10, until condition: (Status) -> Bool) throws -> Status {
        let deadline = Date().addingTimeInterval(seconds)
        var status = try Status(world)
        while !condition(status), Date() < deadline { status = try Status(world) }
        return status
    }

    /// The lines left on a pane's normal screen (after the tile closed), blank ones dropped.
    static func printedLines(_ pane: Pane) throws -> [String] {
        try pane.tmux(["capture-pane", "-p", "-J"]).split(separator: "\n").map(String.init)
            .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    }

    /// The pid in "playing in the background: pid N…".
    static func backgroundPID(in text: String) -> Int32? {
        guard let range = text.range(of: " in the background: pid ")
            ?? text.range(of: " in the background with an empty queue: pid ") else { return nil }
        return Int32(text[range.upperBound...].prefix { $0.isNumber })
    }

    /// What a process's descriptors point at (/proc/PID/fd).
    static func openFiles(_ pid: Int32) -> [String] {
        let folder = "/proc/\(pid)/fd"
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .compactMap { try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/" + $0) }
    }

    /// Fields of /proc/PID/stat after the command name, numbered as proc(5) numbers them
    /// (3 = state, 6 = session, 7 = tty_nr).
    static func stat(_ pid: Int32) -> [Int: String] {
        let text = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        let fields = text.split(separator: ")").last?.split(separator: " ").map(String.init) ?? []
        return Dictionary(uniqueKeysWithValues: fields.enumerated().map { ($0.offset + 3, $0.element) })
    }
}

/// A player started by `playdeck --background` (or by a handover, adopted by its pid): it is
/// nobody's child here, so the test kills it when it lets it go.
final class BackgroundPlayer {
    let process: ProcessHandle
    /// What `playdeck --background` printed, when this test started it.
    let launch: ProcessRunner.Result?

    /// Runs `playdeck --background --ao null --no-resume OPTIONS ITEMS` in `world` and waits
    /// for it to say where the player is.
    init(_ items: [String], in world: TestWorld, options: [String] = ["--no-mpris"]) throws {
        let launch = try world.run(["--background", "--ao", "null", "--no-resume"] + options + items)
        guard launch.status == 0, let pid = Attach.backgroundPID(in: launch.stdout) else {
            throw FixtureError("--background (\(launch.status)): \(launch.stdout)\(launch.stderr)")
        }
        process = try ProcessHandle(pid)
        self.launch = launch
    }

    /// A player started some other way (a handover).
    init(adopting pid: Int32) throws {
        process = try ProcessHandle(pid)
        launch = nil
    }

    deinit {
        if !process.hasEnded(within: 0) {
            process.signal(SIGKILL)
            process.hasEnded(within: 5)
        }
    }

    var pid: Int32 { process.pid }
    /// Whether it still runs.
    var isRunning: Bool { !process.hasEnded(within: 0) }
}

/// A process that is not the test's child (a background player, the player in a tmux pane),
/// held by a pidfd: waiting for its end is a poll(2) on it, and a signal cannot reach another
/// process that took its pid.
final class ProcessHandle {
    let pid: Int32
    private let descriptor: Int32

    private typealias PidfdOpen = @convention(c) (pid_t, UInt32) -> Int32
    private typealias PidfdSendSignal = @convention(c) (Int32, Int32, UnsafeMutableRawPointer?, UInt32) -> Int32
    // glibc has both, but Swift's Glibc module does not declare them.
    private static let pidfdOpen: PidfdOpen? = dlsym(nil, "pidfd_open").map { unsafeBitCast($0, to: PidfdOpen.self) }
    private static let pidfdSendSignal: PidfdSendSignal? = dlsym(nil, "pidfd_send_signal")
        .map { unsafeBitCast($0, to: PidfdSendSignal.self) }

    init(_ pid: Int32) throws {
        guard let open = Self.pidfdOpen else { throw FixtureError("no pidfd_open in this libc") }
        descriptor = open(pid, 0)
        guard descriptor >= 0 else { throw FixtureError("pidfd_open(\(pid)): \(String(cString: strerror(errno)))") }
        self.pid = pid
    }

    deinit { close(descriptor) }

    /// True once the process has ended (at once if it already had), false if it still runs
    /// after `seconds`.
    @discardableResult
    func hasEnded(within seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&entry, 1, Int32(max(0, deadline.timeIntervalSinceNow * 1000).rounded(.up)))
            if ready < 0, errno == EINTR { continue }
            return ready > 0
        }
    }

    /// Sends a signal, if it still runs.
    func signal(_ number: Int32) {
        _ = Self.pidfdSendSignal?(descriptor, number, nil, 0)
    }
}
