/// Catches, before toml++ sees them, the inputs on which toml++ 3.3 (Debian 12's
/// libtomlplusplus-dev) has undefined behaviour or stops the process on an assertion. All were
/// found by fuzzing, and each is a mistake in the file, except the second, which is refused only
/// for the characters toml++ mishandles:
///
/// 1. A character beyond ASCII outside strings and comments, or anywhere in a value that starts
///    like a number or a date (toml++ reads those ahead to their end, quotes and all). toml++'s
///    whitespace test reaches `TOML_UNREACHABLE` for U+00A1–U+0499, U+2C5E–U+3057 and
///    U+FB26–U+FEFE (marzer/tomlplusplus#295, fixed by #305 after 3.4.0); TOML allows none there.
/// 2. One of those characters first after a line-ending backslash in a `"""` string, where toml++
///    skips whitespace with the same test (marzer/tomlplusplus#190).
/// 3. A table header whose name starts with what cannot start a key (`[!x]`, `[.x]`): an
///    assertion in `parse_key` (marzer/tomlplusplus#301, fixed after 3.4.0).
/// 4. `}` where an array expects a value (`s = [}`): an assertion in `parse_value`.
/// 5. A date followed by `T` and no digit (`2024-01-01T:00`), or by a space and a lone digit
///    (`2024-01-01 1`): assertions in `parse_time` and `parse_value`.
///
/// 6. Keys nested deeper than ``NestingDepth/limit``: toml++ limits only inline nesting, so a
///    10,000-part dotted key ran the recursive tree code out of stack (see ``NestingDepth``).
///
/// 4 and 5 are unfixed in toml++'s main branch and, as far as we know, not reported upstream.
enum TOMLPrecheck {
    /// The first such problem: its message and position.
    static func firstProblem(in text: String) -> (String, SourcePosition)? {
        var scanner = PrecheckScanner(Array(text.unicodeScalars))
        var open: [(bracket: Unicode.Scalar, at: SourcePosition)] = []
        var inValue = false  // at the top level, between '=' and the end of its line
        var valueStarts = false  // the next thing but blanks is a value
        var depth = NestingDepth()
        let tooDeep = { (position: SourcePosition) in (NestingDepth.message, position) }
        while let scalar = scanner.current {
            if valueStarts, scalar != " ", scalar != "\t", !(open.last?.bracket == "[" && "\r\n#".unicodeScalars.contains(scalar)) {
                valueStarts = false
                if scalar == "}", let (opener, at) = open.last, opener == "[" {
                    return ("'}' cannot close the '[' opened at \(at.line):\(at.column)", scanner.position)
                }
                if let problem = scanner.skipBareValue() { return problem }
                continue
            }
            switch scalar {
            case "#":
                scanner.skipLine()
            case "\"", "'":
                switch scanner.skipString() {
                case .ended: break
                case .unterminated: return nil  // toml++ says so
                case let .problem(message, position): return (message, position)
                }
            case "=":
                depth.equals()
                if open.isEmpty { inValue = true }
                valueStarts = open.isEmpty || open.last?.bracket == "{"
                scanner.advance()
            case "[" where open.isEmpty && !inValue:
                depth.headerStarts()
                if let problem = scanner.checkHeader() { return problem }
            case "[", "{":
                guard depth.opens(scalar) else { return tooDeep(scanner.position) }
                open.append((scalar, scanner.position))
                valueStarts = scalar == "["
                scanner.advance()
            case "]", "}":
                if !depth.headerEnds() {
                    depth.closes()
                    _ = open.popLast()
                }
                scanner.advance()
            case ",":
                valueStarts = open.last?.bracket == "["
                depth.comma(inTable: open.last?.bracket == "{")
                scanner.advance()
            case ".":
                guard depth.dot() else { return tooDeep(scanner.position) }
                scanner.advance()
            case "\n":
                if open.isEmpty { inValue = false; valueStarts = false }
                depth.lineEnds()
                scanner.advance()
            default:
                if !scalar.isASCII {
                    return ("'\(scalar)' may stand only inside a string or a comment: quote a key that is not plain ASCII",
                            scanner.position)
                }
                scanner.advance()
            }
        }
        return nil
    }

    /// Whether toml++ 3.3's whitespace test reaches `TOML_UNREACHABLE` for `scalar` (problem 1).
    static func tripsWhitespaceTest(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xA1...0x499, 0x2C5E...0x2FFF, 0x3001...0x3057, 0xFB26...0xFEFE: true
        default: false
        }
    }

    /// The characters beyond ASCII that toml++ 3.3 takes for blanks.
    static func isOtherWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xA0, 0x1680, 0x180E, 0x2000...0x200B, 0x202F, 0x205F...0x2060, 0x3000, 0xFEFF: true
        default: false
        }
    }
}
