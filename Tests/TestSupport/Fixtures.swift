import Foundation
import EventLoop

/// Media made at test time with ffmpeg, once per test process, in a private folder.
public enum Fixtures {
    private static let cache = Locked<[String: String]>([:])

    /// The folder fixtures live in, inside the build folder so that runs share them and
    /// `make clean` removes them.
    public static let directory: String = {
        let runner = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? NSTemporaryDirectory()
        let path = URL(fileURLWithPath: runner).deletingLastPathComponent().appendingPathComponent("fixtures").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    /// A sine tone as mp3 with tags, optionally a 300×300 embedded cover.
    public static func tone(seconds: Double = 20, title: String = "Test Tone", artist: String = "Test Artist",
                            album: String = "Seeds", cover: Bool = false, frequency: Int = 440,
                            format: String = "mp3") throws -> String {
        let name = "tone-\(seconds)-\(frequency)-\(cover)-\(stableHash(title + artist + album)).\(format)"
        return try make(name) { path in
            var args = ["-f", "lavfi", "-i", "sine=frequency=\(frequency):duration=\(seconds)"]
            if cover { args += ["-i", try coverImage()] }
            args += ["-map", "0:a"]
            if cover {
                args += ["-map", "1:v", "-c:v", "mjpeg", "-disposition:v", "attached_pic", "-id3v2_version", "3",
                         "-metadata:s:v", "title=Album cover", "-metadata:s:v", "comment=Cover (front)"]
            }
            args += ["-metadata", "title=\(title)", "-metadata", "artist=\(artist)", "-metadata", "album=\(album)"]
            args += ["-c:a", format == "mp3" ? "libmp3lame" : "flac", path]
            try ffmpeg(args)
        }
    }

    /// A tone small enough (8 kb/s, mono) that mpv reads it whole as it starts: after that nothing
    /// wakes the player but what PlayDeck itself asks of it.
    public static func quietTone(seconds: Double = 60) throws -> String {
        try make("quiet-tone-\(seconds).mp3") { path in
            try ffmpeg(["-f", "lavfi", "-i", "sine=frequency=440:duration=\(seconds)", "-ac", "1", "-ar", "8000",
                        "-c:a", "libmp3lame", "-b:a", "8k", "-metadata", "title=Quiet Tone", path])
        }
    }

    /// A Matroska audio file with named chapters at the given starts.
    public static func chaptered(seconds: Double = 60, chapters: [(title: String, start: Double)]) throws -> String {
        let key = chapters.map { "\($0.title)@\($0.start)" }.joined(separator: ",")
        return try make("chapters-\(seconds)-\(stableHash(key)).mka") { path in
            var meta = ";FFMETADATA1\ntitle=Chaptered\n"
            for (index, chapter) in chapters.enumerated() {
                let end = index + 1 < chapters.count ? chapters[index + 1].start : seconds
                meta += "[CHAPTER]\nTIMEBASE=1/1000\nSTART=\(Int(chapter.start * 1000))\nEND=\(Int(end * 1000))\ntitle=\(chapter.title)\n"
            }
            let metaPath = path + ".txt"
            try meta.write(toFile: metaPath, atomically: true, encoding: .utf8)
            try ffmpeg(["-f", "lavfi", "-i", "sine=frequency=330:duration=\(seconds)", "-i", metaPath,
                        "-map_metadata", "1", "-map_chapters", "1", "-c:a", "flac", path])
        }
    }

    /// A 300×300 test picture.
    public static func coverImage() throws -> String {
        try make("cover-300.png") { path in
            try ffmpeg(["-f", "lavfi", "-i", "testsrc=size=300x300:rate=1", "-frames:v", "1", path])
        }
    }

    /// A file with exactly these bytes.
    public static func file(named name: String, bytes: [UInt8]) throws -> String {
        try make(name) { path in
            guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
                throw FixtureError("cannot write \(path)")
            }
        }
    }

    /// The first `count` bytes of another fixture.
    public static func truncated(_ source: String, to count: Int, named name: String) throws -> String {
        let data = try Data(contentsOf: URL(fileURLWithPath: source))
        return try file(named: name, bytes: Array(data.prefix(count)))
    }

    /// The duration ffprobe reports for a file.
    public static func probeDuration(_ path: String) throws -> Double {
        let output = try run("/usr/bin/ffprobe", ["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", path])
        guard let value = Double(output.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw FixtureError("ffprobe gave no duration for \(path): \(output)")
        }
        return value
    }

    /// Builds `name` in the fixtures folder once (its extension tells ffmpeg the format),
    /// under a temporary name renamed into place.
    static func make(_ name: String, _ build: (String) throws -> Void) throws -> String {
        let path = directory + "/" + name
        if cache.withLock({ $0[name] }) != nil || FileManager.default.fileExists(atPath: path) { return path }
        // Build under a unique name and rename, so parallel tests never see half a file.
        let partial = path + ".part-\(UUID().uuidString)." + (name.split(separator: ".").last.map(String.init) ?? "bin")
        try build(partial)
        _ = rename(partial, path)
        cache.withLock { $0[name] = path }
        return path
    }

    static func ffmpeg(_ args: [String]) throws {
        _ = try run("/usr/bin/ffmpeg", ["-v", "error", "-y"] + args)
    }

    /// Runs a program to completion and returns its standard output; throws on failure.
    @discardableResult
    public static func run(_ program: String, _ args: [String]) throws -> String {
        let result = try ProcessRunner.run(program, args)
        guard result.status == 0 else {
            throw FixtureError("\(program) \(args.joined(separator: " ")) failed: \(result.stderr)")
        }
        return result.stdout
    }

    private static func stableHash(_ text: String) -> String {
        var hash: UInt64 = 1469598103934665603
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 1099511628211 }
        return String(hash, radix: 16)
    }
}

/// A fixture could not be made.
public struct FixtureError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
