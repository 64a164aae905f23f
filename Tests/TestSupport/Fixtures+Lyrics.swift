import Foundation

extension Fixtures {
    /// A tone (mp3) in a folder of its own with `lrc` beside it as `song.lrc` (as bytes, so a
    /// test can give any encoding); returns the tone's path.
    public static func toneWithLRC(seconds: Double = 20, lrc: [UInt8]) throws -> String {
        let folder = try folder(named: "lyrics")
        let tone = try copy(tone(seconds: seconds, title: "Sung Tone"), into: folder, as: "song.mp3")
        guard FileManager.default.createFile(atPath: folder + "/song.lrc", contents: Data(lrc)) else {
            throw FixtureError("cannot write \(folder)/song.lrc")
        }
        return tone
    }

    /// An mp3 whose ID3v2 tag holds `text` as an unsynchronised lyrics frame (USLT) in language
    /// `language`, written by python3-mutagen (ffmpeg writes no USLT).
    public static func toneWithUSLT(_ text: String, language: String = "eng") throws -> String {
        let folder = try folder(named: "uslt")
        let path = try copy(tone(seconds: 3, title: "USLT Tone"), into: folder, as: "uslt.mp3")
        let script = """
            import sys
            from mutagen.id3 import ID3, USLT
            tags = ID3(sys.argv[1])
            tags.add(USLT(encoding=3, lang=sys.argv[3], desc="", text=sys.argv[2]))
            tags.save()
            """
        try run("/usr/bin/python3", ["-c", script, path, text, language])
        return path
    }

    /// Synced lyrics, a line every `every` seconds from `start`: "[mm:ss.xx]Line N".
    public static func lrcLines(count: Int, start: Double = 1, every: Double = 1) -> String {
        (0..<count).map { index in
            let time = start + Double(index) * every
            return "[\(lrcStamp(time))]Line \(index + 1)"
        }.joined(separator: "\n") + "\n"
    }

    /// Seconds as an LRC stamp, "mm:ss.xx".
    public static func lrcStamp(_ seconds: Double) -> String {
        let hundredths = Int((seconds * 100).rounded())
        let minutes = hundredths / 6000, rest = hundredths % 6000
        return String(format: "%02d:%02d.%02d", minutes, rest / 100, rest % 100)
    }
}
