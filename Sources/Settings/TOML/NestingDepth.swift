/// How deep the tables and arrays being written nest, followed through the text by
/// ``TOMLPrecheck`` so that a file nesting deeper than ``limit`` is one error before toml++ sees it.
///
/// toml++ 3.3 caps only inline nesting (`TOML_MAX_NESTED_VALUES`, 256): a dotted key or a table
/// name of 10,000 parts (`a.a.a… = 1`, `[a.a.a…]`) is accepted, frees its tree recursively and
/// hands over a tree that ``TOMLDocument``'s reader walks recursively, so the process ran out of
/// stack (SIGSEGV) before one line could be said. Counting here bounds every one of them, and
/// their sum: a dotted key inside an inline table under a dotted table name.
struct NestingDepth {
    /// The deepest a value may sit: far more than any settings file needs, far less than a stack.
    static let limit = 100

    /// The depth of the table the current header opened (0: the root).
    private var tableDepth = 0
    /// Inside a table header's brackets, and how many parts its name has so far.
    private var headerParts: Int?
    /// The depth of each open `[` or `{` of a value.
    private var open: [Int] = []
    /// Whether a key is being read (so a '.' separates its parts), and its dots so far.
    private var readingKey = true
    private var keyDots = 0
    /// The depth the next value opened here would have.
    private var valueDepth = 1

    /// The depth the key's parts so far reach.
    private var keyDepth: Int { (open.last ?? tableDepth) + keyDots + 1 }

    /// The error for nesting deeper than the limit.
    static var message: String {
        "tables and arrays nest deeper than \(limit) levels here (dotted keys and table names count each part)"
    }

    /// A table header's '['.
    mutating func headerStarts() {
        headerParts = 1
    }

    /// A table header's closing ']'; false when it was no header's.
    mutating func headerEnds() -> Bool {
        guard let parts = headerParts else { return false }
        tableDepth = parts
        headerParts = nil
        readingKey = true
        keyDots = 0
        return true
    }

    /// A '.' outside strings and values; false when it nests too deep.
    mutating func dot() -> Bool {
        if let parts = headerParts {
            headerParts = parts + 1
            return parts + 1 <= Self.limit
        }
        guard readingKey else { return true }
        keyDots += 1
        return keyDepth <= Self.limit
    }

    /// '=': the key ends, its value comes.
    mutating func equals() {
        valueDepth = keyDepth
        readingKey = false
        keyDots = 0
    }

    /// A value's '[' or '{'; false when it nests too deep.
    mutating func opens(_ bracket: Unicode.Scalar) -> Bool {
        let depth = valueDepth
        open.append(depth)
        readingKey = bracket == "{"
        keyDots = 0
        valueDepth = depth + 1
        return depth <= Self.limit
    }

    /// A value's ']' or '}'.
    mutating func closes() {
        _ = open.popLast()
        readingKey = false
    }

    /// ',' between an array's elements or an inline table's entries.
    mutating func comma(inTable: Bool) {
        readingKey = inTable
        keyDots = 0
        valueDepth = (open.last ?? tableDepth) + 1
    }

    /// A line break outside brackets: a new key may start.
    mutating func lineEnds() {
        headerParts = nil  // a header left open: toml++ says so
        guard open.isEmpty else { return }
        readingKey = true
        keyDots = 0
    }
}
