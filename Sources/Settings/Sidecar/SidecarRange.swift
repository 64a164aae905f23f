/// A stretch of the media from a sidecar: an ad, an intro or the credits, in media time.
public struct SidecarRange: Equatable, Sendable {
    /// Seconds from the start of the media, 0 or more.
    public var start: Double
    /// Length in seconds, more than 0.
    public var duration: Double

    /// Creates a range.
    public init(start: Double, duration: Double) {
        self.start = start
        self.duration = duration
    }

    /// Where the range ends.
    public var end: Double { start + duration }

    /// Reads every `[[key]]` table as a range, sorted by start; reports bad values and overlaps,
    /// placing an overlap at whichever of the two ranges is written later.
    static func ranges(_ key: String, reading root: TableReader) -> [SidecarRange] {
        let label = "[[\(key)]]"
        var located: [(range: SidecarRange, position: SourcePosition)] = []
        for (reader, position) in root.arrayOfTables(key, label: label) {
            reader.rejectUnknownKeys(allowing: ["start", "duration"])
            let start = reader.require("start", expected: "a number of seconds, 0 or more", at: position, Convert.nonNegative)
            let duration = reader.require("duration", expected: "a positive number of seconds", at: position, Convert.positive)
            if let start, let duration { located.append((SidecarRange(start: start, duration: duration), position)) }
        }
        located.sort { $0.range.start < $1.range.start }
        for (earlier, later) in zip(located, located.dropFirst()) where later.range.start < earlier.range.end {
            let (reported, other) = earlier.position > later.position ? (earlier, later) : (later, earlier)
            root.diagnostics.report(
                "\(label) from \(reported.range.text) overlaps the \(label) from \(other.range.text) at line \(other.position.line)",
                at: reported.position
            )
        }
        return located.map(\.range)
    }

    private var text: String { "\(formatNumber(start)) to \(formatNumber(end)) s" }
}
