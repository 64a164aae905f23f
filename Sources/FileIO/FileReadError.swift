import EventLoop

/// Why a file could not be read whole: a system call failed, or the file passed the limit.
/// Callers word it for their own messages.
public enum FileReadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Opening or reading failed (code ENOENT: there is no such file).
    case system(SystemError)
    /// The file holds more than `limit` bytes.
    case tooLarge(limit: Int)
    /// The name is a FIFO, a device or a socket: nothing PlayDeck reads by name.
    case notRegularFile

    /// The system's sentence alone ("No such file or directory"), or the limit in bytes.
    public var description: String {
        switch self {
        case let .system(error): error.message
        case let .tooLarge(limit): "larger than \(limit) bytes"
        case .notRegularFile: "not a regular file"
        }
    }
}
