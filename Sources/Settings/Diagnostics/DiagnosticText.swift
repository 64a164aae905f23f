/// Makes a settings message safe to print, once for every message: a file's values come back in
/// them ("invalid color "…""), and a value may hold an escape sequence (`"\u001b]52;c;…\u0007"`
/// writes the clipboard of the terminal that shows it) or a megabyte of text.
enum DiagnosticText {
    /// The longest message kept whole, in characters.
    static let maximumLength = 300

    /// `text` with every control and bidirectional override written as an escape (`\u{1B}`), and
    /// cut in the middle when longer than ``maximumLength``: the start says what is wrong and
    /// where, the end what was expected.
    static func shown(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count > maximumLength else { return visible(scalars[...]) }
        let head = maximumLength * 2 / 3, tail = maximumLength - head
        return visible(scalars[..<head]) + " … " + visible(scalars[(scalars.count - tail)...])
    }

    /// `text` with every control and bidirectional override written as an escape, whole.
    static func visible(_ text: String) -> String {
        visible(Array(text.unicodeScalars)[...])
    }

    private static func visible(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var out = ""
        for scalar in scalars {
            switch scalar.value {
            case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFFF9...0xFFFB:
                out += scalar.escaped(asASCII: true)
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
