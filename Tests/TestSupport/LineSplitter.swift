import Foundation

/// A child's output, read in chunks, cut into lines. Each byte is looked at once: a line of
/// megabytes (dbusmock logs a cover's pixels on one) costs its length, where scanning the whole
/// unfinished line again for each chunk cost its length times the chunks it came in (half a
/// minute of a test thread for one notification test).
struct LineSplitter {
    private var partial = Data()

    /// The lines `chunk` completes, without their newlines.
    mutating func lines(completedBy chunk: Data) -> [String] {
        var lines: [String] = []
        var rest = chunk[chunk.startIndex...]
        while let newline = rest.firstIndex(of: 10) {
            partial.append(rest[rest.startIndex..<newline])
            lines.append(String(decoding: partial, as: UTF8.self))
            partial.removeAll(keepingCapacity: true)
            rest = rest[rest.index(after: newline)...]
        }
        partial.append(rest)
        return lines
    }

    /// What came after the last newline, if anything.
    var remainder: String? { partial.isEmpty ? nil : String(decoding: partial, as: UTF8.self) }
}
