import Base64Coding
import NowPlaying

/// The terminal's clipboard, set with OSC 52 (`ESC ] 52 ; c ; BASE64 BEL`): xterm, kitty,
/// foot, WezTerm, iTerm2 and tmux (with `set-clipboard`) take it; a terminal that does not
/// ignores it. The text goes as base64, so no byte of it reaches the terminal as itself, and it
/// is made safe first (no control character but line breaks), since it will be pasted.
enum Clipboard {
    /// The most text sent at once: terminals drop longer sequences (xterm takes about 100 kB).
    static let maximumBytes = 65536

    /// The sequence that puts `text` on the clipboard; nil when it is empty, too long, or
    /// libavutil (base64) cannot be loaded.
    static func sequence(_ text: String) -> [UInt8]? {
        let safe = text.split(separator: "\n", omittingEmptySubsequences: false).map { Sanitized.line(String($0)) }
            .joined(separator: "\n")
        let bytes = Array(safe.utf8)
        guard !bytes.isEmpty, bytes.count <= maximumBytes, let encoded = try? Base64.encode(bytes) else { return nil }
        return Array("\u{1B}]52;c;".utf8) + encoded + [0x07]
    }
}
