import Glibc

/// Writes straight to a descriptor: no stdio buffering, nothing lost when piped.
enum Output {
    /// Writes the text and a terminator; false when the reader has gone (EPIPE) or writing failed.
    @discardableResult
    static func line(_ text: String, to descriptor: Int32 = STDOUT_FILENO, terminator: String = "\n") -> Bool {
        var bytes = Array((text + terminator).utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { write(descriptor, $0.baseAddress.map { $0 + offset }, $0.count - offset) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
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
