import MediaFiles

/// Makes `Lyrics` from what a file holds: the LRC lines FFmpeg read (times, words from their
/// stamps), or else the text's lines unsynced; every line made safe, and too many cut.
enum LyricsBuilder {
    /// The most lines kept: more is no song.
    static let lineLimit = 5_000

    /// Lyrics from `source`, known by `id`; nil when they hold no text.
    static func lyrics(_ source: LyricsSource, id: Int) -> Lyrics? {
        let timed = (try? TimedLyricLine.lines(ofLRC: source.text.text, limit: lineLimit)) ?? (lines: [], offset: 0)
        if !timed.lines.isEmpty {
            let lines = timed.lines.map { line -> LyricsLine in
                let (text, words) = WordStamps.split(line.text)
                // Word stamps are in the file's clock: the demuxer's offset applies to them too.
                return LyricsLine(time: max(0, line.time), text: Sanitized.line(trimmed(text)),
                                  words: words.map { LyricsWord(time: max(0, $0.time - timed.offset), text: Sanitized.line($0.text)) })
            }
            return Lyrics(id: id, isSynced: true, lines: lines, origin: source.origin.rawValue)
        }
        var lines = source.text.text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
            .map { LyricsLine(time: nil, text: Sanitized.line(trimmed(String($0)))) }
        while lines.last?.text.isEmpty == true { lines.removeLast() }
        while lines.first?.text.isEmpty == true { lines.removeFirst() }
        guard !lines.isEmpty else { return nil }
        return Lyrics(id: id, isSynced: false, lines: Array(lines.prefix(lineLimit)), origin: source.origin.rawValue)
    }

    /// The last part of a path, for a notice.
    static func fileName(_ path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }

    private static func trimmed(_ text: String) -> String {
        var text = Substring(text)
        while let last = text.last, last.isWhitespace { text.removeLast() }
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        return String(text)
    }
}
