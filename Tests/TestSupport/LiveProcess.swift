import Foundation
import Glibc
import EventLoop

/// A program the test starts and talks to while it runs: lines are read as they come.
public final class LiveProcess: Sendable {
    private let process: Process
    private let output = LineBuffer()
    private let input: Pipe
    /// The world it runs in when the caller brought none; removed when it stops.
    private let world: TestWorld?

    /// Starts `program` with `args` in a clean environment plus `environment`; without a world
    /// of the caller's (no `HOME`), in a fresh TestWorld of its own.
    public init(_ program: String, _ args: [String], environment: [String: String] = [:]) throws {
        world = environment["HOME"] == nil ? try TestWorld() : nil
        process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = args
        process.environment = ProcessRunner.childEnvironment(adding: (world?.environment ?? [:]).merging(environment) { $1 })
        let out = Pipe(), err = Pipe()
        input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        Self.collect(out.fileHandleForReading, into: output, stderr: false)
        Self.collect(err.fileHandleForReading, into: output, stderr: true)
    }

    deinit { stop() }

    private static func collect(_ handle: FileHandle, into output: LineBuffer, stderr: Bool) {
        Thread.detachNewThread {
            var splitter = LineSplitter()
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty {
                    output.ended.withLock { $0 += 1 }
                    break
                }
                let lines = splitter.lines(completedBy: chunk)
                output.lines.withLock { stderr ? $0.stderr.append(contentsOf: lines) : $0.stdout.append(contentsOf: lines) }
            }
        }
    }

    /// The lines printed so far on standard output.
    public var stdoutLines: [String] { output.lines.withLock { $0.stdout } }
    /// The lines printed so far on standard error.
    public var stderrLines: [String] { output.lines.withLock { $0.stderr } }
    /// The process id.
    public var pid: Int32 { process.processIdentifier }
    /// Whether it still runs.
    public var isRunning: Bool { process.isRunning }

    /// Waits until `condition` holds, checking every 20 ms (a test may poll; the product may not).
    @discardableResult
    public func wait(timeout: TimeInterval = 10, for condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }

    /// Waits for the process to exit and returns its status, or nil on timeout. What it wrote
    /// before it exited is read first: the reading threads may still hold its last lines when
    /// the exit is seen (a child that keeps the pipes open is waited for at most a second).
    public func waitForExit(timeout: TimeInterval = 10) -> Int32? {
        guard wait(timeout: timeout, for: { !process.isRunning }) else { return nil }
        _ = wait(timeout: 1) { output.ended.withLock { $0 } == 2 }
        return process.terminationStatus
    }

    /// Writes one line to its standard input.
    /// A process that has ended fails the write (EPIPE), which is ignored: it does not kill the
    /// test process with SIGPIPE or trap in FileHandle, which is what a player leaving mid-test
    /// did to the whole suite, its summary lost.
    public func send(line: String) {
        Glibc.signal(SIGPIPE, SIG_IGN)
        try? input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
    }

    /// Sends a signal.
    public func signal(_ number: Int32) {
        if process.isRunning { kill(process.processIdentifier, number) }
    }

    /// Ends the process if it still runs.
    public func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        world?.remove()
    }
}

/// Lines read by the collecting threads, shared with the test.
private final class LineBuffer: Sendable {
    let lines = Locked<(stdout: [String], stderr: [String])>(([], []))
    /// How many of the two pipes have been read to their end.
    let ended = Locked<Int>(0)
}
