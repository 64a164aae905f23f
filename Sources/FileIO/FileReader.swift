import EventLoop
import Glibc

/// Reads a whole file without Foundation: to the end of what is there, so a pipe or a slow
/// disk only makes it wait, and never more than a limit.
public enum FileReader {
    /// Everything in the file at `path`; more than `limit` bytes is refused, not truncated.
    public static func read(path: String, limit: Int) -> Result<[UInt8], FileReadError> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.system(SystemError("open \(path)"))) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return .success(bytes) }
            if count < 0 {
                let code = errno
                // A signal that came while waiting on a pipe or a slow disk is no failure.
                if code == EINTR { continue }
                return .failure(.system(SystemError("read \(path)", code: code)))
            }
            bytes += chunk[..<count]
            if bytes.count > limit { return .failure(.tooLarge(limit: limit)) }
        }
    }
}
