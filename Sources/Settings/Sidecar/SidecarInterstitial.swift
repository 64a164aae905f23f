import Commands

/// Something played at a point of the media, then playback goes on: an ad, a bumper.
public struct SidecarInterstitial: Equatable, Sendable {
    /// Limits on what the viewer may do during an interstitial.
    public enum Restriction: String, CaseIterable, Hashable, Sendable {
        /// Played at normal speed whatever the selected speed.
        case requiresPlaybackAtPreferredRate = "requires-playback-at-preferred-rate"
        /// Cannot be skipped through by seeking.
        case constrainsSeekingForward = "constrains-seeking-forward"
    }

    /// Media time in seconds at which it plays.
    public var time: Double
    /// What plays: an absolute path (resolved against the sidecar's folder) or a URL as written.
    public var url: String
    /// Seconds before it may be skipped; nil uses the config's `[ads] skip_after`.
    public var skippableAfter: Double?
    /// What the viewer may not do while it plays.
    public var restrictions: Set<Restriction>

    /// Creates an interstitial.
    public init(time: Double, url: String, skippableAfter: Double? = nil, restrictions: Set<Restriction> = []) {
        self.time = time
        self.url = url
        self.skippableAfter = skippableAfter
        self.restrictions = restrictions
    }

    /// Reads every `[[interstitial]]`, sorted by time.
    static func interstitials(reading root: TableReader, directory: String) -> [SidecarInterstitial] {
        let found = root.arrayOfTables("interstitial", label: "[[interstitial]]").compactMap { reader, position in
            interstitial(reading: reader, at: position, directory: directory)
        }
        return found.enumerated().sorted { a, b in
            a.element.time == b.element.time ? a.offset < b.offset : a.element.time < b.element.time
        }.map(\.element)
    }

    private static func interstitial(reading reader: TableReader, at position: SourcePosition, directory: String) -> Self? {
        reader.rejectUnknownKeys(allowing: ["time", "url", "skippable_after", "restrictions"])
        let time = reader.require("time", expected: "a number of seconds, 0 or more", at: position, Convert.nonNegative)
        let url = reader.require("url", expected: "a path or URL", at: position) { node throws(ValueProblem) in
            try Convert.sidecarLocation(node, relativeTo: directory)
        }
        let skippableAfter = reader.optional(
            "skippable_after", expected: "a number of seconds, 0 or more", Convert.nonNegative
        )
        let names = Restriction.allCases.map(\.rawValue)
        let expected = "an array of \(names.map { "\"\($0)\"" }.joined(separator: " and "))"
        let restrictions: [Restriction] = reader.read("restrictions", expected: expected, default: []) { node throws(ValueProblem) in
            try Convert.array(node) { element throws(ValueProblem) -> Restriction in
                let name = try Convert.string(element)
                guard let restriction = Restriction(rawValue: name) else {
                    throw .mismatch(found: element.literal, at: nil, suggestion: closestMatch(to: name, in: names))
                }
                return restriction
            }
        }
        guard let time, let url else { return nil }
        return SidecarInterstitial(time: time, url: url, skippableAfter: skippableAfter, restrictions: Set(restrictions))
    }
}
