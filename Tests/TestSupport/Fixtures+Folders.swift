import Foundation

extension Fixtures {
    /// A tone with any tags (e.g. "date"), made once per set of tags.
    public static func tagged(seconds: Double, tags: [String: String]) throws -> String {
        let key = tags.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ";")
        let path = directory + "/tagged-\(seconds)-\(fnv1a(key)).mp3"
        guard !FileManager.default.fileExists(atPath: path) else { return path }
        let partial = path + ".part-\(UUID().uuidString).mp3"
        var args = ["-v", "error", "-y", "-f", "lavfi", "-i", "sine=frequency=550:duration=\(seconds)"]
        for (name, value) in tags.sorted(by: { $0.key < $1.key }) { args += ["-metadata", "\(name)=\(value)"] }
        try run("/usr/bin/ffmpeg", args + ["-c:a", "libmp3lame", partial])
        _ = rename(partial, path)
        return path
    }

    /// A picture of the given size in any format ffmpeg writes (jpg, png).
    public static func picture(width: Int, height: Int, format: String = "jpg") throws -> String {
        let path = directory + "/picture-\(width)x\(height).\(format)"
        guard !FileManager.default.fileExists(atPath: path) else { return path }
        let partial = path + ".part-\(UUID().uuidString).\(format)"
        try run("/usr/bin/ffmpeg", ["-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=\(width)x\(height):rate=1",
                                    "-frames:v", "1", partial])
        _ = rename(partial, path)
        return path
    }

    /// A new, empty folder of the caller's own (for files that must sit beside each other).
    public static func folder(named name: String) throws -> String {
        let path = directory + "/\(name)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Copies a file into a folder under a new name and returns the new path.
    public static func copy(_ source: String, into folder: String, as name: String) throws -> String {
        let path = folder + "/" + name
        try FileManager.default.copyItem(atPath: source, toPath: path)
        return path
    }

    private static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 1469598103934665603
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 1099511628211 }
        return String(hash, radix: 16)
    }
}

extension Fixtures {
    /// A small video with sound (mpeg4 and mp2 in Matroska).
    public static func video(seconds: Double) throws -> String {
        let path = directory + "/video-\(seconds).mkv"
        guard !FileManager.default.fileExists(atPath: path) else { return path }
        let partial = path + ".part-\(UUID().uuidString).mkv"
        try run("/usr/bin/ffmpeg", ["-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=64x48:rate=10:duration=\(seconds)",
                                    "-f", "lavfi", "-i", "sine=frequency=440:duration=\(seconds)",
                                    "-c:v", "mpeg4", "-c:a", "mp2", partial])
        _ = rename(partial, path)
        return path
    }
}
