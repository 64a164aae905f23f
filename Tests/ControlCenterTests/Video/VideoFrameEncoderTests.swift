import EventLoop
import Glibc
import Testing
import TestSupport
@testable import ControlCenter

/// Frames encoded off the loop: one at a time, the newest next, never a queue.
@Suite struct VideoFrameEncoderTests {
    /// The frames the worker was given, in order (each frame's first byte names it).
    final class Journal: Sendable {
        let frames = Locked<[UInt8]>([])
    }

    static func job(_ number: UInt8) -> VideoFrameEncoder.Job {
        VideoFrameEncoder.Job(rgba: [number, 0, 0, 255], width: 1, height: 1, rect: Rect(x: 0, y: 0, width: 1, height: 1))
    }

    /// An encoder whose worker says when it starts a frame and waits at `gate` to finish it.
    static func heldEncoder(_ journal: Journal, started: WorkerGate, gate: WorkerGate) -> VideoFrameEncoder {
        VideoFrameEncoder { job in
            journal.frames.withLock { $0.append(job.rgba[0]) }
            started.open()
            gate.wait()
            return [job.rgba[0]]
        }
    }

    /// Results taken from the encoder until the one for frame `last` (at most 10 s).
    static func results(_ encoder: VideoFrameEncoder, until last: UInt8) -> [UInt8] {
        var taken: [UInt8] = []
        var ready = pollfd(fd: encoder.descriptor, events: Int16(POLLIN), revents: 0)
        while taken.last != last, poll(&ready, 1, 10_000) > 0 {
            if let result = encoder.take() { taken += result.bytes }
        }
        return taken
    }

    @Test func framesArrivingWhileOneIsEncodedReplaceEachOtherAndOnlyTheNewestIsEncodedNext() {
        let journal = Journal(), started = WorkerGate(), gate = WorkerGate()
        let encoder = Self.heldEncoder(journal, started: started, gate: gate)
        encoder.encode(Self.job(1))
        started.wait()
        for number in UInt8(2)...6 { encoder.encode(Self.job(number)) }
        gate.open()
        let taken = Self.results(encoder, until: 6)
        #expect(taken.last == 6)
        #expect(journal.frames.withLock { $0 } == [1, 6], "frames 2 to 5 were encoded: a queue")
        #expect(encoder.counts.submitted == 6)
        // 2–5 never reached the worker; 1 too when 6 was done before the loop took it.
        #expect(encoder.counts.dropped == 4 + (taken.contains(1) ? 0 : 1))
    }

    @Test func aFrameUnderWayWhenCancelledIsNeverHandedBack() {
        let journal = Journal(), started = WorkerGate(), gate = WorkerGate()
        let encoder = Self.heldEncoder(journal, started: started, gate: gate)
        encoder.encode(Self.job(1))
        started.wait()
        encoder.cancel()
        gate.open()
        var ready = pollfd(fd: encoder.descriptor, events: Int16(POLLIN), revents: 0)
        #expect(poll(&ready, 1, 10_000) == 1, "the worker never finished")
        #expect(encoder.take() == nil)
        #expect(journal.frames.withLock { $0 } == [1])
    }
}
