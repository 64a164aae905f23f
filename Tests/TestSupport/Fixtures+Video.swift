import Foundation

extension Fixtures {
    /// A testsrc video clip with a tone, 320×180 at 25 fps.
    public static func testClip(seconds: Double = 2) throws -> String {
        let path = directory + "/testsrc-\(seconds).mkv"
        if FileManager.default.fileExists(atPath: path) { return path }
        let partial = path + ".part-\(UUID().uuidString).mkv"
        try run("/usr/bin/ffmpeg", ["-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=320x180:rate=25:duration=\(seconds)",
                                    "-f", "lavfi", "-i", "sine=frequency=330:duration=\(seconds)",
                                    "-c:v", "libx264", "-preset", "ultrafast", "-c:a", "flac", partial])
        _ = rename(partial, path)
        return path
    }
}
