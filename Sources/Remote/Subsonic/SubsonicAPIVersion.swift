/// A Subsonic API version ("1.10.2"), compared part by part: whether a server takes token
/// authentication (1.13) is a comparison of these.
public struct SubsonicAPIVersion: Sendable, Comparable, CustomStringConvertible {
    /// The numbers, most significant first.
    public let parts: [Int]

    /// The version `text` says, or nil when it is not numbers joined by dots.
    public init?(_ text: String) {
        let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
        let parts = pieces.compactMap { piece in piece.utf8.allSatisfy { (0x30...0x39).contains($0) } ? Int(piece) : nil }
        guard !parts.isEmpty, parts.count == pieces.count, parts.count <= 4 else { return nil }
        self.parts = parts
    }

    /// The first version with token authentication.
    public static let tokens = SubsonicAPIVersion(parts: [1, 13, 0])
    /// The version PlayDeck asks for when it authenticates with a token.
    public static let preferred = SubsonicAPIVersion(parts: [1, 16, 1])

    private init(parts: [Int]) {
        self.parts = parts
    }

    /// "1.10.2".
    public var description: String { parts.map(String.init).joined(separator: ".") }

    /// Part by part; a missing part counts as 0 (1.13 == 1.13.0).
    public static func < (left: SubsonicAPIVersion, right: SubsonicAPIVersion) -> Bool {
        for index in 0..<max(left.parts.count, right.parts.count) {
            let a = index < left.parts.count ? left.parts[index] : 0
            let b = index < right.parts.count ? right.parts[index] : 0
            if a != b { return a < b }
        }
        return false
    }

    /// Equal part by part, a missing part counting as 0.
    public static func == (left: SubsonicAPIVersion, right: SubsonicAPIVersion) -> Bool {
        !(left < right) && !(right < left)
    }
}
