/// Catches, before toml++ sees them, the mistakes on which toml++ (under TOMLKit) stops the
/// whole process with an assertion (undefined behaviour in a release build): a character beyond
/// ASCII outside strings and comments, a table header whose name starts with something that
/// cannot start a key, such as `[é]` or `[!x]`, and a bracket closed by the wrong kind, such
/// as `s=[}`. All three were found by fuzzing; so was a multi-line string ending in extra quotes
/// (`s='''''''` holds one quote), which this scanner must end where toml++ does.
enum TOMLPrecheck {
    /// The first such problem: its message and position.
    static func firstProblem(in text: String) -> (String, SourcePosition)? {
        var scanner = Scanner(Array(text.unicodeScalars))
        var open: [(Unicode.Scalar, SourcePosition)] = []
        var inValue = false
        while let scalar = scanner.current {
            switch scalar {
            case "#":
                scanner.skipLine()
            case "\"", "'":
                guard scanner.skipString() else { return nil }  // unterminated: the parser says so
            case "=":
                inValue = true
                scanner.advance()
            case "[" where open.isEmpty && !inValue:
                if let problem = scanner.checkHeader() { return problem }
            case "[", "{":
                open.append((scalar, scanner.position))
                scanner.advance()
            case "]", "}":
                if let (opener, at) = open.popLast(), (opener == "[") != (scalar == "]") {
                    return ("'\(scalar)' cannot close the '\(opener)' opened at \(at.line):\(at.column)", scanner.position)
                }
                scanner.advance()
            case "\n":
                if open.isEmpty { inValue = false }
                scanner.advance()
            default:
                if scalar.value > 0x7F {
                    return ("'\(scalar)' may stand only inside a string or a comment: quote a key that is not plain ASCII",
                            scanner.position)
                }
                scanner.advance()
            }
        }
        return nil
    }

    private struct Scanner {
        let scalars: [Unicode.Scalar]
        var index = 0
        var position = SourcePosition(line: 1, column: 1)

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        mutating func advance(_ count: Int = 1) {
            for _ in 0..<count where index < scalars.count {
                position = scalars[index] == "\n"
                    ? SourcePosition(line: position.line + 1, column: 1)
                    : SourcePosition(line: position.line, column: position.column + 1)
                index += 1
            }
        }

        func starts(with delimiter: [Unicode.Scalar]) -> Bool {
            index + delimiter.count <= scalars.count && Array(scalars[index..<index + delimiter.count]) == delimiter
        }

        mutating func skipLine() {
            while let scalar = current, scalar != "\n" { advance() }
        }

        /// Skips the string starting here; false if it never ends.
        mutating func skipString() -> Bool {
            guard let quote = current else { return false }
            let triple = [quote, quote, quote]
            let multiline = starts(with: triple)
            let delimiter = multiline ? triple : [quote]
            advance(delimiter.count)
            while let scalar = current {
                if quote == "\"" && scalar == "\\" { advance(2); continue }
                if starts(with: delimiter) {
                    advance(delimiter.count)
                    // A multi-line string may end in up to two more quotes, which belong to it
                    // (`'''a''''` holds "a'"): toml++ reads them so, and so must this scanner.
                    for _ in 0..<(multiline ? 2 : 0) where current == quote { advance() }
                    return true
                }
                if !multiline && scalar == "\n" { return false }
                advance()
            }
            return false
        }

        /// At a table header's '[': its name must start with a key character or a quote.
        mutating func checkHeader() -> (String, SourcePosition)? {
            advance()
            if current == "[" { advance() }
            while current == " " || current == "\t" { advance() }
            guard let first = current else { return nil }
            let isKeyStart = first == "\"" || first == "'" || first == "]"
                || (first.isASCII && (first.properties.isAlphabetic || ("0"..."9").contains(first) || first == "_" || first == "-"))
            if isKeyStart { return nil }
            if first.value > 0x7F {
                return ("'\(first)' may stand only inside a string or a comment: quote a key that is not plain ASCII", position)
            }
            return ("a table name cannot start with '\(first.escaped(asASCII: true))': use letters, digits, '-', '_' or a quoted name",
                    position)
        }
    }
}
