import MediaFiles

/// A file's tags as the index keeps them: one text column, `name US value RS name US value…`
/// (the ASCII unit and record separators, which a tag cannot usefully hold), in the file's order.
public enum LibraryTags {
    private static let unit: Unicode.Scalar = "\u{1F}"
    private static let record: Unicode.Scalar = "\u{1E}"
    /// Longer values are left out of the index: lyrics and cue sheets, which no list shows.
    static let longest = 1024

    /// The entries worth keeping: neither empty nor longer than `longest` bytes.
    static func kept(_ entries: [TagEntry]) -> [TagEntry] {
        entries.filter { !$0.value.isEmpty && $0.value.utf8.count <= longest && !$0.name.isEmpty }
    }

    /// The column's text for `entries`; a separator inside a name or value becomes a space.
    public static func encode(_ entries: [TagEntry]) -> String {
        var text = String.UnicodeScalarView()
        for (offset, entry) in entries.enumerated() {
            if offset > 0 { text.append(record) }
            text.append(contentsOf: cleaned(entry.name))
            text.append(unit)
            text.append(contentsOf: cleaned(entry.value))
        }
        return String(text)
    }

    /// The entries a column's text holds. Split as bytes: both separators are ASCII, which no
    /// other character's UTF-8 contains (a search reads ten thousand of these).
    public static func decode(_ text: String) -> [TagEntry] {
        guard !text.isEmpty else { return [] }
        let unitByte = UInt8(unit.value), recordByte = UInt8(record.value)
        return text.utf8.split(separator: recordByte, omittingEmptySubsequences: false).compactMap { pair in
            guard let separator = pair.firstIndex(of: unitByte) else { return nil }
            return TagEntry(String(Substring(pair[..<separator])), String(Substring(pair[pair.index(after: separator)...])))
        }
    }

    private static func cleaned(_ text: String) -> String.UnicodeScalarView {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { scalars.append(scalar == unit || scalar == record ? " " : scalar) }
        return scalars
    }
}
