import ArgumentParser
import Glibc
import MediaFiles

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
        let bar = TrimProgressBar(isTerminal: isatty(STDERR_FILENO) == 1) { Output.line($0, to: STDERR_FILENO, terminator: "") }
        do {
            Output.line(try FileTrim(file: file, from: from, to: to, output: output).run(bar: bar))
        } catch {
            printError(error.line)
            throw ExitCode(error.status)
        }
    }
}
