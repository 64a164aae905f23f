/// Steps through TOML text for ``TOMLPrecheck``: over strings and comments as toml++ reads them,
/// keeping line and column as toml++ counts them (Unicode scalars from 1).
struct PrecheckScanner {
    /// How a string ended.
    enum StringEnd: Equatable {
        case ended
        /// Never ended, or refused by toml++ before its end: toml++ says so.
        case unterminated
        /// A character toml++ mishandles after a backslash.
        case problem(String, SourcePosition)
    }

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private(set) var position = SourcePosition.start

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    /// The scalar under the cursor; nil at the end.
    var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    /// Steps `count` scalars, moving to the next line after a line feed.
    mutating func advance(_ count: Int = 1) {
        for _ in 0..<count where index < scalars.count {
            position = scalars[index] == "\n"
                ? SourcePosition(line: position.line + 1, column: 1)
                : SourcePosition(line: position.line, column: position.column + 1)
            index += 1
        }
    }

    /// Skips to the end of the line, leaving the line feed.
    mutating func skipLine() {
        while let scalar = current, scalar != "\n" { advance() }
    }

    private func starts(with delimiter: [Unicode.Scalar]) -> Bool {
        index + delimiter.count <= scalars.count && Array(scalars[index..<index + delimiter.count]) == delimiter
    }

    private mutating func skipBlanks() {
        while current == " " || current == "\t" { advance() }
    }

    /// Skips the string starting here.
    mutating func skipString() -> StringEnd {
        guard let quote = current else { return .unterminated }
        let triple = [quote, quote, quote]
        let multiline = starts(with: triple)
        let delimiter = multiline ? triple : [quote]
        advance(delimiter.count)
        while let scalar = current {
            if quote == "\"" && scalar == "\\" {
                advance()
                if !multiline && (current == "\n" || current == nil) { return .unterminated }
                // In a """ string toml++ tests what follows a backslash for whitespace.
                if multiline, let escaped = current {
                    if TOMLPrecheck.tripsWhitespaceTest(escaped) { return misread(escaped, "a backslash") }
                    if Self.isWhitespace(escaped) {
                        if let end = skipLineContinuation() { return end }
                        continue
                    }
                }
                advance()
                continue
            }
            if starts(with: delimiter) {
                advance(delimiter.count)
                // A multi-line string may end in up to two more quotes, which belong to it
                // (`'''a''''` holds "a'"): toml++ reads them so, and so must this scanner.
                for _ in 0..<(multiline ? 2 : 0) where current == quote { advance() }
                return .ended
            }
            if !multiline && scalar == "\n" { return .unterminated }
            advance()
        }
        return .unterminated
    }

    /// After a backslash and whitespace in a `"""` string: the blanks, the line break and the
    /// whitespace that toml++ skips, stopping at what it refuses or mishandles.
    private mutating func skipLineContinuation() -> StringEnd? {
        while current == " " || current == "\t" { advance() }
        guard let scalar = current else { return .unterminated }
        if TOMLPrecheck.tripsWhitespaceTest(scalar) { return misread(scalar, "a backslash") }
        guard scalar == "\n" || scalar == "\r" else { return .unterminated }  // toml++ refuses the string
        while let scalar = current,
              scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || TOMLPrecheck.isOtherWhitespace(scalar) {
            advance()
        }
        if let first = current, TOMLPrecheck.tripsWhitespaceTest(first) { return misread(first, "a line-ending backslash") }
        return nil
    }

    private func misread(_ scalar: Unicode.Scalar, _ after: String) -> StringEnd {
        let code = String(scalar.value, radix: 16, uppercase: true)
        let escape = "\\u" + String(repeating: "0", count: max(0, 4 - code.count)) + code
        return .problem("'\(scalar)' cannot follow \(after) in a \"\"\" string: write it as \(escape)", position)
    }

    /// At a table header's '[': its name must start with a key character or a quote.
    mutating func checkHeader() -> (String, SourcePosition)? {
        advance()
        let blanksBefore = current == " " || current == "\t"
        skipBlanks()
        if current == "[" {
            if blanksBefore { return nil }  // `[ [a]]`: toml++ says so
            advance()
            skipBlanks()
        }
        guard let first = current, first != "]" else { return nil }
        if first == "\"" || first == "'" || Self.isBareKeyScalar(first) { return nil }
        if !first.isASCII {
            return ("'\(first)' may stand only inside a string or a comment: quote a key that is not plain ASCII", position)
        }
        return ("a table name cannot start with '\(first.escaped(asASCII: true))': use letters, digits, '-', '_' or a quoted name",
                position)
    }

    /// At the start of a value that starts like a number or a date: toml++ reads it ahead to its
    /// end before parsing it, testing every scalar on the way, quotes included, and so does this.
    /// Steps over it, or gives the problem toml++ would trip on.
    mutating func skipBareValue() -> (String, SourcePosition)? {
        guard let first = current, Self.isDigit(first) || first == "+" || first == "-" else { return nil }
        func at(_ offset: Int) -> Unicode.Scalar? { index + offset < scalars.count ? scalars[index + offset] : nil }
        let end = valueEnd(from: 0)
        if let problem = nonASCII(in: 0..<end) { return problem }
        // toml++ reads `DATE TIME` as one value when it sees ten scalars (underscores aside), the
        // first a digit, the fifth and eighth '-', then a space and a digit.
        let shape = scalars[index..<index + end].filter { $0 != "_" }
        let dateShaped = Self.isDigit(first) && shape.count == 10 && shape[4] == "-" && shape[7] == "-"
        var whole = end
        if dateShaped, at(end) == " ", let digit = at(end + 1), Self.isDigit(digit) {
            guard let next = at(end + 2), Self.isDigit(next) else { return (Self.badTime, position) }
            whole = valueEnd(from: end + 1)
            if let problem = nonASCII(in: end + 1..<whole) { return problem }
        }
        // `DATE` then `T` and no digit: toml++ asserts where it wants the hour.
        if Self.isDigit(first), at(4) == "-", at(7) == "-", at(10) == "T" || at(10) == "t", let next = at(11),
           !Self.isDigit(next), !Self.endsValue(next) {
            return (Self.badTime, position)
        }
        advance(whole)
        return nil
    }

    private static let badTime = "a time after a date is written HH:MM:SS, as in 1979-05-27T07:32:00"

    /// How far from the cursor the value starting at `offset` ends.
    private func valueEnd(from offset: Int) -> Int {
        var end = offset
        while index + end < scalars.count, !Self.endsValue(scalars[index + end]) { end += 1 }
        return end
    }

    /// The first scalar beyond ASCII at these offsets from the cursor, all on its line.
    private func nonASCII(in offsets: Range<Int>) -> (String, SourcePosition)? {
        guard let offset = offsets.first(where: { !scalars[index + $0].isASCII }) else { return nil }
        return ("'\(scalars[index + offset])' may stand only inside a string or a comment: quote a key that is not plain ASCII",
                SourcePosition(line: position.line, column: position.column + offset))
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    /// What toml++ takes to end a value.
    private static func endsValue(_ scalar: Unicode.Scalar) -> Bool {
        isWhitespace(scalar) || "]},#".unicodeScalars.contains(scalar)
    }

    /// What toml++ takes for whitespace: blanks, line breaks and their kin beyond ASCII.
    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        (0x09...0x0D).contains(scalar.value) || scalar == " " || TOMLPrecheck.isOtherWhitespace(scalar)
            || scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    private static func isBareKeyScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "A"..."Z", "a"..."z", "0"..."9", "_", "-": true
        default: false
        }
    }
}
