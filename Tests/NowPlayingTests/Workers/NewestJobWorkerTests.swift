import Foundation
import Glibc
import Testing
@testable import NowPlaying

/// The worker's thread: reused for the next job while it lingers, gone after.
@Suite struct NewestJobWorkerTests {
    /// The calling thread's kernel id (/proc/thread-self names it).
    private static func threadID() -> Int32 {
        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self")) ?? ""
        return Int32(target.split(separator: "/").last ?? "") ?? -1
    }

    /// The state letter of this process's thread `id` (R, S…); nil once it has ended.
    private static func state(of id: Int32) -> String? {
        guard let stat = try? String(contentsOfFile: "/proc/self/task/\(id)/stat", encoding: .utf8),
              let end = stat.lastIndex(of: ")") else { return nil }
        return stat[stat.index(after: end)...].split(separator: " ").first.map(String.init)
    }

    /// Looks again every 10 ms until `done` (at most 20 s): a thread's state has no event.
    private static func waitUntil(_ done: () -> Bool) {
        let deadline = Date().addingTimeInterval(20)
        while !done(), Date() < deadline {
            var entry = pollfd(fd: -1, events: 0, revents: 0)
            _ = poll(&entry, 0, 10)
        }
    }

    /// Waits (at most 20 s) for the worker's result through its descriptor, as the loop does.
    private static func result<Output>(of worker: NewestJobWorker<Output>) -> Output? {
        var entry = pollfd(fd: worker.descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&entry, 1, 20_000) == 1 else { return nil }
        return worker.take()
    }

    @Test func theNextJobRunsOnTheThreadOfTheLastWhileItLingers() throws {
        let worker = NewestJobWorker<Int32>(linger: 60)
        worker.submit { Self.threadID() }
        let first = try #require(Self.result(of: worker))
        // The worker has run out of jobs: its thread waits (or, without a linger, is gone).
        Self.waitUntil { Self.state(of: first).map { $0 == "S" } ?? true }
        worker.submit { Self.threadID() }
        let second = try #require(Self.result(of: worker))
        #expect(first != Self.threadID(), "off the caller's thread")
        #expect(second == first, "no thread started for the second job")
    }

    @Test func anIdleWorkersThreadEndsAfterItsLinger() throws {
        let worker = NewestJobWorker<Int32>(linger: 0.05)
        worker.submit { Self.threadID() }
        let thread = try #require(Self.result(of: worker))
        Self.waitUntil { Self.state(of: thread) == nil }
        #expect(Self.state(of: thread) == nil, "the thread ended")
        worker.submit { Self.threadID() }
        #expect(Self.result(of: worker) != nil, "a job after it ended starts a worker again")
    }

    @Test func aJobSubmittedWhileTheWorkerIsBusyReplacesTheOneWaiting() throws {
        let worker = NewestJobWorker<Int>(linger: 60)
        var gate: [Int32] = [0, 0]
        try #require(pipe(&gate) == 0)
        defer { close(gate[0]); close(gate[1]) }
        let held = gate[0]
        worker.submit {
            var byte: UInt8 = 0
            _ = read(held, &byte, 1)
            return 1
        }
        worker.submit { 2 }
        worker.submit { 3 }
        var byte: UInt8 = 1
        try #require(write(gate[1], &byte, 1) == 1)
        var seen: [Int] = []
        while seen.last != 3, let next = Self.result(of: worker) { seen.append(next) }
        #expect(seen.last == 3)
        #expect(!seen.contains(2), "the job replaced before the worker reached it never ran")
        #expect(worker.counts.dropped >= 1)
    }
}
