import CAV

/// A line of LRC lyrics as FFmpeg's lrc demuxer gives it: its time and its text after the
/// line's stamps (word stamps of enhanced LRC, `<mm:ss.xx>`, are left in it). The text is as
/// the file has it: whoever shows it makes it safe first.
public struct TimedLyricLine: Sendable, Equatable {
    /// Seconds into the item, `[offset:]` applied.
    public let time: Double
    /// The text.
    public let text: String

    /// A line at `time`.
    public init(time: Double, text: String) {
        self.time = time
        self.text = text
    }

    /// The timed lines of LRC `text` in time order (lines without a valid stamp left out, none
    /// read past `limit`; none at all when the text has no timed line), and the `[offset:]` in
    /// force at its end, in seconds, which word stamps need too.
    public static func lines(ofLRC text: String, limit: Int = 20_000) throws(MediaFileError)
        -> (lines: [TimedLyricLine], offset: Double) {
        try FFmpeg.load()
        // The demuxer keeps the offset to itself: a last line stamped 0 comes back at −offset.
        let read = try demux(text + "\n[00:00.00]" + probe + "\n", limit: limit)
        // FFmpeg's lrcdec.c (5.1, and master as of 2026) subtracts [offset:]'s milliseconds from
        // stamps in microseconds: the shift it made is scaled to the one the file asked for.
        let scale = offsetScale
        guard read.offset != 0, scale != 1 else { return read }
        let wanted = read.offset * scale
        // Stamps are microseconds: rounding to them drops what the scaling added.
        func microseconds(_ seconds: Double) -> Double { (seconds * 1e6).rounded() / 1e6 }
        return (read.lines.map { TimedLyricLine(time: microseconds($0.time + read.offset - wanted), text: $0.text) },
                microseconds(wanted))
    }

    /// How many times the shift FFmpeg applies for an [offset:] the file's shift is: 1 where
    /// the demuxer reads milliseconds as such, 1000 where it takes them for microseconds. Asked
    /// of the library loaded, once.
    private static let offsetScale: Double = {
        guard let known = try? demux("[offset:1000]\n[00:02.00]x\n", limit: 1).lines.first?.time, known < 2 else { return 1 }
        return (1 / (2 - known)).rounded()
    }()

    private static func demux(_ text: String, limit: Int) throws(MediaFileError) -> (lines: [TimedLyricLine], offset: Double) {
        let bytes = Array(text.utf8)
        return try bytes.withUnsafeBufferPointer { buffer throws(MediaFileError) in
            var reader: OpaquePointer?
            let status = pd_lyrics_open(buffer.baseAddress, buffer.count, &reader)
            defer { pd_lyrics_close(reader) }
            guard status == 0, let reader else {
                throw MediaFileError(.unsupported, "the lyrics: \(FFmpeg.text(of: status))")
            }
            var lines: [TimedLyricLine] = []
            var offset = 0.0
            var seconds = 0.0
            var data: UnsafePointer<UInt8>?
            var length = 0
            while pd_lyrics_next(reader, &seconds, &data, &length) == 1 {
                guard seconds.isFinite else { continue }
                // The demuxer keeps the line's end in its text.
                var end = length
                while end > 0, let data, data[end - 1] == 0x0A || data[end - 1] == 0x0D { end -= 1 }
                let line = data.map { String(decoding: UnsafeBufferPointer(start: $0, count: end), as: UTF8.self) } ?? ""
                if line.hasPrefix(probe) {
                    offset = -seconds
                } else if lines.count < limit {
                    lines.append(TimedLyricLine(time: seconds, text: line))
                }
            }
            return (lines, offset)
        }
    }

    private static let probe = "\u{1}playdeck-offset-probe"
}
