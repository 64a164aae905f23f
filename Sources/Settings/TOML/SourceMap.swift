/// One step on the way to a value in a TOML document: a table key or an array index.
enum PathComponent: Hashable, Sendable {
    case key(String)
    case index(Int)
}

/// Where each key and each value of a TOML document was written, by path from the root.
///
/// Array-of-tables elements (`[[ad]]`) are keyed by their index, so the second `[[ad]]`'s
/// `start` is `[.key("ad"), .index(1), .key("start")]`.
struct SourceMap: Equatable, Sendable {
    /// Where each key was first written (a header name, a dotted-key part, an inline key).
    private(set) var keys: [[PathComponent]: SourcePosition] = [:]
    /// Where each value begins (after `=`, or an array element).
    private(set) var values: [[PathComponent]: SourcePosition] = [:]

    /// Records where a key is written, unless an earlier place is already known.
    mutating func noteKey(_ path: [PathComponent], at position: SourcePosition) {
        if keys[path] == nil { keys[path] = position }
    }

    /// Records where a value begins.
    mutating func noteValue(_ path: [PathComponent], at position: SourcePosition) {
        if values[path] == nil { values[path] = position }
    }
}
