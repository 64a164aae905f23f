import Foundation

extension Fixtures {
    /// A Matroska file with two audio tracks (English, French "Commentary") and two SubRip
    /// subtitle tracks (English, French), 20 s long.
    public static func multiTrack() throws -> String {
        let path = directory + "/tracks-2a-2s.mkv"
        if FileManager.default.fileExists(atPath: path) { return path }
        let english = try file(named: "tracks-eng.srt", bytes: Array(subtitles("Hello").utf8))
        let french = try file(named: "tracks-fre.srt", bytes: Array(subtitles("Bonjour").utf8))
        let partial = path + ".part-\(UUID().uuidString).mkv"
        try run("/usr/bin/ffmpeg", [
            "-v", "error", "-y",
            "-f", "lavfi", "-i", "sine=frequency=440:duration=20",
            "-f", "lavfi", "-i", "sine=frequency=660:duration=20",
            "-i", english, "-i", french,
            "-map", "0:a", "-map", "1:a", "-map", "2:s", "-map", "3:s",
            "-c:a", "libmp3lame", "-c:s", "srt",
            "-metadata:s:a:0", "language=eng", "-metadata:s:a:1", "language=fre",
            "-metadata:s:a:1", "title=Commentary",
            "-metadata:s:s:0", "language=eng", "-metadata:s:s:1", "language=fre",
            partial,
        ])
        _ = rename(partial, path)
        return path
    }

    private static func subtitles(_ line: String) -> String {
        "1\n00:00:00,000 --> 00:00:10,000\n\(line)\n\n2\n00:00:10,000 --> 00:00:20,000\n\(line) again\n"
    }
}
