import FileIO
import Foundation
import EventLoop
import Synchronization
import Testing
import TestSupport

/// Pipes (as standard input is) read until their writer closes, through signals that interrupt the wait.
@Suite(.serialized) struct FileReaderPipeTests {
    @Test func aPipeIsReadUntilItsWriterCloses() throws {
        let pipe = try Pipe()
        let reader = BackgroundRead(path: pipe.readPath, limit: 1 << 20)
        // More than a pipe holds, in small pieces: the reader must drain it as it comes.
        let bytes = Fixtures.noise(count: 300_000, seed: 3)
        for start in stride(from: 0, to: bytes.count, by: 7_000) {
            try pipe.write(Array(bytes[start..<min(start + 7_000, bytes.count)]))
        }
        pipe.closeWriter()
        #expect(try reader.result() == .success(bytes))
    }

    @Test func aPipeOverTheLimitIsRefusedBeforeItsWriterCloses() throws {
        let pipe = try Pipe()
        let reader = BackgroundRead(path: pipe.readPath, limit: 10_000)
        try pipe.write(Fixtures.noise(count: 10_001, seed: 4))
        #expect(try reader.result() == .failure(.tooLarge(limit: 10_000)))
    }

    @Test func aSignalWhileWaitingOnAPipeIsNoFailure() throws {
        // Without SA_RESTART, a signal that comes while the reader waits makes read(2) fail with EINTR.
        var action = sigaction(), previous = sigaction()
        action.__sigaction_handler.sa_handler = { _ in signalsHandled.add(1, ordering: .relaxed) }
        sigemptyset(&action.sa_mask)
        try #require(sigaction(SIGUSR1, &action, &previous) == 0)
        defer { sigaction(SIGUSR1, &previous, nil) }
        let pipe = try Pipe()
        let reader = BackgroundRead(path: pipe.readPath, limit: 1 << 20)
        try pipe.write(Array("before ".utf8))
        var interruptions = 0
        // A reader that gave up on EINTR stops waiting: the expectations below say so.
        while interruptions < 3, reader.waitUntilBlockedInRead() {
            let handled = signalsHandled.load(ordering: .relaxed)
            try #require(reader.interrupt() == 0)
            try #require(wait { signalsHandled.load(ordering: .relaxed) > handled }, "the signal was never handled")
            interruptions += 1
        }
        try pipe.write(Array("after".utf8))
        pipe.closeWriter()
        #expect(try reader.result() == .success(Array("before after".utf8)))
        #expect(interruptions == 3, "the reader was interrupted \(interruptions) times while waiting in read(2)")
    }
}

private let signalsHandled = Atomic<Int>(0)

/// read(2)'s number, as /proc/TID/syscall shows it (Glibc does not export SYS_read to Swift).
#if arch(x86_64)
private let readSyscall = 0
#elseif arch(arm64)
private let readSyscall = 63
#endif

/// Waits up to `seconds` for `condition`; true once it holds.
private func wait(seconds: Double = 20, for condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition() {
        guard Date() < deadline else { return false }
        usleep(1_000)
    }
    return true
}

/// A named pipe the test writes into and the reader opens, as a shell's standard input.
private final class Pipe {
    let readPath = Fixtures.directory + "/file-reader-fifo-\(UUID().uuidString)"
    private var writeEnd: Int32

    init() throws {
        guard mkfifo(readPath, 0o600) == 0 else { throw FixtureError("mkfifo: \(String(cString: strerror(errno)))") }
        // Read-write, so that opening does not wait for a reader; close-on-exec, so that a
        // child spawned by another test does not hold the pipe open past closeWriter.
        writeEnd = open(readPath, O_RDWR | O_CLOEXEC)
        guard writeEnd >= 0 else { throw FixtureError("open the fifo: \(String(cString: strerror(errno)))") }
    }

    deinit {
        closeWriter()
        unlink(readPath)
    }

    func write(_ bytes: [UInt8]) throws {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.write(writeEnd, $0.baseAddress.map { $0 + written }, bytes.count - written) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw FixtureError("write to the pipe: \(String(cString: strerror(errno)))") }
            written += count
        }
    }

    func closeWriter() {
        if writeEnd >= 0 { close(writeEnd) }
        writeEnd = -1
    }
}

/// `FileReader.read(descriptor:)` on a thread of its own, so that the test can feed and interrupt it.
private final class BackgroundRead: Sendable {
    private struct State {
        var thread: pthread_t?
        var threadID: pid_t = 0
        var result: Result<[UInt8], FileError>?
    }

    private let state = Locked(State())

    init(path: String, limit: Int) {
        Thread.detachNewThread { [self] in
            // Threads may start with SIGUSR1 blocked (under the test runner they do): this one must take it.
            var signals = sigset_t()
            sigemptyset(&signals)
            sigaddset(&signals, SIGUSR1)
            pthread_sigmask(SIG_UNBLOCK, &signals, nil)
            state.withLock {
                $0.thread = pthread_self()
                // "/proc/thread-self" links to "PID/task/TID".
                $0.threadID = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self"))
                    .flatMap { $0.split(separator: "/").last }.flatMap { pid_t($0) } ?? 0
            }
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            let result = descriptor < 0 ? .failure(.system(SystemError("open \(path)")))
                : FileReader.read(descriptor: descriptor, name: path, limit: limit)
            if descriptor >= 0 { close(descriptor) }
            state.withLock { $0.result = result }
        }
    }

    /// What the read gave, once it returned.
    func result() throws -> Result<[UInt8], FileError> {
        try #require(wait { state.withLock { $0.result != nil } }, "the read never returned")
        return try #require(state.withLock { $0.result })
    }

    /// True once the thread waits inside read(2), as /proc tells; false if the read returned.
    func waitUntilBlockedInRead() -> Bool {
        var blocked = false
        _ = wait {
            let (id, returned) = state.withLock { ($0.threadID, $0.result != nil) }
            if returned { return true }
            guard id > 0, let syscall = try? String(contentsOfFile: "/proc/self/task/\(id)/syscall", encoding: .utf8) else {
                return false
            }
            blocked = syscall.split(separator: " ").first == "\(readSyscall)"
            return blocked
        }
        return blocked
    }

    /// Sends SIGUSR1 to the reading thread; pthread_kill's result.
    func interrupt() -> Int32 {
        guard let thread = state.withLock({ $0.thread }) else { return ESRCH }
        return pthread_kill(thread, SIGUSR1)
    }
}
