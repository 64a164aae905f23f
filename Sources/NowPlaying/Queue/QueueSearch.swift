import CGLib
import Glibc

/// The queue's search, matching as the library's does: the typed words are split at spaces,
/// and each must be found in the title, the artist or the album, with accents and case folded
/// ("beyonce" finds "Beyoncé") and text written without spaces (Japanese, Chinese) found
/// anywhere inside it. ASCII text, most titles and file names, is compared in place with plain
/// pointer loops, fast enough for 100,000 titles on a key press; other text is folded first.
public struct QueueSearch: Sendable {
    /// The words, folded.
    let terms: [String]

    /// A search for `query`.
    public init(_ query: String) {
        terms = query.split(whereSeparator: \.isWhitespace).map { Self.folded(String($0)) }.filter { !$0.isEmpty }
    }

    /// `text` as searches compare it: accents dropped, compatibility forms decomposed, case
    /// folded (glib's Unicode tables; text that is not UTF-8 is left as it is).
    public static func folded(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 >= 0x80 }) else { return text.lowercased() }
        guard let folded = pd_search_fold(text) else { return text }
        defer { g_free(folded) }
        return String(cString: folded)
    }

    /// Whether every word is in one of `fields` (nil ones skipped).
    public func matches(_ fields: String?...) -> Bool {
        terms.allSatisfy { term in fields.contains { $0.map { Self.contains($0, term) } ?? false } }
    }

    /// Whether the last path component of `path` holds every word (the item has no other text).
    public func fileNameMatches(_ path: String) -> Bool {
        path.withCString { whole in
            var name = whole, cursor = whole
            while cursor.pointee != 0 {
                if cursor.pointee == 0x2F, cursor[1] != 0 { name = cursor + 1 }
                cursor += 1
            }
            return terms.allSatisfy { term in Self.contains(name, term) }
        }
    }

    /// Whether `text` holds the folded `term`.
    static func contains(_ text: String, _ term: String) -> Bool {
        text.withCString { contains($0, term) }
    }

    /// Whether the C string `text` holds the folded `term`: in place while it is ASCII, else in
    /// glib's folding of it.
    private static func contains(_ text: UnsafePointer<CChar>, _ term: String) -> Bool {
        let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: strlen(text))
        guard !bytes.allSatisfy({ $0 < 0x80 }) else { return find(term, in: bytes) }
        guard let folded = pd_search_fold(text) else { return false }
        defer { g_free(folded) }
        return find(term, in: UnsafeBufferPointer(start: UnsafeRawPointer(folded).assumingMemoryBound(to: UInt8.self), count: strlen(folded)))
    }

    private static func find(_ term: String, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        var term = term
        return term.withUTF8 { ASCIISearch.contains(haystack, $0, foldingCase: true) }
    }
}
