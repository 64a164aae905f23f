import Foundation

/// One tagged file per container PlayDeck reads tags from, made at test time: ffmpeg writes the
/// audio and every tag it can, python3-mutagen the rest (APEv2, ID3 in WAV, pictures in Ogg and
/// ASF), and the test compares what PlayDeck reads with what ffprobe reports.
public enum TaggedContainer: String, CaseIterable, Sendable, CustomStringConvertible {
    case mp3ID3v24 = "mp3 (ID3v2.4)", mp3ID3v23 = "mp3 (ID3v2.3)", mp3ID3v22 = "mp3 (ID3v2.2)", mp3ID3v1 = "mp3 (ID3v1)"
    case m4a = "m4a", m4b = "m4b", mp4 = "mp4", flac = "flac"
    case oggVorbis = "Ogg Vorbis", oggOpus = "Ogg Opus", oggFLAC = "Ogg FLAC", oggSpeex = "Ogg Speex"
    case wma = "wma (ASF)", wavPack = "WavPack (APEv2)", musepack = "Musepack (APEv2)", ape = "APE (APEv2)"
    case wav = "wav (INFO + ID3)", aiff = "aiff (ID3)", dsf = "dsf (ID3)", matroska = "Matroska (mka)", webm = "WebM"

    public var description: String { rawValue }

    /// Why the container cannot be made here, if it cannot: no encoder exists for it on Debian 12.
    public var unavailable: String? {
        switch self {
        case .ape: "ffmpeg 5.1 has no Monkey's Audio encoder or APE muxer, and Debian 12 packages none"
        case .dsf: "ffmpeg 5.1 has no DSF muxer and no DSD encoder, and Debian 12 packages none"
        default: nil
        }
    }

    /// The embedded cover's format (the extension of `Fixtures.picture`), or nil for none.
    public var cover: String? {
        switch self {
        case .mp3ID3v24, .m4a, .oggOpus, .oggSpeex, .wav, .matroska: "png"
        case .mp3ID3v23, .mp3ID3v22, .m4b, .mp4, .flac, .oggVorbis, .oggFLAC, .wma, .aiff: "jpg"
        case .wavPack, .musepack: "webp"  // only an APEv2 cover names its format by file name; FFmpeg 5.1 knows no image/webp
        case .mp3ID3v1, .ape, .dsf, .webm: nil
        }
    }

    /// The file name extension, and ffmpeg's encoder and extra options for it.
    var recipe: (ext: String, codec: String, options: [String]) {
        switch self {
        case .mp3ID3v24: ("mp3", "libmp3lame", ["-id3v2_version", "4"])
        case .mp3ID3v23: ("mp3", "libmp3lame", ["-id3v2_version", "3"])
        case .mp3ID3v22: ("mp3", "libmp3lame", ["-id3v2_version", "0"])
        case .mp3ID3v1: ("mp3", "libmp3lame", ["-id3v2_version", "0", "-write_id3v1", "1"])
        case .m4a: ("m4a", "aac", [])
        case .m4b: ("m4b", "aac", [])
        case .mp4: ("mp4", "aac", [])
        case .flac: ("flac", "flac", [])
        case .oggVorbis: ("ogg", "libvorbis", [])
        case .oggOpus: ("opus", "libopus", [])
        case .oggFLAC: ("oga", "flac", [])
        case .oggSpeex: ("spx", "libspeex", ["-ar", "16000"])
        case .wma: ("wma", "wmav2", [])
        case .wavPack: ("wv", "wavpack", [])
        case .musepack: ("wav", "pcm_s16le", ["-ar", "44100"])  // mpcenc turns it into .mpc
        case .ape: ("ape", "", [])
        case .wav: ("wav", "pcm_s16le", [])
        case .aiff: ("aiff", "pcm_s16be", ["-write_id3v2", "1"])
        case .dsf: ("dsf", "", [])
        case .matroska: ("mka", "libvorbis", [])
        case .webm: ("webm", "libopus", [])
        }
    }

    /// Whether ffmpeg writes the cover (as an attached picture stream); else mutagen does.
    var ffmpegWritesCover: Bool { [.mp3ID3v24, .mp3ID3v23, .m4a, .m4b, .mp4, .flac, .aiff].contains(self) }
}

