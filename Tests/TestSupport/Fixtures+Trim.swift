import Foundation

/// What a trim test starts from: a file with tags, a cover and chapters.
public enum TrimSource: String, CaseIterable, Sendable {
    /// ID3v2.3 tags, an APIC cover and ID3 CHAP chapters.
    case mp3
    /// AAC in MP4 with a covr cover and chapters.
    case m4a
    /// FLAC with Vorbis comments and a PICTURE block (FFmpeg 5.1 writes no FLAC chapters).
    case flac
    /// Opus in Ogg with chapters as CHAPTERnnn comments (no cover: see `vorbisWithCover`).
    case opus
    /// H.264 (a keyframe every `Fixtures.trimGOP` seconds) and AAC in MP4, with chapters.
    case mp4
    /// H.264 and FLAC in Matroska, with chapters and a cover attachment.
    case mkv

    /// Whether the file has a video track.
    public var hasVideo: Bool { self == .mp4 || self == .mkv }
    /// Whether the fixture holds a cover.
    public var hasCover: Bool { self != .opus && self != .mp4 }
    /// Whether the fixture holds chapters.
    public var hasChapters: Bool { self != .flac }
}

extension Fixtures {
    /// Seconds between keyframes in the video trim fixtures.
    public static let trimGOP = 2.0
    /// The chapters every trim fixture has (where its container holds them): start, end, title.
    /// No start has half a second or more past the whole: FFmpeg 5.1 writes 8.5 s in an Ogg
    /// file as 9.5 (see trim_streams.c), and the Opus fixture is written by FFmpeg.
    public static let trimChapters: [(start: Double, end: Double, title: String)] = [
        (0, 4, "Opening"), (4, 8.25, "Middle"), (8.25, 12, "Closing"),
    ]
    /// The tags every trim fixture has.
    public static let trimTags = ["title": "Trim Me", "artist": "Test Artist", "album": "Seeds"]

    /// A 12-second `source` file with `trimTags`, `trimChapters` and a cover where it holds them.
    public static func trimSource(_ source: TrimSource) throws -> String {
        try make("trim-source-v2.\(source.rawValue)") { path in
            let meta = path + ".ffmeta"
            defer { try? FileManager.default.removeItem(atPath: meta) }
            var text = ";FFMETADATA1\n" + trimTags.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)\n" }.joined()
            for chapter in trimChapters {
                text += "[CHAPTER]\nTIMEBASE=1/1000\nSTART=\(Int(chapter.start * 1000))\nEND=\(Int(chapter.end * 1000))\n"
                text += "title=\(chapter.title)\n"
            }
            try text.write(toFile: meta, atomically: true, encoding: .utf8)
            let cover = try coverImage()
            var args = ["-v", "error", "-y"]
            if source.hasVideo {
                args += ["-f", "lavfi", "-i", "testsrc=size=320x180:rate=25:duration=12"]
            }
            args += ["-f", "lavfi", "-i", "sine=frequency=440:duration=12", "-i", meta]
            let metaIndex = source.hasVideo ? 2 : 1
            switch source {
            case .mp3, .m4a, .flac:
                args += ["-i", cover, "-map", "0:a", "-map", "2:v", "-c:v", "mjpeg", "-disposition:v", "attached_pic"]
                args += source == .mp3 ? ["-id3v2_version", "3", "-c:a", "libmp3lame"] : ["-c:a", source == .m4a ? "aac" : "flac"]
            case .opus:
                args += ["-map", "0:a", "-c:a", "libopus"]
            case .mp4, .mkv:
                args += ["-map", "0:v", "-map", "1:a", "-c:v", "libx264", "-preset", "ultrafast", "-g", "\(Int(trimGOP * 25))",
                         "-keyint_min", "\(Int(trimGOP * 25))", "-sc_threshold", "0", "-c:a", source == .mp4 ? "aac" : "flac"]
                if source == .mkv {
                    args += ["-attach", try picture(width: 64, height: 48, format: "jpg"), "-metadata:s:t", "mimetype=image/jpeg",
                             "-metadata:s:t", "filename=cover.jpg"]
                }
            }
            try run("/usr/bin/ffmpeg", args + ["-map_metadata", "\(metaIndex)", "-map_chapters", "\(metaIndex)", path])
        }
    }

    /// A 12-second Ogg Vorbis file with a cover (a METADATA_BLOCK_PICTURE comment, by mutagen).
    public static func vorbisWithCover() throws -> String {
        let cover = try picture(width: 64, height: 48, format: "jpg")
        return try make("trim-vorbis-cover-v1.ogg") { path in
            try run("/usr/bin/ffmpeg", ["-v", "error", "-y", "-f", "lavfi", "-i", "sine=frequency=440:duration=12",
                                        "-metadata", "title=Trim Me", "-c:a", "libvorbis", path])
            try run("/usr/bin/python3", ["-c", mutagenScript, "ogg", path, cover, "{}"])
        }
    }

    /// A long 720p H.264 + AAC file: ten seconds encoded once, then repeated by stream copy,
    /// which takes seconds where encoding the whole would take minutes.
    public static func longVideo(seconds: Int = 600) throws -> String {
        let piece = try make("long-720p-piece.mp4") { path in
            try run("/usr/bin/ffmpeg", ["-v", "error", "-y", "-f", "lavfi", "-i", "testsrc2=size=1280x720:rate=25:duration=10",
                                        "-f", "lavfi", "-i", "sine=frequency=440:duration=10", "-c:v", "libx264",
                                        "-preset", "ultrafast", "-g", "50", "-b:v", "3M", "-c:a", "aac", path])
        }
        return try make("long-720p-\(seconds).mp4") { path in
            try run("/usr/bin/ffmpeg", ["-v", "error", "-y", "-stream_loop", "\(seconds / 10 - 1)", "-i", piece, "-c", "copy", path])
        }
    }
}
