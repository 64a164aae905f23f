/// A substring search over ASCII text, byte by byte, with ASCII case folded if asked: what
/// `search any` does for each tag of ten thousand songs, where lowercasing a copy and Swift's
/// generic `contains` cost more than the rest of the answer.
enum ASCIISearch {
    /// Whether `text` holds `pattern` (already lowercase when folding); nil when either is not
    /// ASCII (the caller then compares Unicode text).
    static func contains(_ text: String, _ pattern: String, foldingCase: Bool) -> Bool? {
        var found: Bool?
        pattern.utf8.withContiguousStorageIfAvailable { needle in
            guard needle.allSatisfy({ $0 < 0x80 }) else { return }
            if needle.isEmpty {
                found = true
                return
            }
            var text = text
            text.withUTF8 { haystack in
                guard haystack.allSatisfy({ $0 < 0x80 }) else { return }
                found = search(haystack, for: needle, foldingCase: foldingCase)
            }
        }
        return found
    }

    private static func search(_ haystack: UnsafeBufferPointer<UInt8>, for needle: UnsafeBufferPointer<UInt8>,
                               foldingCase: Bool) -> Bool {
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
