import EventLoop

/// A file operation that failed, in the system's words.
public enum FileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A system call failed.
    case system(SystemError)
    /// The file holds more than `limit` bytes.
    case tooLarge(limit: Int)

    /// The system's sentence alone ("Permission denied"), or "larger than 64 KiB": callers'
    /// messages name the file already.
    public var description: String {
        switch self {
        case let .system(error): error.message
        case let .tooLarge(limit): "larger than \(FileText.sizeText(limit))"
        }
    }
}
