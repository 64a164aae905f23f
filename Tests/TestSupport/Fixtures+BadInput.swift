import Foundation

extension Fixtures {
    /// A tone whose tags come from an ffmetadata file written as raw bytes (a 1 MiB title,
    /// invalid UTF-8, escape sequences), made once per name.
    public static func tone(named name: String, seconds: Double, ffmetadata: [UInt8]) throws -> String {
        try make(name) { path in
            let meta = path + ".ffmetadata"
            defer { try? FileManager.default.removeItem(atPath: meta) }
            guard FileManager.default.createFile(atPath: meta, contents: Data(Array(";FFMETADATA1\n".utf8) + ffmetadata)) else {
                throw FixtureError("cannot write \(meta)")
            }
            try run("/usr/bin/ffmpeg", ["-v", "error", "-y", "-f", "lavfi", "-i", "sine=frequency=660:duration=\(seconds)",
                                        "-i", meta, "-map", "0:a", "-map_metadata", "1", "-c:a", "libmp3lame", path])
        }
    }

    /// A tone with a `width`×`height` JPEG as its attached cover picture.
    public static func tone(seconds: Double, title: String, coverWidth width: Int, height: Int) throws -> String {
        let cover = try picture(width: width, height: height)
        return try make("cover-\(width)x\(height)-\(seconds).mp3") { path in
            try run("/usr/bin/ffmpeg", ["-v", "error", "-y", "-f", "lavfi", "-i", "sine=frequency=770:duration=\(seconds)",
                                        "-i", cover, "-map", "0:a", "-map", "1:v", "-c:v", "copy",
                                        "-disposition:v", "attached_pic", "-id3v2_version", "3",
                                        "-metadata", "title=\(title)", "-c:a", "libmp3lame", path])
        }
    }

    /// Bytes that look random but are the same on every run (xorshift64 from `seed`).
    public static func noise(count: Int, seed: UInt64) -> [UInt8] {
        var state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed
        return (0..<count).map { _ in
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return UInt8(truncatingIfNeeded: state >> 24)
        }
    }

    /// An mp3 whose ID3v2 tag holds a 1200×1200 cover but whose frames are noise: its tags and
    /// picture read, it does not play.
    public static func coverWithoutSound() throws -> String {
        let tagged = try Data(contentsOf: URL(fileURLWithPath: try tone(seconds: 1, title: "Silent Cover", coverWidth: 1200, height: 1200)))
        guard tagged.count > 10, tagged.prefix(3) == Data("ID3".utf8) else { throw FixtureError("no ID3v2 tag") }
        // The tag's size: four 7-bit bytes after "ID3", the version and the flags.
        let size = tagged[6..<10].reduce(0) { $0 << 7 | Int($1 & 0x7f) }
        return try file(named: "cover-without-sound.mp3", bytes: Array(tagged.prefix(10 + size)) + noise(count: 100_000, seed: 7))
    }
}
