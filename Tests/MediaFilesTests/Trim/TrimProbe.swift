import Foundation
import TestSupport

/// What ffprobe finds in a trimmed file: that it is valid (ffprobe reads every packet without an
/// error and ffmpeg decodes it whole), its duration, tags, covers and chapters.
struct TrimProbe {
    struct Chapter: Equatable {
        let title: String
        let start: Double
        let end: Double
    }

    let duration: Double
    let tags: [String: String]
    let covers: Int
    let chapters: [Chapter]
    let types: [String]

    init(_ path: String) throws {
        let args = ["-v", "error", "-show_format", "-show_streams", "-show_chapters", "-count_packets", "-of", "json", path]
        let result = try ProcessRunner.run("/usr/bin/ffprobe", args)
        guard result.status == 0, result.stderr.isEmpty else { throw FixtureError("ffprobe finds \(path) invalid: \(result.stderr)") }
        let decode = try ProcessRunner.run("/usr/bin/ffmpeg", ["-v", "error", "-xerror", "-i", path, "-f", "null", "-"])
        guard decode.status == 0, decode.stderr.isEmpty else { throw FixtureError("ffmpeg cannot decode \(path): \(decode.stderr)") }
        guard let root = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
              let format = root["format"] as? [String: Any] else { throw FixtureError("ffprobe gave no JSON for \(path)") }
        duration = Double(format["duration"] as? String ?? "") ?? -1
        let streams = root["streams"] as? [[String: Any]] ?? []
        func tags(_ object: [String: Any]) -> [String: String] {
            let raw = object["tags"] as? [String: String] ?? [:]
            return Dictionary(raw.map { ($0.key.lowercased(), $0.value) }) { first, _ in first }
        }
        var merged = tags(format)
        for stream in streams where stream["codec_type"] as? String == "audio" { merged.merge(tags(stream)) { kept, _ in kept } }
        self.tags = merged
        covers = streams.filter { ($0["disposition"] as? [String: Any])?["attached_pic"] as? Int == 1 }.count
        types = streams.compactMap { $0["codec_type"] as? String }
        chapters = (root["chapters"] as? [[String: Any]] ?? []).map { chapter in
            Chapter(title: tags(chapter)["title"] ?? "", start: Double(chapter["start_time"] as? String ?? "") ?? -1,
                    end: Double(chapter["end_time"] as? String ?? "") ?? -1)
        }
    }

    /// How long one packet of the first audio stream lasts in `path`: one audio frame.
    static func audioFrame(_ path: String) throws -> Double {
        let output = try Fixtures.run("/usr/bin/ffprobe", ["-v", "error", "-select_streams", "a:0", "-read_intervals", "%+#3",
                                                          "-show_entries", "packet=duration_time", "-of", "csv=p=0", path])
        let durations = output.split(separator: "\n").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard let longest = durations.max(), longest > 0 else { throw FixtureError("no audio packet durations in \(path)") }
        return longest
    }
}
