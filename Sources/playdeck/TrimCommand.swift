import ArgumentParser
import Commands
import EventLoop
import Glibc
import Locations
import MediaFiles
import NowPlaying

/// `playdeck trim --from T --to T FILE [-o OUT]`: the part of a file between two times, copied
/// into a new file without re-encoding.
struct TrimCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trim",
        abstract: "Keep a part of a media file, in a new file, by stream copy.",
        discussion: """
            Writes NAME (trimmed).EXT beside FILE (a number is added when that exists), or OUT. \
            Times are seconds or clock time (1:30, 1:02:03.5). Video is cut at the keyframe at or \
            before --from (said in the output line); audio at the frame that sounds at --from. Tags, \
            the cover and the chapters inside the range are kept.
            """)

    @Option(name: .long, help: "Where the part starts.")
    var from: String

    @Option(name: .long, help: "Where the part ends.")
    var to: String

    @Option(name: .shortAndLong, help: "The new file (default: NAME (trimmed).EXT beside FILE).")
    var output: String?

    @Argument(help: "The media file to trim.")
    var file: String

    func run() throws {
        guard let start = ClockTime.seconds(from) else { throw Self.failure("--from: '\(Sanitized.line(from))' is not a time") }
        guard let end = ClockTime.seconds(to) else { throw Self.failure("--to: '\(Sanitized.line(to))' is not a time") }
        guard end > start else {
            throw Self.failure("the range is empty: --to (\(ClockTime.text(end))) must come after --from (\(ClockTime.text(start)))")
        }
        if LocationRule.scheme(of: file) != nil { throw Self.failure("cannot trim a stream, only a file: \(Sanitized.line(file))") }
        var info = stat()
        guard stat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            let why = stat(file, &info) == 0 ? "not a file" : String(cString: strerror(errno))
            throw Self.failure("\(Sanitized.line(file)): \(why)")
        }
        // ^C and friends stop the copy between slices, so that the partial file is removed.
        let signals = SignalSource(signals: [SIGINT, SIGTERM, SIGHUP])
        let job: TrimJob
        do {
            let path = try TrimOutput.reserve(for: file, explicit: output)
            job = try TrimJob(input: file, from: start, to: end, output: path)
        } catch {
            printError("cannot trim \(Sanitized.line(file)): \(error.message)")
            throw ExitCode(1)
        }
        let bar = ProgressBar(descriptor: STDERR_FILENO)
        do {
            while try job.step() {
                bar.show(job.progress)
                if let signals, !signals.pending().isEmpty {
                    job.cancel()
                    bar.clear()
                    printError("cancelled: nothing was written")
                    throw ExitCode(130)
                }
            }
        } catch let error as MediaFileError {
            bar.clear()
            printError("cannot trim \(Sanitized.line(file)): \(error.message)")
            throw ExitCode(1)
        }
        bar.clear()
        let range = "\(ClockTime.text(job.start))–\(ClockTime.text(job.end))"
        let cut = job.hasVideo && job.start < start ? ", cut at the keyframe at \(ClockTime.text(job.start))" : ""
        let covers = job.droppedCovers > 0 ? "; the cover was left out: its container has no place for one" : ""
        Output.line("trimmed: \(Sanitized.line(job.output)) (\(range)\(cut))\(covers)")
    }

    /// One line on standard error and exit status 1, for every failure.
    private static func failure(_ line: String) -> ExitCode {
        printError(line)
        return ExitCode(1)
    }
}

/// A one-line progress bar on a terminal (nothing when `descriptor` is not one).
struct ProgressBar {
    let descriptor: Int32
    let isTerminal: Bool

    init(descriptor: Int32) {
        self.descriptor = descriptor
        isTerminal = isatty(descriptor) == 1
    }

    func show(_ fraction: Double) {
        guard isTerminal else { return }
        let width = 30, filled = Int((min(1, max(0, fraction)) * Double(width)).rounded(.down))
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        Output.line("\r\(bar) \(Int(fraction * 100))%", to: descriptor, terminator: "")
    }

    func clear() {
        guard isTerminal else { return }
        Output.line("\r\u{1B}[K", to: descriptor, terminator: "")
    }
}
