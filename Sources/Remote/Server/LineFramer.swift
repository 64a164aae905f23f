/// Cuts a byte stream into lines, refusing lines longer than a limit without ever holding
/// more than the limit: the rest of an overlong line is skipped up to its newline.
struct LineFramer {
    /// What the stream yielded.
    enum Item: Equatable {
        /// One line, without its "\n" (or "\r\n").
        case line([UInt8])
        /// A line longer than the limit was skipped.
        case tooLong
    }

    /// The most bytes a line may have, newline not counted.
    let limit: Int
    private var pending: [UInt8] = []
    private var discarding = false

    init(limit: Int) {
        self.limit = limit
    }

    /// Takes more bytes and returns the lines they complete.
    mutating func append(_ bytes: UnsafeRawBufferPointer) -> [Item] {
        var items: [Item] = []
        var rest = bytes[...]
        while !rest.isEmpty {
            let newline = rest.firstIndex(of: UInt8(ascii: "\n"))
            let segment = rest[..<(newline ?? rest.endIndex)]
            if !discarding {
                if pending.count + segment.count > limit {
                    items.append(.tooLong)
                    pending = []
                    discarding = true
                } else {
                    pending.append(contentsOf: segment)
                }
            }
            guard let newline else { break }
            if !discarding { items.append(.line(Self.trimmed(pending))) }
            pending = []
            discarding = false
            rest = rest[(newline + 1)...]
        }
        return items
    }

    /// At the end of the stream: the last line if it had no newline.
    mutating func finish() -> [Item] {
        defer { pending = []; discarding = false }
        return discarding || pending.isEmpty ? [] : [.line(Self.trimmed(pending))]
    }

    private static func trimmed(_ line: [UInt8]) -> [UInt8] {
        line.last == UInt8(ascii: "\r") ? Array(line.dropLast()) : line
    }
}
