import Glibc

/// Why a file could not be read whole: the system's errno, or the file passed the limit.
/// Callers word it for their own messages.
public enum FileReadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Opening or reading failed with this errno (ENOENT: there is no such file).
    case system(errno: Int32)
    /// The file holds more than `limit` bytes.
    case tooLarge(limit: Int)

    /// The system's sentence for the errno ("No such file or directory"), or the limit in bytes.
    public var description: String {
        switch self {
        case let .system(code):
            guard let text = strerror(code) else { return "error \(code)" }
            return String(cString: text)
        case let .tooLarge(limit):
            return "larger than \(limit) bytes"
        }
    }
}
