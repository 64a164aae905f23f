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

/// Prints "playdeck: message" to standard error; to a file (a background player's log), the
/// local time first.
func printError(_ message: String) {
    Output.line(Output.timestamp(forFileAt: STDERR_FILENO) + "playdeck: \(message)", to: STDERR_FILENO)
}

extension Output {
    /// "2026-11-23 20:31:07 " when `descriptor` is a regular file, else nothing.
    static func timestamp(forFileAt descriptor: Int32) -> String {
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return "" }
        var now = time(nil), local = tm()
        guard localtime_r(&now, &local) != nil else { return "" }
        var buffer = [CChar](repeating: 0, count: 32)
        let count = strftime(&buffer, buffer.count, "%Y-%m-%d %H:%M:%S ", &local)
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
