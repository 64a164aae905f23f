@testable import NowPlaying

/// What changed from one snapshot to the next, field by field: a test that counts snapshots
/// says why there was one more than it allows.
enum SnapshotChanges {
    /// The names and new values of the fields that differ, and the elapsed time each one
    /// extrapolates to at the later one's uptime.
    static func describe(_ snapshots: [NowPlayingInfo]) -> [String] {
        zip(snapshots, snapshots.dropFirst()).map { before, after in
            let old = Dictionary(Mirror(reflecting: before).children.compactMap { child in
                child.label.map { ($0, String(describing: child.value)) } }) { first, _ in first }
            let changed = Mirror(reflecting: after).children.compactMap { child -> String? in
                guard let label = child.label, label != "timestamp", label != "uptime" else { return nil }
                let value = String(describing: child.value)
                return old[label] == value ? nil : "\(label)=\(value.prefix(120))"
            }
            let expected = before.elapsed(at: after.uptime).map { String(format: "%.3f", $0) } ?? "-"
            return "at \(String(format: "%.3f", after.uptime)) (extrapolated \(expected)): \(changed.joined(separator: ", "))"
        }
    }
}
