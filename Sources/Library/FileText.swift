import Glibc

/// Reads small text files without Foundation.
enum FileText {
    /// The file's text, or the system's reason it cannot be read. Larger than `limit`: refused.
    static func read(_ path: String, limit: Int = 64 << 20) -> Result<String, FileError> {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return .failure(FileError(errno: errno)) }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(FileError(errno: errno))
            }
            if count == 0 { break }
            bytes += chunk[0..<count]
            if bytes.count > limit { return .failure(FileError(message: "larger than \(limit >> 20) MiB")) }
        }
        return .success(String(decoding: bytes, as: UTF8.self))
    }
}

/// A file operation that failed, in the system's words.
public struct FileError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String

    init(errno code: Int32) {
        message = String(cString: strerror(code))
    }

    init(message: String) {
        self.message = message
    }

    public var description: String { message }
}
