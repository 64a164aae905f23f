import Foundation

extension Fixtures {
    /// A tone as `format` (mp3, flac, ogg, opus, wav, m4a) with these tags, and any other ffmpeg
    /// output options (`-id3v2_version 3`); made once per set of them.
    public static func tagged(_ format: String, seconds: Double = 1, tags: [String: String],
                              options: [String] = []) throws -> String {
        let codecs = ["mp3": "libmp3lame", "flac": "flac", "ogg": "libvorbis", "opus": "libopus", "wav": "pcm_s16le",
                      "m4a": "aac"]
        guard let codec = codecs[format] else { throw FixtureError("no codec for .\(format)") }
        let pairs = tags.sorted { $0.key < $1.key }
        var key = pairs.map { "\($0.key)=\($0.value)" }.joined(separator: ";")
        key += "|" + options.joined(separator: " ") + "|\(seconds)"
        key = String(key.utf8.reduce(UInt64(1469598103934665603)) { ($0 ^ UInt64($1)) &* 1099511628211 }, radix: 16)
        let path = directory + "/tags-\(key).\(format)"
        guard !FileManager.default.fileExists(atPath: path) else { return path }
        let partial = path + ".part-\(UUID().uuidString).\(format)"
        var args = ["-v", "error", "-y", "-f", "lavfi", "-i", "sine=frequency=480:duration=\(seconds)"]
        for (name, value) in pairs { args += ["-metadata", "\(name)=\(value)"] }
        try run("/usr/bin/ffmpeg", args + options + ["-c:a", codec, partial])
        _ = rename(partial, path)
        return path
    }
}
