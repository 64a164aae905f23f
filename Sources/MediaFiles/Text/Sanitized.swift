/// Makes text from media, files and the network safe to show in a terminal or a log line:
/// control characters (escape sequences, BEL, OSC writes) and bidirectional overrides are
/// replaced, and absurd lengths are cut at a character boundary.
public enum Sanitized {
    /// The longest text kept, in characters; a 1 MiB tag is not a title.
    public static let maximumLength = 2048

    /// One line of safe text: line breaks and tabs become spaces, other controls "�".
    public static func line(_ text: String) -> String {
        // Printable ASCII within the length is kept as it is, without a copy: most titles and paths.
        if text.utf8.count <= maximumLength, text.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) { return text }
        var out = String.UnicodeScalarView()
        var count = 0
        for scalar in text.unicodeScalars {
            if count >= maximumLength { out.append("…"); break }
            switch scalar.value {
            case 0x09, 0x0A, 0x0D: out.append(" ")
            case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0xFFF9...0xFFFB:
                out.append("\u{FFFD}")
            default: out.append(scalar)
            }
            count += 1
        }
        return String(out)
    }

    /// Whether text would be changed by `line`.
    public static func isClean(_ text: String) -> Bool {
        line(text) == text
    }
}
