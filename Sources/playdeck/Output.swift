import Glibc

/// Writes straight to a descriptor: no stdio buffering, nothing lost when piped.
enum Output {
    static func line(_ text: String, to descriptor: Int32 = STDOUT_FILENO, terminator: String = "\n") {
        var bytes = Array((text + terminator).utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { write(descriptor, $0.baseAddress.map { $0 + offset }, $0.count - offset) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}

/// Prints "playdeck: message" to standard error.
func printError(_ message: String) {
    Output.line("playdeck: \(message)", to: STDERR_FILENO)
}
