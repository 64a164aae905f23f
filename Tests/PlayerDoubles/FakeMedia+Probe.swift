import Foundation
import Playback
import EventLoop
import TestSupport

/// Descriptions already probed, by path: fixtures are made once per name and never change.
private let probed = Locked<[String: FakeMedia]>([:])

extension FakeMedia {
    /// What ffprobe says `path` holds, with the tracks mpv would select. A file ffprobe cannot
    /// read is one mpv cannot open either; a path that does not exist is not described at all
    /// (the fake answers it as mpv does a missing file).
    public static func probe(_ path: String) throws -> FakeMedia {
        if let known = probed.withLock({ $0[path] }) { return known }
        let media = try describe(path)
        probed.withLock { $0[path] = media }
        return media
    }

    private static func describe(_ path: String) throws -> FakeMedia {
        let result = try ProcessRunner.run("/usr/bin/ffprobe", ["-v", "error", "-print_format", "json", "-show_format",
                                                                "-show_streams", "-show_chapters", path])
        guard result.status == 0 else { return .unopenable(.unrecognizedFormat) }
        let probed = try JSONDecoder().decode(ProbeOutput.self, from: Data(result.stdout.utf8))
        return FakeMedia(duration: probed.format.duration.flatMap(Double.init),
                         chapters: probed.chapters.map { Chapter(title: $0.tags?["title"], time: Double($0.start_time) ?? 0) },
                         tags: Dictionary((probed.format.tags ?? [:]).map { ($0.key.lowercased(), $0.value) },
                                          uniquingKeysWith: { first, _ in first }),
                         tracks: tracks(probed.streams),
                         fileFormat: fileFormat(probed.format.format_name))
    }

    /// mpv numbers tracks from 1 within each kind, in stream order, and selects the first default
    /// audio track (else the first one), the first default or forced subtitle track, and the
    /// first video track.
    private static func tracks(_ streams: [ProbeOutput.Stream]) -> [Track] {
        var counts: [Track.Kind: Int] = [:]
        var chosen: Set<Track.Kind> = []
        let kinds: [(ProbeOutput.Stream, Track.Kind)] = streams.compactMap { stream in
            switch stream.codec_type {
            case "audio": (stream, .audio)
            case "video": (stream, .video)
            case "subtitle": (stream, .sub)
            default: nil
            }
        }
        let defaultAudio = kinds.first { $0.1 == .audio && $0.0.disposition?["default"] == 1 }?.0.index
        return kinds.map { stream, kind in
            counts[kind, default: 0] += 1
            let flags = stream.disposition ?? [:]
            let selected = switch kind {
            case .audio: defaultAudio.map { $0 == stream.index } ?? !chosen.contains(.audio)
            case .sub: !chosen.contains(.sub) && (flags["default"] == 1 || flags["forced"] == 1)
            case .video: !chosen.contains(.video)
            }
            if selected { chosen.insert(kind) }
            return Track(id: counts[kind] ?? 1, kind: kind, title: stream.tags?["title"], language: stream.tags?["language"],
                         codec: stream.codec_name, isSelected: selected, isAlbumArt: flags["attached_pic"] == 1)
        }
    }

    /// mpv's name for the container: its own demuxer's for Matroska, FFmpeg's first one otherwise.
    private static func fileFormat(_ names: String?) -> String? {
        guard let first = names?.split(separator: ",").first.map(String.init) else { return nil }
        return first == "matroska" ? "mkv" : first
    }
}

/// The parts of ffprobe's JSON the description uses; the field names are ffprobe's.
private struct ProbeOutput: Decodable {
    struct Format: Decodable {
        let format_name: String?
        let duration: String?
        let tags: [String: String]?
    }

    struct Stream: Decodable {
        let index: Int
        let codec_type: String?
        let codec_name: String?
        let disposition: [String: Int]?
        let tags: [String: String]?
    }

    struct ChapterEntry: Decodable {
        let start_time: String
        let tags: [String: String]?
    }

    let format: Format
    let streams: [Stream]
    let chapters: [ChapterEntry]
}
