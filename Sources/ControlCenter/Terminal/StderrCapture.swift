import EventLoop
import Glibc

/// Holds standard error while the tile owns the terminal: a message written there meanwhile
/// would land in the middle of the picture. Lines are handed to the tile as they come (it
/// shows them as toasts) and written to the real standard error when the tile closes.
final class StderrCapture {
    /// Readable when something was written to standard error.
    let descriptor: Int32
    /// The real standard error, kept open while captured.
    let saved: Int32
    private var held: [UInt8] = []
    private var partial: [UInt8] = []
    private static let limit = 1 << 16

    /// Redirects standard error into a pipe; nil if that is impossible (it then stays as is).
    init?() {
        guard let pipe = try? PipeEnds() else { return nil }
        let saved = dup(STDERR_FILENO)
        guard saved >= 0, dup2(pipe.write, STDERR_FILENO) >= 0 else {
            close(pipe.read)
            close(pipe.write)
            if saved >= 0 { close(saved) }
            return nil
        }
        close(pipe.write)
        descriptor = pipe.read
        self.saved = saved
    }

    /// The complete lines written since the last call.
    func readLines() -> [String] {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            partial += buffer[0..<count]
            if held.count < Self.limit { held += buffer[0..<min(count, Self.limit - held.count)] }
        }
        var lines: [String] = []
        while let newline = partial.firstIndex(of: 10) {
            lines.append(String(decoding: partial[..<newline], as: UTF8.self))
            partial.removeSubrange(...newline)
        }
        return lines
    }

    /// Puts standard error back and writes out everything held.
    func restore() {
        _ = readLines()
        dup2(saved, STDERR_FILENO)
        close(saved)
        close(descriptor)
        // Nowhere is left to report a failure to write standard error.
        try? DescriptorWriter.writeAll(held, to: STDERR_FILENO)
    }
}
