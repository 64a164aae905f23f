import Foundation

extension Fixtures {
    /// A `side`×`side` JPEG with detail everywhere (a test pattern with grain), the size of a
    /// store-bought cover.
    public static func bigCover(side: Int = 3000) throws -> String {
        let path = directory + "/big-cover-\(side).jpg"
        guard !FileManager.default.fileExists(atPath: path) else { return path }
        let partial = path + ".part-\(UUID().uuidString).jpg"
        try run("/usr/bin/ffmpeg", ["-v", "error", "-y", "-f", "lavfi", "-i",
                                    "testsrc2=size=\(side)x\(side):rate=1,noise=alls=4:allf=t",
                                    "-frames:v", "1", "-q:v", "2", partial])
        _ = rename(partial, path)
        return path
    }

    /// A tone with `picture` embedded as its cover, as mp3 (ID3v2.3 or `id3Version`) or FLAC.
    public static func tone(seconds: Double = 20, title: String = "Cover Tone", embedding picture: String,
                            format: String = "mp3", id3Version: Int = 3) throws -> String {
        let base = URL(fileURLWithPath: picture).deletingPathExtension().lastPathComponent
        let name = String(title.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) })
        let path = directory + "/tone-\(seconds)-\(base)-\(name)-\(id3Version).\(format)"
        guard !FileManager.default.fileExists(atPath: path) else { return path }
        let partial = path + ".part-\(UUID().uuidString).\(format)"
        var args = ["-v", "error", "-y", "-f", "lavfi", "-i", "sine=frequency=440:duration=\(seconds)", "-i", picture,
                    "-map", "0:a", "-map", "1:v", "-c:v", "copy", "-disposition:v", "attached_pic",
                    "-metadata:s:v", "comment=Cover (front)", "-metadata", "title=\(title)"]
        args += format == "mp3" ? ["-id3v2_version", "\(id3Version)", "-c:a", "libmp3lame"] : ["-c:a", "flac"]
        try run("/usr/bin/ffmpeg", args + [partial])
        _ = rename(partial, path)
        return path
    }
}
