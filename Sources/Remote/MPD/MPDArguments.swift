import Glibc

/// A command's arguments (after the command's name, quotes removed), read as MPD's
/// `ArgParser.cxx` reads them, with its wording for each mistake.
public struct MPDArguments: Sendable, Equatable {
    /// The arguments as sent.
    public let values: [String]

    /// The arguments `values`.
    public init(_ values: [String]) {
        self.values = values
    }

    /// How many were sent.
    public var count: Int { values.count }

    /// The argument at `index` (the caller checked `count`; the dispatcher checks each
    /// command's minimum before it runs).
    public subscript(index: Int) -> String { values[index] }

    /// Whether there is an argument at `index`.
    public func has(_ index: Int) -> Bool { values.indices.contains(index) }

    /// A signed integer: "Integer expected: x", "Number too large: x".
    public func int(_ index: Int, in bounds: ClosedRange<Int> = Int(Int32.min)...Int(Int32.max)) throws(MPDError) -> Int {
        let text = values[index]
        guard let value = Self.strtol(text), value.rest.isEmpty else { throw .argument("Integer expected", text) }
        guard bounds.contains(value.number) else { throw .argument("Number too large", text) }
        return value.number
    }

    /// An unsigned integer up to `max`: "Integer expected: x", "Number too large: x".
    public func unsigned(_ index: Int, max: Int = Int(UInt32.max)) throws(MPDError) -> Int {
        let text = values[index]
        guard let value = Self.strtoul(text), value.rest.isEmpty else { throw .argument("Integer expected", text) }
        guard value.number <= max else { throw .argument("Number too large", text) }
        return value.number
    }

    /// 0 or 1: "Boolean (0/1) expected: x".
    public func bool(_ index: Int) throws(MPDError) -> Bool {
        let text = values[index]
        guard let value = Self.strtol(text), value.rest.isEmpty, value.number == 0 || value.number == 1 else {
            throw .argument("Boolean (0/1) expected", text)
        }
        return value.number == 1
    }

    /// A decimal number: "Float expected: x".
    public func float(_ index: Int) throws(MPDError) -> Double {
        let text = values[index]
        var end: UnsafeMutablePointer<CChar>?
        let (value, consumed, complete) = text.withCString { start -> (Double, Bool, Bool) in
            let value = Glibc.strtod(start, &end)
            guard let end else { return (value, false, false) }
            return (value, end != UnsafeMutablePointer(mutating: start), end.pointee == 0)
        }
        guard consumed, complete, value.isFinite else { throw .argument("Float expected", text) }
        return value
    }

    /// A time in a song, not negative: "Negative value not allowed: x".
    public func songTime(_ index: Int) throws(MPDError) -> Double {
        let value = try float(index)
        guard value >= 0 else { throw .argument("Negative value not allowed", values[index]) }
        return value
    }

    /// A position or a range of positions: `N` (one), `START:END` (END excluded), `START:`
    /// (to the end: `end` nil); `-1` alone is everything, as older MPD versions took it.
    public func range(_ index: Int) throws(MPDError) -> MPDRange {
        let text = values[index]
        guard let first = Self.strtol(text), first.rest.isEmpty || first.rest.hasPrefix(":") else {
            throw .argument("Integer or range expected", text)
        }
        if first.number == -1, first.rest.isEmpty { return MPDRange(start: 0, end: nil) }
        guard first.number >= 0 else { throw .argument("Number is negative", text) }
        guard first.number <= Int(Int32.max) else { throw .argument("Number too large", text) }
        if first.rest.isEmpty { return MPDRange(start: first.number, end: first.number + 1) }
        let tail = String(first.rest.dropFirst())
        if tail.isEmpty { return MPDRange(start: first.number, end: nil) }
        guard let second = Self.strtol(tail), second.rest.isEmpty else { throw .argument("Integer or range expected", text) }
        guard second.number >= 0 else { throw .argument("Number is negative", text) }
        guard second.number <= Int(Int32.max) else { throw .argument("Number too large", text) }
        guard second.number >= first.number else { throw .argument("Malformed range", text) }
        return MPDRange(start: first.number, end: second.number)
    }

    /// strtol's reading of `text`: the number and what follows it; nil when no digit was read.
    private static func strtol(_ text: String) -> (number: Int, rest: Substring)? {
        parse(text) { start, end in Int(Glibc.strtol(start, end, 10)) }
    }

    /// strtoul's reading (which, like MPD's, takes "-1" as a huge number).
    private static func strtoul(_ text: String) -> (number: Int, rest: Substring)? {
        parse(text) { start, end in
            let value = Glibc.strtoul(start, end, 10)
            return value > UInt(Int.max) ? Int.max : Int(value)
        }
    }

    private static func parse(_ text: String,
                              _ read: (UnsafePointer<CChar>, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int)
        -> (number: Int, rest: Substring)? {
        text.withCString { start -> (number: Int, rest: Substring)? in
            var end: UnsafeMutablePointer<CChar>?
            let number = read(start, &end)
            guard let end, end != UnsafeMutablePointer(mutating: start) else { return nil }
            let consumed = start.distance(to: UnsafePointer(end))
            let rest = text.utf8.dropFirst(consumed)
            return (number, Substring(rest))
        }
    }
}

/// Positions `start..<end` in the queue or a list; `end` nil: to the end.
public struct MPDRange: Sendable, Equatable {
    /// The first position.
    public let start: Int
    /// The position after the last; nil: the end of the list.
    public let end: Int?

    /// The range `start..<end`.
    public init(start: Int, end: Int?) {
        self.start = start
        self.end = end
    }

    /// The positions of a list of `count` items this names, clamped to it.
    public func clamped(to count: Int) -> Range<Int> {
        let upper = Swift.min(end ?? count, count)
        return Swift.min(start, upper)..<upper
    }
}
