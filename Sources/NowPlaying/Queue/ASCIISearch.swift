/// A substring search over bytes with ASCII case folded if asked: the queue panel's search and
/// MPD's `search any` (ten thousand songs' tags, where lowercasing a copy and Swift's generic
/// `contains` cost more than the rest of the answer).
public enum ASCIISearch {
    /// Whether `text` holds `pattern` (already lowercase when folding); nil when the pattern is
    /// not ASCII, or when folding a text that holds one of the two letters Unicode lowercases
    /// to ASCII (U+0130 İ to "i" and a dot, U+212A KELVIN SIGN to "k"): the caller then compares
    /// Unicode text its own way. An ASCII pattern is searched for in UTF-8's bytes: its bytes
    /// never match part of another character, and Unicode text lowercases its ASCII letters alone
    /// to ASCII ones but for those two (a tag in Japanese or with accents holds a Latin word).
    public static func contains(_ text: String, _ pattern: String, foldingCase: Bool) -> Bool? {
        var found: Bool?
        pattern.utf8.withContiguousStorageIfAvailable { needle in
            guard needle.allSatisfy({ $0 < 0x80 }) else { return }
            var text = text
            text.withUTF8 { haystack in
                if contains(haystack, needle, foldingCase: foldingCase) {
                    found = true
                } else if !foldingCase || !lowercasesToASCII(haystack) {
                    found = false
                }
            }
        }
        return found
    }

    /// Whether UTF-8 `bytes` hold U+0130 (C4 B0) or U+212A (E2 84 AA).
    private static func lowercasesToASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index + 1 < bytes.count {
            switch bytes[index] {
            case 0xC4 where bytes[index + 1] == 0xB0: return true
            case 0xE2 where bytes[index + 1] == 0x84 && index + 2 < bytes.count && bytes[index + 2] == 0xAA: return true
            default: index += 1
            }
        }
        return false
    }

    /// Whether the bytes of `haystack` hold those of `needle`, ASCII letters of the haystack
    /// lowercased when folding (other bytes, UTF-8's included, compared as they are).
    public static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>,
                                foldingCase: Bool) -> Bool {
        guard !needle.isEmpty else { return true }
        guard needle.count <= haystack.count else { return false }
        func folded(_ byte: UInt8) -> UInt8 { foldingCase && byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
        let first = needle[0]
        for start in 0...(haystack.count - needle.count) where folded(haystack[start]) == first {
            var offset = 1
            while offset < needle.count, folded(haystack[start + offset]) == needle[offset] { offset += 1 }
            if offset == needle.count { return true }
        }
        return false
    }
}
