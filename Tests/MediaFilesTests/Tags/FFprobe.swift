import Foundation
import TestSupport

/// What ffprobe reports of a file's tags, merged the way MediaTags merges them: the container's
/// tags, then those of its first audio stream for names the container lacks (names lowercased);
/// and the codecs of its attached pictures.
struct FFprobe {
    let values: [String: String]
    let pictures: [String]

    init(_ path: String) throws {
        let json = try Fixtures.run("/usr/bin/ffprobe", ["-v", "error", "-show_format", "-show_streams", "-of", "json", path])
        guard let root = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else {
            throw FixtureError("ffprobe gave no JSON object for \(path)")
        }
        func tags(_ object: Any?) -> [String: String] {
            let raw = (object as? [String: Any])?["tags"] as? [String: String] ?? [:]
            return Dictionary(raw.map { ($0.key.lowercased(), $0.value) }) { first, _ in first }
        }
        let streams = root["streams"] as? [[String: Any]] ?? []
        func isPicture(_ stream: [String: Any]) -> Bool {
            (stream["disposition"] as? [String: Any])?["attached_pic"] as? Int == 1
        }
        var values = tags(root["format"])
        if let audio = streams.first(where: { $0["codec_type"] as? String == "audio" && !isPicture($0) }) {
            values.merge(tags(audio)) { container, _ in container }
        }
        self.values = values
        pictures = streams.filter(isPicture).compactMap { $0["codec_name"] as? String }
    }
}
