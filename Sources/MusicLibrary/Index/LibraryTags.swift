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

    /// The entries a column's text holds. Split as bytes in one buffer: both separators are
    /// ASCII, which no other character's UTF-8 contains (an MPD `search` reads twenty thousand
    /// of these, and the generic split over a String's UTF-8 view took a tenth of its time).
    public static func decode(_ text: String) -> [TagEntry] {
        guard !text.isEmpty else { return [] }
        let unitByte = UInt8(unit.value), recordByte = UInt8(record.value)
        var text = text
        return text.withUTF8 { bytes in
            var entries: [TagEntry] = []
            var start = 0
            while start <= bytes.count {
                let end = bytes[start...].firstIndex(of: recordByte) ?? bytes.count
                if let separator = bytes[start..<end].firstIndex(of: unitByte) {
                    entries.append(TagEntry(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<separator]), as: UTF8.self),
                                            String(decoding: UnsafeBufferPointer(rebasing: bytes[(separator + 1)..<end]), as: UTF8.self)))
                }
                start = end + 1
            }
            return entries
        }
    }

    private static func cleaned(_ text: String) -> String.UnicodeScalarView {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { scalars.append(scalar == unit || scalar == record ? " " : scalar) }
        return scalars
    }
}
