/// Why the library could not be read or written, with SQLite's or the system's own words.
public struct LibraryError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of failure it was, for the caller to choose what to say and do.
    public enum Kind: Sendable, Equatable {
        /// The file is not a database, or its pages do not add up (SQLITE_CORRUPT, SQLITE_NOTADB).
        case corrupt
        /// Another process holds the write lock beyond the wait (SQLITE_BUSY, SQLITE_LOCKED).
        case busy
        /// The disk is full or the file may not grow (SQLITE_FULL, a failed write).
        case full
        /// The folder or the file cannot be opened or read.
        case unreadable
        /// Anything else SQLite reports.
        case other
    }

    /// What kind of failure it was.
    public let kind: Kind
    /// The words for a person: SQLite's message, or the system's.
    public let message: String

    /// A failure of this kind.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
