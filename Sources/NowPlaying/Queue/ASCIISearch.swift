/// A substring search over bytes with ASCII case folded if asked: the queue panel's search and
/// MPD's `search any` (ten thousand songs' tags, where lowercasing a copy and Swift's generic
/// `contains` cost more than the rest of the answer).
public enum ASCIISearch {
    /// Whether `text` holds `pattern` (already lowercase when folding); nil when either is not
    /// ASCII (the caller then compares Unicode text its own way).
    public static func contains(_ text: String, _ pattern: String, foldingCase: Bool) -> Bool? {
        var found: Bool?
        pattern.utf8.withContiguousStorageIfAvailable { needle in
            guard needle.allSatisfy({ $0 < 0x80 }) else { return }
            var text = text
            text.withUTF8 { haystack in
                guard haystack.allSatisfy({ $0 < 0x80 }) else { return }
                found = contains(haystack, needle, foldingCase: foldingCase)
            }
        }
        return found
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
