/// Enhanced LRC's word stamps: FFmpeg's lrc demuxer times a line by its `[mm:ss.xx]` and leaves
/// the `<mm:ss.xx>` before each word in the text. This splits such a text into its words and
/// their times; a stamp that does not read as one stays text.
enum WordStamps {
    /// The text without its stamps, and each stamped word with its time in the stamps' clock.
    static func split(_ text: String) -> (text: String, words: [(time: Double, text: String)]) {
        var plain = "", words: [(time: Double, text: String)] = []
        func append(_ part: Substring) {
            plain += part
            if !words.isEmpty { words[words.count - 1].text += part }
        }
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<") {
            let after = rest.index(after: open)
            if let close = rest[open...].firstIndex(of: ">"), let time = seconds(rest[after..<close]) {
                append(rest[..<open])
                words.append((time, ""))
                rest = rest[rest.index(after: close)...]
            } else {
                append(rest[...open])
                rest = rest[after...]
            }
        }
        append(rest)
        return (plain, words.filter { !$0.text.isEmpty })
    }

    /// "mm:ss.xx" (or "mm:ss") as seconds; nil for anything else.
    static func seconds(_ stamp: Substring) -> Double? {
        let parts = stamp.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...4).contains(parts[0].count), parts[0].allSatisfy(\.isASCII),
              parts[1].allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), parts[1].first?.isNumber == true,
              let minutes = Int(parts[0]), minutes >= 0, let seconds = Double(parts[1]), seconds < 60 else { return nil }
        return Double(minutes) * 60 + seconds
    }
}
