import Base64Coding

/// A file as a Syncplay peer announces it (`Set {"file": …}`): its name and size raw, hashed or
/// hidden as the sender's privacy settings say, and its duration.
public struct SyncplayFile: Equatable, Sendable, Codable {
    /// A file size: bytes, or the first 12 hex digits of the SHA-256 of their decimal text.
    public enum Size: Equatable, Sendable, Codable {
        /// The size in bytes; 0 when unknown or not sent.
        case bytes(Int)
        /// The hash the sender sent instead.
        case hashed(String)

        /// Reads a number or a string.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let bytes = try? container.decode(Int.self) {
                self = .bytes(bytes)
            } else {
                self = .hashed(try container.decode(String.self))
            }
        }

        /// Writes a number or a string.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case let .bytes(count): try container.encode(count)
            case let .hashed(text): try container.encode(text)
            }
        }
    }

    /// The name: a file name, a URL, 12 hex digits (hashed) or "**Hidden filename**".
    public var name: String
    /// Seconds; 0 when unknown.
    public var duration: Double
    /// The size; `.bytes(0)` when not sent.
    public var size: Size

    /// Creates an announcement.
    public init(name: String, duration: Double, size: Size) {
        self.name = name
        self.duration = duration
        self.size = size
    }

    private enum CodingKeys: String, CodingKey { case name, duration, size }

    /// Reads an announcement; a missing duration or size reads as unknown.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        duration = (try? container.decodeIfPresent(Double.self, forKey: .duration)) ?? 0
        size = (try? container.decodeIfPresent(Size.self, forKey: .size)) ?? .bytes(0)
    }

    /// The name the reference client sends when the file name is not to be sent.
    public static let hiddenName = "**Hidden filename**"
}

/// What is sent of a file's name or size: the reference client's privacy modes
/// (`SendRaw`, `SendHashed`, `DoNotSend`).
public enum SyncplayPrivacy: String, Equatable, Sendable, CaseIterable {
    /// As it is.
    case raw
    /// Hashed as the reference client hashes it.
    case hashed
    /// Not at all.
    case hidden

    /// `name` as this mode sends it: hashed as the reference's `utils.hashFilename` does (URL
    /// quoting undone, a URL cut to its last part, `-~_.[]():` and spaces removed, SHA-256, 12
    /// hex digits), so that peers with the same file in another folder or under another
    /// spelling compare as the same file.
    public func announce(name: String) -> String {
        switch self {
        case .raw: name
        case .hashed: Self.hash(SyncplayFileName.stripped(name, isURL: name.contains("://")))
        case .hidden: SyncplayFile.hiddenName
        }
    }

    /// `bytes` as this mode sends it.
    public func announce(size bytes: Int) -> SyncplayFile.Size {
        switch self {
        case .raw: .bytes(bytes)
        case .hashed: .hashed(Self.hash(String(bytes)))
        case .hidden: .bytes(0)
        }
    }

    /// The first 12 hex digits of the SHA-256 of `text`'s UTF-8; where libavutil is missing
    /// (never in a player, which libmpv loaded it into) nothing of the text leaves.
    static func hash(_ text: String) -> String {
        guard let digest = try? Digest.sha256(Array(text.utf8)) else { return SyncplayFile.hiddenName }
        return String(Digest.hex(digest).prefix(12))
    }
}
