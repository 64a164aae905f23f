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

extension Output {
    /// Whether a descriptor is a pipe (or FIFO).
    static func isPipe(_ descriptor: Int32) -> Bool {
        var info = stat()
        return fstat(descriptor, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO
    }
}

/// Prints "playdeck: message" to standard error.
func printError(_ message: String) {
    Output.line("playdeck: \(message)", to: STDERR_FILENO)
}
