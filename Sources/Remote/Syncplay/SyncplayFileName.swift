import Locations

/// File names as the reference client compares them (`utils.stripfilename`, `sameFilename`):
/// the same file under another folder, quoting or punctuation is the same file.
enum SyncplayFileName {
    /// URL quoting undone, a URL cut to its last part, `-~_.[]():` and spaces removed.
    static func stripped(_ name: String, isURL: Bool) -> String {
        var text = percentDecoded(name)
        if isURL, let last = text.split(separator: "/", omittingEmptySubsequences: false).last {
            text = percentDecoded(String(last))
        }
        let removed: Set<Character> = ["-", "~", "_", ".", "[", "]", "(", ")", ":", " "]
        return String(text.filter { !removed.contains($0) })
    }

    /// Whether two announced names are of the same file: either hidden, or the same stripped
    /// (ignoring case) or hashed, whichever way each was sent.
    static func same(_ first: String, _ second: String) -> Bool {
        if first == SyncplayFile.hiddenName || second == SyncplayFile.hiddenName { return true }
        let stripURL = first.contains("://") != second.contains("://")
        let one = stripped(first, isURL: stripURL), two = stripped(second, isURL: stripURL)
        let oneHashed = SyncplayPrivacy.hash(one), twoHashed = SyncplayPrivacy.hash(two)
        return one.lowercased() == two.lowercased() || one == twoHashed || oneHashed == two || oneHashed == twoHashed
    }

    /// Whether two announced sizes are of the same file: either unknown, or equal raw or hashed.
    static func same(_ first: SyncplayFile.Size, _ second: SyncplayFile.Size) -> Bool {
        func text(_ size: SyncplayFile.Size) -> String {
            switch size {
            case let .bytes(count): String(count)
            case let .hashed(hash): hash
            }
        }
        if first == .bytes(0) || second == .bytes(0) { return true }
        let one = text(first), two = text(second)
        return one == two || one == SyncplayPrivacy.hash(two) || SyncplayPrivacy.hash(one) == two
    }

    /// `%XX` sequences as the bytes they stand for (Python's `urllib.parse.unquote`: invalid
    /// UTF-8 becomes U+FFFD, a `%` without two hex digits stays as written).
    static func percentDecoded(_ text: String) -> String {
        FileURL.decodeLeniently(text)
    }
}
