/// Why a file's tags or picture could not be read, in words a person can act on.
public struct MediaFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What kind of failure it was.
    public enum Kind: Sendable, Equatable {
        /// The file could not be opened or read.
        case unreadable
        /// Neither FFmpeg nor libjpeg-turbo knows what the bytes are.
        case unsupported
        /// More than PlayDeck accepts (see `PictureLimits`).
        case tooLarge
        /// The bytes claim to be something they are not.
        case corrupt
        /// FFmpeg's libraries could not be loaded.
        case libraryMissing
    }

    /// What kind of failure it was.
    public let kind: Kind
    /// The library's own words, or ours.
    public let message: String

    /// An error of `kind` saying `message`.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
