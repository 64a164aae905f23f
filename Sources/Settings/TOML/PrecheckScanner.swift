/// Steps through TOML text for ``TOMLPrecheck``: over strings and comments as toml++ reads them,
/// keeping line and column as toml++ counts them (Unicode scalars from 1).
struct PrecheckScanner {
    /// How a string ended.
    enum StringEnd: Equatable {
        case ended
        case unterminated
        /// A character toml++ mishandles after a line-ending backslash.
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
                if multiline && endsLine() {
                    if let problem = skipLineContinuation() { return problem }
                } else {
                    advance()
                }
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

    /// Whether only blanks are left of the line.
    private func endsLine() -> Bool {
        var ahead = index
        while ahead < scalars.count, scalars[ahead] == " " || scalars[ahead] == "\t" { ahead += 1 }
        return ahead < scalars.count && (scalars[ahead] == "\n" || scalars[ahead] == "\r")
    }

    /// After a line-ending backslash in a `"""` string: skips what toml++ skips as whitespace,
    /// and refuses a first character that its whitespace test mishandles.
    private mutating func skipLineContinuation() -> StringEnd? {
        while let scalar = current,
              scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || TOMLPrecheck.isOtherWhitespace(scalar) {
            advance()
        }
        guard let first = current, TOMLPrecheck.tripsWhitespaceTest(first) else { return nil }
        let code = String(first.value, radix: 16, uppercase: true)
        let escape = "\\u" + String(repeating: "0", count: max(0, 4 - code.count)) + code
        return .problem("'\(first)' cannot follow a line-ending backslash in a \"\"\" string: write it as \(escape)", position)
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

    /// At the start of a value: a date that toml++ reads on into a time it cannot parse.
    func checkDate() -> (String, SourcePosition)? {
        // What toml++ takes for a date before it looks for a time: ten scalars of digits and
        // '-' (underscores aside), the first a digit, the fifth and eighth '-'.
        guard let first = current, Self.isDigit(first) else { return nil }
        var date: [Unicode.Scalar] = [], end = index
        while end < scalars.count, Self.isDateScalar(scalars[end]), date.count < 10 || scalars[end] == "_" {
            if scalars[end] != "_" { date.append(scalars[end]) }
            end += 1
        }
        guard date.count == 10, date[4] == "-", date[7] == "-" else { return nil }
        let after = end < scalars.count ? scalars[end] : nil
        let second = end + 1 < scalars.count ? scalars[end + 1] : nil
        let third = end + 2 < scalars.count ? scalars[end + 2] : nil
        let strictDate = date.enumerated().allSatisfy { $0.offset == 4 || $0.offset == 7 ? true : Self.isDigit($0.element) }
        let badT = strictDate && (after == "T" || after == "t") && second.map { !Self.isDigit($0) && !Self.endsValue($0) } == true
        let loneDigit = after == " " && second.map(Self.isDigit) == true && third.map { !Self.isDigit($0) } != false
        guard badT || loneDigit else { return nil }
        return ("a time after a date is written HH:MM:SS, as in 1979-05-27T07:32:00", position)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    private static func isDateScalar(_ scalar: Unicode.Scalar) -> Bool { isDigit(scalar) || scalar == "-" || scalar == "_" }

    /// What toml++ takes to end a value.
    private static func endsValue(_ scalar: Unicode.Scalar) -> Bool {
        " \t\r\n\u{B}\u{C}]},#".unicodeScalars.contains(scalar) || TOMLPrecheck.isOtherWhitespace(scalar)
            || scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    private static func isBareKeyScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "A"..."Z", "a"..."z", "0"..."9", "_", "-": true
        default: false
        }
    }
}
