import EventLoop

/// Why a file could not be read whole or written: a system call failed, or a size passed its
/// limit. One type for every file PlayDeck reads (`FileReader`) and its stores write; callers'
/// messages name the file, this says why.
public enum FileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A system call failed (code ENOENT when opening: there is no such file).
    case system(SystemError)
    /// The file holds more than `limit` bytes.
    case tooLarge(limit: Int)
    /// What was to be written holds more than `limit` bytes, more than the store reads back.
    case wouldBeTooLarge(limit: Int)
    /// The file to be replaced cannot be read, so it is kept: what it holds was never seen.
    indirect case keptUnreadable(FileError)
    /// The name is a FIFO, a device or a socket: nothing PlayDeck reads by name.
    case notRegularFile

    /// The system's sentence alone ("No such file or directory"), or the limit passed
    /// ("larger than 64 KiB").
    public var description: String {
        switch self {
        case let .system(error): error.message
        case let .tooLarge(limit): "larger than \(Self.sizeText(limit))"
        case .notRegularFile: "not a regular file"
        case let .wouldBeTooLarge(limit): "it would be larger than \(Self.sizeText(limit)), more than is read back"
        case let .keptUnreadable(error): "the file already saved cannot be read (\(error)) and is kept as it is"
        }
    }

    /// A limit in whole MiB or KiB where it is one, else in bytes.
    public static func sizeText(_ bytes: Int) -> String {
        if bytes >= 1 << 20 && bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10 && bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }
}
