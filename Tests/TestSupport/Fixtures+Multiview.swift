import Foundation

extension Fixtures {
    /// One angle of a multiview event: a 320×180 test pattern at 30 fps (another pattern per
    /// angle) with a tone, `seconds` long.
    public static func angle(_ index: Int, seconds: Double = 10) throws -> String {
        let path = directory + "/angle-\(index)-\(seconds).mkv"
        if FileManager.default.fileExists(atPath: path) { return path }
        let partial = path + ".part-\(UUID().uuidString).mkv"
        let pattern = ["testsrc", "testsrc2", "smptebars", "rgbtestsrc"][index % 4]
        try run("/usr/bin/ffmpeg", ["-v", "error", "-y", "-f", "lavfi", "-i", "\(pattern)=size=320x180:rate=30:duration=\(seconds)",
                                    "-f", "lavfi", "-i", "sine=frequency=\(300 + 100 * index):duration=\(seconds)",
                                    "-c:v", "libx264", "-preset", "ultrafast", "-g", "30", "-c:a", "flac", partial])
        _ = rename(partial, path)
        return path
    }
}
