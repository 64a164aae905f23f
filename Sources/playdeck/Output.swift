import EventLoop
import Glibc

/// Writes straight to a descriptor: no stdio buffering, nothing lost when piped.
enum Output {
    /// Writes the text and a terminator; false when the reader has gone (EPIPE) or writing failed.
    @discardableResult
    static func line(_ text: String, to descriptor: Int32 = STDOUT_FILENO, terminator: String = "\n") -> Bool {
        (try? DescriptorWriter.writeAll(Array((text + terminator).utf8), to: descriptor)) != nil
    }
}

/// Prints "playdeck: message" to standard error; in the background player's own log, the local
/// time first. Anywhere else (a terminal, `2>err.log` of a script or cron job) the line is the
/// message alone, as scripts expect.
func printError(_ message: String) {
    let date = ErrorLog.isDated.withLock { $0 } ? ProcessEnvironment.timestamp() : ""
    Output.line(date + "playdeck: \(message)", to: STDERR_FILENO)
}

/// Whether this process's standard error is the background player's log (`--background-child`),
/// set once at its start: only there do error lines carry the time.
enum ErrorLog {
    static let isDated = Locked(false)
}

