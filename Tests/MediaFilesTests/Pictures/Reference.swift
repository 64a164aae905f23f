import Foundation
import TestSupport

/// ffmpeg's own decoding of a picture file, as tightly packed RGBA: what PlayDeck's must match.
enum Reference {
    static func rgba(_ path: String) throws -> [UInt8] {
        let output = Fixtures.directory + "/reference-\(UUID().uuidString).rgba"
        defer { try? FileManager.default.removeItem(atPath: output) }
        try Fixtures.run("/usr/bin/ffmpeg", ["-v", "error", "-y", "-i", path, "-f", "rawvideo", "-pix_fmt", "rgba", output])
        return Array(try Data(contentsOf: URL(fileURLWithPath: output)))
    }

    /// The largest and the mean difference of two equally long byte arrays.
    static func difference(_ one: [UInt8], _ other: [UInt8]) -> (max: Int, mean: Double) {
        guard one.count == other.count, !one.isEmpty else { return (Int.max, .infinity) }
        var largest = 0, total = 0
        for (a, b) in zip(one, other) {
            let d = abs(Int(a) - Int(b))
            largest = max(largest, d)
            total += d
        }
        return (largest, Double(total) / Double(one.count))
    }
}
