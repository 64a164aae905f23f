import Commands
import EventLoop
import Glibc
import Locations

/// `playdeck trim --from T --to T FILE [-o OUT]`: the times read, the file checked, the part
/// copied with progress, and ^C (or SIGTERM, SIGHUP) cancelling between slices so that the
/// partial file is removed.
public struct FileTrim {
    let file: String
    let from: String
    let to: String
    let output: String?

    /// A trim of `file` between the times `from` and `to` as written (seconds or clock time),
    /// into `output` or the next free `NAME (trimmed).EXT` beside it.
    public init(file: String, from: String, to: String, output: String?) {
        self.file = file
        self.from = from
        self.to = to
        self.output = output
    }

    /// Copies the part, showing how far on `bar`; the line that says what was written.
    public func run(bar: TrimProgressBar) throws(TrimFailure) -> String {
        guard let start = ClockTime.seconds(from) else { throw TrimFailure("--from: '\(Sanitized.line(from))' is not a time") }
        guard let end = ClockTime.seconds(to) else { throw TrimFailure("--to: '\(Sanitized.line(to))' is not a time") }
        guard end > start else {
            throw TrimFailure("the range is empty: --to (\(ClockTime.text(end))) must come after --from (\(ClockTime.text(start)))")
        }
        if LocationRule.scheme(of: file) != nil { throw TrimFailure("cannot trim a stream, only a file: \(Sanitized.line(file))") }
        var info = stat()
        guard stat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            let why = stat(file, &info) == 0 ? "not a file" : String(cString: strerror(errno))
            throw TrimFailure("\(Sanitized.line(file)): \(why)")
        }
        let signals = SignalSource(signals: [SIGINT, SIGTERM, SIGHUP])
        let job: TrimJob
        do throws(MediaFileError) {
            let path = try TrimOutput.reserve(for: file, explicit: output)
            job = try TrimJob(input: file, from: start, to: end, output: path)
        } catch {
            throw TrimFailure("cannot trim \(Sanitized.line(file)): \(error.message)")
        }
        var cancelled = false
        do throws(MediaFileError) {
            while try job.step() {
                bar.show(job.progress)
                if let signals, !signals.pending().isEmpty {
                    cancelled = true
                    break
                }
            }
        } catch {
            bar.clear()
            throw TrimFailure("cannot trim \(Sanitized.line(file)): \(error.message)")
        }
        if cancelled {
            job.cancel()
            bar.clear()
            throw TrimFailure("cancelled: nothing was written", status: 130)
        }
        bar.clear()
        let range = "\(ClockTime.text(job.start))–\(ClockTime.text(job.end))"
        let cut = job.hasVideo && job.start < start ? ", cut at the keyframe at \(ClockTime.text(job.start))" : ""
        let covers = job.droppedCovers > 0 ? "; the cover was left out: its container has no place for one" : ""
        return "trimmed: \(Sanitized.line(job.output)) (\(range)\(cut))\(covers)"
    }
}

/// A trim that did not happen: one line, and the exit status (1; 130 when cancelled).
public struct TrimFailure: Error, Equatable {
    /// The line, without the program's name.
    public let line: String
    /// The exit status.
    public let status: Int32

    init(_ line: String, status: Int32 = 1) {
        self.line = line
        self.status = status
    }
}
