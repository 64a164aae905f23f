/// A place in TOML text that steps over blanks, comments and strings, keeping line and column.
///
/// Columns count Unicode scalars from 1, as toml++ does, so positions agree with its errors.
struct TOMLCursor {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// How far the cursor has come, to check that a step made progress.
    var offset: Int { index }

    /// The scalar under the cursor; nil at the end.
    var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    /// The line and column under the cursor.
    var position: SourcePosition { SourcePosition(line: line, column: column) }

    /// The scalar `offset` places ahead.
    func peek(_ offset: Int) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    /// Steps one scalar, moving to the next line after a line feed.
    mutating func advance() {
        guard let scalar = current else { return }
        index += 1
        if scalar == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
    }

    // MARK: Whitespace and comments

    /// Skips spaces and tabs.
    mutating func skipBlanks() {
        while current == " " || current == "\t" { advance() }
    }

    /// Skips blanks, line breaks and comments.
    mutating func skipTrivia() {
        while let scalar = current {
            if scalar == " " || scalar == "\t" || scalar == "\r" || scalar == "\n" {
                advance()
            } else if scalar == "#" {
                while let next = current, next != "\n" { advance() }
            } else {
                return
            }
        }
    }

    /// Skips whatever is left of the line, including its line break.
    mutating func skipToNextLine() {
        while let scalar = current {
            advance()
            if scalar == "\n" { return }
        }
    }

    // MARK: Keys, strings and other values

    /// Reads one part of a key (bare, "basic" or 'literal'), or nil when none starts here.
    mutating func scanKeyPart() -> String? {
        guard let scalar = current else { return nil }
        if scalar == "\"" { return scanBasicString() }
        if scalar == "'" { return scanLiteralString() }
        guard Self.isBareKeyScalar(scalar) else { return nil }
        var bare = String.UnicodeScalarView()
        while let next = current, Self.isBareKeyScalar(next) {
            bare.append(next)
            advance()
        }
        return String(bare)
    }

    /// Steps over a number, boolean or date: up to a separator, comment or line break.
    mutating func skipScalarValue() {
        while let scalar = current, !",]}#\r\n".unicodeScalars.contains(scalar) { advance() }
    }

    /// Reads `"…"` (returning its decoded text) or skips `"""…"""` (returning "").
    mutating func scanBasicString() -> String {
        if peek(1) == "\"", peek(2) == "\"" {
            skipMultiline(quote: "\"", escapes: true)
            return ""
        }
        advance()
        var text = String.UnicodeScalarView()
        while let scalar = current, scalar != "\"", scalar != "\n" {
            if scalar == "\\" {
                advance()
                text.append(contentsOf: scanEscape())
            } else {
                text.append(scalar)
                advance()
            }
        }
        if current == "\"" { advance() }
        return String(text)
    }

    /// Reads `'…'` (returning its text) or skips `'''…'''` (returning "").
    mutating func scanLiteralString() -> String {
        if peek(1) == "'", peek(2) == "'" {
            skipMultiline(quote: "'", escapes: false)
            return ""
        }
        advance()
        var text = String.UnicodeScalarView()
        while let scalar = current, scalar != "'", scalar != "\n" {
            text.append(scalar)
            advance()
        }
        if current == "'" { advance() }
        return String(text)
    }

    /// Decodes the escape after a backslash; unknown escapes are kept as written.
    private mutating func scanEscape() -> [Unicode.Scalar] {
        guard let scalar = current else { return ["\\"] }
        advance()
        switch scalar {
        case "b": return ["\u{8}"]
        case "t": return ["\t"]
        case "n": return ["\n"]
        case "f": return ["\u{C}"]
        case "r": return ["\r"]
        case "e": return ["\u{1B}"]
        case "\"", "\\": return [scalar]
        case "u", "U", "x":
            let length = scalar == "u" ? 4 : scalar == "U" ? 8 : 2
            var digits = ""
            while digits.count < length, let next = current, next.properties.isASCIIHexDigit {
                digits.unicodeScalars.append(next)
                advance()
            }
            if digits.count == length, let code = UInt32(digits, radix: 16), let decoded = Unicode.Scalar(code) {
                return [decoded]
            }
            return ["\\", scalar] + Array(digits.unicodeScalars)
        default: return ["\\", scalar]
        }
    }

    private mutating func skipMultiline(quote: Unicode.Scalar, escapes: Bool) {
        advance(); advance(); advance()
        while let scalar = current {
            if escapes, scalar == "\\" {
                advance()
                advance()
            } else if scalar == quote, peek(1) == quote, peek(2) == quote {
                advance(); advance(); advance()
                // Up to two more quotes belong to the content: `""""` ends with one quote inside.
                var extra = 0
                while extra < 2, current == quote { advance(); extra += 1 }
                return
            } else {
                advance()
            }
        }
    }

    private static func isBareKeyScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "A"..."Z", "a"..."z", "0"..."9", "_", "-": true
        default: false
        }
    }
}
