import EventLoop
import Glibc
import MediaFiles

/// Writes one trim at a time on a worker thread (libavformat's stream copy, a slice of packets
/// at a time) and hands its progress and its end back through a wake-up descriptor the event
/// loop watches: the loop never waits for the copy. A `TrimJob` is not Sendable, so the worker
/// creates and steps it alone; the loop only reads what the worker reports.
final class TrimWriter {
    /// How a trim ended, for the loop.
    enum Outcome: Sendable, Equatable {
        /// Complete at `output`; the cut starts at `start` (a keyframe's time when `hasVideo`).
        case saved(output: String, start: Double, hasVideo: Bool)
        /// Nothing written: the reason, one line.
        case failed(String)
        /// Stopped on request; the partial file is gone.
        case cancelled
    }

    /// Readable when a trim moved on or ended; the loop then calls `take()`.
    var descriptor: Int32 { wakeup?.descriptor ?? -1 }
    /// The trim under way, for the snapshot; nil when none is (or it is being cancelled).
    private(set) var progress: TrimProgress?
    /// Run on the worker before it opens the files and before each slice: tests hold a trim
    /// there to act while it runs.
    var beforeStep: @Sendable () -> Void = {}
    private let wakeup = try? Wakeup()
    private var channel: Channel?
    /// The file being written, while it is.
    private var writing: String?

    deinit { channel?.state.withLock { $0.cancelled = true } }

    /// Starts copying `from`–`to` media seconds of `input` into `output` (reserved empty by
    /// `TrimOutput.reserve`). False, with `output` removed, when it cannot be opened or no
    /// thread could be started. The reserved file is opened here, on the loop, and the worker
    /// writes to that open file (through /proc/self/fd): a name `abandon` removed before the
    /// worker ran is never made again by it.
    func start(input: String, from: Double, to: Double, output: String, name: String) -> Bool {
        let reserved = open(output, O_WRONLY | O_CLOEXEC)
        guard reserved >= 0 else {
            _ = unlink(output)
            return false
        }
        let channel = Channel(), wakeup = wakeup, beforeStep = beforeStep
        let body: @Sendable () -> Void = {
            channel.finish(Self.write(input: input, from: from, to: to, output: output, reserved: reserved,
                                      channel: channel, beforeStep: beforeStep, wakeup: wakeup))
            wakeup?.wake()
        }
        guard WorkerThread.detach(body) else {
            close(reserved)
            _ = unlink(output)
            return false
        }
        self.channel = channel
        writing = output
        progress = TrimProgress(name: name, fraction: 0)
        return true
    }

    /// The program is ending: the worker is asked to stop, and the file it was writing is removed
    /// now, since the worker may not get to it before the process ends (the worker's descriptor
    /// keeps the data until it closes it; the name is gone at once).
    func abandon() {
        guard let writing, progress != nil else { return }
        cancel()
        _ = unlink(writing)
    }

    /// Asks the worker to stop; it removes the partial file and then reports `.cancelled`.
    func cancel() {
        channel?.state.withLock { $0.cancelled = true }
        progress = nil
    }

    /// What the worker reported since the last look: nil while the trim goes on (its progress
    /// is updated), its outcome once it ended.
    func take() -> Outcome? {
        wakeup?.drain()
        guard let channel else { return nil }
        let (fraction, outcome) = channel.state.withLock { ($0.fraction, $0.outcome) }
        if let outcome {
            self.channel = nil
            writing = nil
            progress = nil
            return outcome
        }
        if let shown = progress { progress = TrimProgress(name: shown.name, fraction: fraction) }
        return nil
    }

    /// The worker's part: open, copy slice by slice, report each new hundredth. `reserved` is
    /// the output's file, open; the worker closes it once the job has opened its own.
    private static func write(input: String, from: Double, to: Double, output: String, reserved: Int32, channel: Channel,
                              beforeStep: () -> Void, wakeup: Wakeup?) -> Outcome {
        beforeStep()
        let opened = Result { () throws(MediaFileError) in
            try TrimJob(input: input, from: from, to: to, output: output, target: "/proc/self/fd/\(reserved)")
        }
        close(reserved)
        do throws(MediaFileError) {
            let job = try opened.get()
            var more = true
            while more {
                beforeStep()
                if channel.state.withLock({ $0.cancelled }) {
                    job.cancel()
                    return .cancelled
                }
                more = try job.step()
                if channel.report(job.progress) { wakeup?.wake() }
            }
            return .saved(output: output, start: job.start, hasVideo: job.hasVideo)
        } catch {
            return .failed(error.description)
        }
    }
}

/// What the loop and one trim's worker share.
private final class Channel: Sendable {
    struct State {
        var fraction = 0.0
        var outcome: TrimWriter.Outcome?
        var cancelled = false
    }

    let state = Locked(State())

    /// Notes `fraction`; true when it reached a new hundredth, worth waking the loop for.
    func report(_ fraction: Double) -> Bool {
        state.withLock { state in
            let changed = (fraction * 100).rounded(.down) != (state.fraction * 100).rounded(.down)
            state.fraction = fraction
            return changed
        }
    }

    func finish(_ outcome: TrimWriter.Outcome) {
        state.withLock { $0.outcome = outcome }
    }
}