extension Fixtures {
    /// The tags every container fixture carries (ID3v1 gets `asciiTags`: it holds Latin-1 only).
    public static let containerTags: [String: String] = [
        "title": "바람의 노래", "artist": "坂本龍一", "album": "四季 · 사계", "album_artist": "久石譲",
        "track": "3/12", "disc": "1/2", "date": "2024", "genre": "Ambient", "composer": "작곡가 山田",
        "comment": "코멘트 コメント",
    ]

    /// ID3v1's share of the tags.
    public static let asciiTags: [String: String] = [
        "title": "Wind Song", "artist": "Ryuichi", "album": "Seasons", "track": "3", "date": "2024",
        "genre": "Ambient", "comment": "A comment",
    ]

    /// The tags `container`'s fixture was made with.
    public static func tags(of container: TaggedContainer) -> [String: String] {
        container == .mp3ID3v1 ? asciiTags : containerTags
    }

    /// The cover picture embedded in `container`'s fixture (a 64×48 test pattern), or nil.
    public static func cover(of container: TaggedContainer) throws -> String? {
        try container.cover.map { try picture(width: 64, height: 48, format: $0) }
    }

    /// A one-second tone as `container`, tagged with `tags(of:)` and holding `cover(of:)`.
    public static func tagged(_ container: TaggedContainer) throws -> String {
        if let reason = container.unavailable { throw FixtureError(reason) }
        let recipe = container.recipe
        let ext = container == .musepack ? "mpc" : recipe.ext
        let cover = try cover(of: container)
        return try make("container-\(String(describing: container).filter { $0.isLetter || $0.isNumber })-\(tagsVersion).\(ext)") { path in
            let audio = container == .musepack ? path + ".wav" : path
            var args = ["-v", "error", "-y", "-f", "lavfi", "-i", "sine=frequency=520:duration=1"]
            if container.ffmpegWritesCover, let cover {
                args += ["-i", cover, "-map", "0:a", "-map", "1:v", "-c:v", "copy", "-disposition:v", "attached_pic",
                         "-metadata:s:v", "comment=Cover (front)"]
            }
            if container == .matroska, let cover {
                args += ["-attach", cover, "-metadata:s:t", "mimetype=image/png", "-metadata:s:t", "filename=cover.png"]
            }
            if container != .mp3ID3v22 {
                for (name, value) in tags(of: container).sorted(by: { $0.key < $1.key }) {
                    // Without an ID3v2 tag ffmpeg's ID3v1 writer takes ID3v2 frame names only.
                    let v1Names = ["title": "TIT2", "artist": "TPE1", "album": "TALB", "date": "TDRC", "track": "TRCK", "genre": "TCON"]
                    args += ["-metadata", "\((container == .mp3ID3v1 ? v1Names[name] : nil) ?? name)=\(value)"]
                }
            }
            try run("/usr/bin/ffmpeg", args + recipe.options + ["-c:a", recipe.codec, audio])
            switch container {
            case .mp3ID3v22:
                try prependID3v22(to: path, tags: containerTags, cover: cover)
            case .musepack:
                defer { try? FileManager.default.removeItem(atPath: audio) }
                try run("/usr/bin/mpcenc", ["--silent", "--overwrite", audio, path])
                try mutagen("ape", path, cover: cover)
            case .oggVorbis, .oggOpus, .oggFLAC, .oggSpeex:
                try mutagen("ogg", path, cover: cover)
            case .wma: try mutagen("asf", path, cover: cover)
            case .wavPack: try mutagen("ape-cover", path, cover: cover)
            case .wav: try mutagen("wav", path, cover: cover)
            default: break
            }
        }
    }

    /// Bumped when the recipes change, so that fixtures made by an older run are not reused.
    private static let tagsVersion = 2

    /// Runs Fixtures+Mutagen's script: `kind` says what it adds to the file at `path`.
    private static func mutagen(_ kind: String, _ path: String, cover: String?) throws {
        let tags = try JSONSerialization.data(withJSONObject: containerTags, options: [.sortedKeys])
        try run("/usr/bin/python3", ["-c", mutagenScript, kind, path, cover ?? "", String(decoding: tags, as: UTF8.self)])
    }
}
