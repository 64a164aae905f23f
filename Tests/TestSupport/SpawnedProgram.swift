import Foundation
import Glibc
import EventLoop

/// A program a test talks to while it runs (sshd, ssh, socat), started with posix_spawn rather
/// than Foundation's Process, whose Linux version cannot hold such programs:
/// - Process learns that a child ended when the child's copy of a socket closes, then waits for
///   it with a blocking waitpid on its one manager thread. sshd and ssh close every inherited
///   descriptor as they start, so that thread blocks until they exit, and no other Process in
///   the test runner (ProcessRunner, LiveProcess, in any test) is seen to end meanwhile.
/// - A child inherits the spawning thread's signal mask; the test's threads block SIGTERM, and
///   ssh and socat never unblock it, so they could not be terminated.
/// Here the child starts with no signal blocked or caught and no descriptor but its standard
/// ones, and `stop()` reaps it with its own waitpid. Its stdout and stderr become `lines`.
public final class SpawnedProgram: Sendable {
    /// The process id.
    public let pid: pid_t
    /// What `program` was, for messages.
    public let name: String
    private let output = SpawnedOutput()
    /// The raw wait status, once reaped.
    private let status = Locked<Int32?>(nil)

    /// Starts `program` with `arguments` in `world` (its folders and HOME, ProcessRunner's clean
    /// environment) plus `extra`, with standard input from /dev/null.
    public init(_ program: String, _ arguments: [String], in world: TestWorld, environment extra: [String: String] = [:]) throws {
        name = (program as NSString).lastPathComponent
        // A socket pair rather than a pipe: it can be made close-on-exec at once (pipe2 is hidden
        // from Swift), so no program another test starts meanwhile holds its writing end.
        var ends: [Int32] = [0, 0]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
            throw FixtureError("socketpair: \(String(cString: strerror(errno)))")
        }
        defer { close(ends[1]) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        posix_spawn_file_actions_adddup2(&actions, ends[1], 2)
        // Foundation's pipes are not close-on-exec: another test's pipe held open by a socat
        // would keep that test from ever reading its end. glibc's closefrom action is GNU-only,
        // hidden from Swift, hence the list (as Foundation does it): one closed meanwhile is
        // skipped; one opened meanwhile without close-on-exec slips through, as with Process.
        for descriptor in Self.openDescriptors() where descriptor > 2 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let environment = ProcessRunner.childEnvironment(adding: world.environment.merging(extra) { $1 })
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        let failure = posix_spawn(&child, program, &actions, &attributes, argv, envp)
        guard failure == 0 else {
            close(ends[0])
            throw FixtureError("cannot start \(program): \(String(cString: strerror(failure)))")
        }
        pid = child
        output.collect(from: ends[0])
    }

    deinit { stop() }

    private static func openDescriptors() -> [Int32] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []).compactMap { Int32($0) }
    }

    /// The lines printed so far on standard output and standard error, without line endings
    /// (sshd and ssh end theirs with CR LF).
    public var lines: [String] { output.lines.withLock { $0 } }

    /// Everything printed so far, one line each, for failure messages.
    public var log: String { "\(name) (pid \(pid)):\n" + lines.joined(separator: "\n") }

    /// Whether it still runs.
    public var isRunning: Bool {
        status.withLock { status in
            guard status == nil else { return false }
            var raw: Int32 = 0
            guard waitpid(pid, &raw, WNOHANG) == pid else { return true }
            status = raw
            return false
        }
    }

    /// Waits until a printed line satisfies `matches` and returns it; nil when `timeout` passes
    /// or the output ends first. Woken by each line and by the end, so it never polls.
    public func waitForLine(timeout: TimeInterval = 10, where matches: (String) -> Bool) -> String? {
        output.waitForLine(until: Date().addingTimeInterval(timeout), where: matches)
    }

    /// Waits for it to exit by itself and returns its exit status (128 + the signal if one ended
    /// it); after `timeout`, kills it and returns nil. Its output is complete by then.
    public func waitForExit(timeout: TimeInterval = 10) -> Int32? {
        let ended = output.waitForEnd(until: Date().addingTimeInterval(timeout))
        if !ended { kill(pid, SIGKILL) }
        let raw = status.withLock { status in
            if status == nil {
                var raw: Int32 = 0
                while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
                status = raw
            }
            return status ?? 0
        }
        guard ended else { return nil }
        return raw & 0x7F == 0 ? (raw >> 8) & 0xFF : 128 + raw & 0x7F
    }

    /// Ends it with SIGTERM, if it still runs, and reaps it. (With no signal blocked or ignored
    /// at its start, every program here obeys SIGTERM.)
    public func stop() {
        status.withLock { status in
            guard status == nil else { return }
            kill(pid, SIGTERM)
            var raw: Int32 = 0
            while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
            status = raw
        }
    }
}

/// A child's output as lines, filled by a reading thread and waited on by the test.
private final class SpawnedOutput: Sendable {
    let lines = Locked<[String]>([])
    let ended = Locked(false)
    /// Broadcast after new lines and at the end. A waiter checks and waits while holding it, and
    /// the reader takes it to broadcast, so no wakeup falls between a check and its wait.
    let arrival = NSCondition()

    func collect(from descriptor: Int32) {
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        Thread.detachNewThread { [self] in
            var splitter = LineSplitter()
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                let complete = splitter.lines(completedBy: chunk).map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 }
                lines.withLock { $0 += complete }
                announce()
            }
            if let last = splitter.remainder { lines.withLock { $0.append(last) } }
            ended.withLock { $0 = true }
            announce()
        }
    }

    func waitForLine(until deadline: Date, where matches: (String) -> Bool) -> String? {
        arrival.lock()
        defer { arrival.unlock() }
        while true {
            if let line = lines.withLock({ $0.first(where: matches) }) { return line }
            if ended.withLock({ $0 }) || !arrival.wait(until: deadline) {
                return lines.withLock { $0.first(where: matches) }
            }
        }
    }

    /// Whether the output ended (every holder of the writing end closed it) before `deadline`.
    func waitForEnd(until deadline: Date) -> Bool {
        arrival.lock()
        defer { arrival.unlock() }
        while !ended.withLock({ $0 }) {
            if !arrival.wait(until: deadline) { return ended.withLock { $0 } }
        }
        return true
    }

    private func announce() {
        arrival.lock()
        arrival.broadcast()
        arrival.unlock()
    }
}
