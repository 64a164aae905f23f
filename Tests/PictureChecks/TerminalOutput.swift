/// Escape sequences found in what a program wrote to its terminal (tmux's `pipe-pane -o`).
public enum TerminalOutput {
    /// The sequences wrapped for tmux passthrough (ESC Ptmux; … ESC \, inner ESCs doubled),
    /// unwrapped, in order.
    public static func passthrough(_ raw: [UInt8]) -> [[UInt8]] {
        let opener: [UInt8] = [0x1B] + Array("Ptmux;".utf8)
        var found: [[UInt8]] = []
        var index = 0
        while let start = firstIndex(of: opener, in: raw, from: index) {
            var inner: [UInt8] = []
            var cursor = start + opener.count
            while cursor + 1 < raw.count {
                if raw[cursor] == 0x1B, raw[cursor + 1] == 0x1B {
                    inner.append(0x1B)
                    cursor += 2
                } else if raw[cursor] == 0x1B, raw[cursor + 1] == UInt8(ascii: "\\") {
                    break
                } else {
                    inner.append(raw[cursor])
                    cursor += 1
                }
            }
            guard cursor + 1 < raw.count else { break }
            found.append(inner)
            index = cursor + 2
        }
        return found
    }

    /// Every sixel image (DCS … q … ST) written directly, in order, with the bytes before it.
    public static func sixels(_ raw: [UInt8]) -> [(prefix: [UInt8], image: [UInt8])] {
        var found: [(prefix: [UInt8], image: [UInt8])] = []
        var index = 0
        while let start = firstIndex(of: [0x1B, UInt8(ascii: "P")], in: raw, from: index) {
            guard let end = firstIndex(of: [0x1B, UInt8(ascii: "\\")], in: raw, from: start + 2) else { break }
            let body = raw[(start + 2)..<end]
            // Parameters (digits and ;) then q: a sixel image, not tmux's passthrough or another DCS.
            if let q = body.firstIndex(where: { !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) && $0 != UInt8(ascii: ";") }),
               body[q] == UInt8(ascii: "q") {
                found.append((Array(raw[max(0, start - 16)..<start]), Array(raw[start..<(end + 2)])))
            }
            index = end + 2
        }
        return found
    }

    /// The APC graphics commands (ESC _ G … ESC \) among `sequences`, read by `kittyCommands`.
    public static func kittyCommands(in sequences: [[UInt8]]) throws -> [GraphicsDecoding.KittyCommand] {
        try sequences.filter { $0.starts(with: [0x1B, UInt8(ascii: "_"), UInt8(ascii: "G")]) }
            .flatMap { try GraphicsDecoding.kittyCommands($0) }
    }

    static func firstIndex(of needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count, start <= haystack.count - needle.count else { return nil }
        var index = start
        while index <= haystack.count - needle.count {
            if haystack[index] == needle[0], Array(haystack[index..<(index + needle.count)]) == needle { return index }
            index += 1
        }
        return nil
    }
}
