import EventLoop

/// A file operation that failed, in the system's words.
public enum FileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A system call failed.
    case system(SystemError)
    /// The file holds more than `limit` bytes.
    case tooLarge(limit: Int)
    /// What was to be written holds more than `limit` bytes, more than the store reads back.
    case wouldBeTooLarge(limit: Int)
    /// The file to be replaced cannot be read, so it is kept: what it holds was never seen.
    indirect case keptUnreadable(FileError)
    /// The name is a FIFO, a device or a socket, which are never read by name.
    case notRegularFile

    /// The system's sentence alone ("Permission denied"), or "larger than 64 KiB": callers'
    /// messages name the file already.
    public var description: String {
        switch self {
        case let .system(error): error.message
        case let .tooLarge(limit): "larger than \(FileText.sizeText(limit))"
        case .notRegularFile: "not a regular file"
        case let .wouldBeTooLarge(limit): "it would be larger than \(FileText.sizeText(limit)), more than is read back"
        case let .keptUnreadable(error): "the file already saved cannot be read (\(error)) and is kept as it is"
        }
    }
}
