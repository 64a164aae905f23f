/// Why a set of ad ranges was refused.
public enum AdTimelineError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A range that starts before 0, lasts no time, or is not a finite number.
    case invalid(AdTimeRange)
    /// Two ranges that share some media time.
    case overlapping(AdTimeRange, AdTimeRange)

    /// The problem as a sentence for a person.
    public var description: String {
        switch self {
        case let .invalid(r): "ad at \(r.start) s lasting \(r.duration) s is not a valid range"
        case let .overlapping(a, b): "ad at \(b.start) s overlaps the ad at \(a.start) s"
        }
    }
}

/// Converts between media time (what mpv plays) and content time (what a person
/// is shown: the media with its ads cut out). Nothing else in PlayDeck subtracts ads.
public struct AdTimeline: Sendable, Equatable {
    /// The ads, sorted by start, none overlapping.
    public let ranges: [AdTimeRange]

    /// A timeline without ads: content time equals media time.
    public static let empty = AdTimeline(sorted: [])

    /// Validates and sorts the ranges; adjacent ranges are fine, overlapping ones are not.
    public init(ranges: [AdTimeRange]) throws(AdTimelineError) {
        for range in ranges where !(range.start >= 0 && range.duration > 0 && range.end.isFinite) {
            throw .invalid(range)
        }
        let sorted = ranges.sorted { $0.start < $1.start }
        for (earlier, later) in zip(sorted, sorted.dropFirst()) where later.start < earlier.end {
            throw .overlapping(earlier, later)
        }
        self.init(sorted: sorted)
    }

    private init(sorted: [AdTimeRange]) {
        ranges = sorted
    }

    /// The ad playing at a media time, if any.
    public func ad(atMedia time: Double) -> AdTimeRange? {
        ranges.first { $0.contains(time) }
    }

    /// Content time at a media time. Inside an ad it stays where the ad began.
    ///
    /// Each stretch between ads is measured from the end of the ad before it, so that the
    /// result never steps back by a rounding error as media time goes on.
    public func contentTime(atMedia time: Double) -> Double {
        var anchorMedia = 0.0, anchorContent = 0.0
        for range in ranges {
            if time < range.start { break }
            let contentAtStart = anchorContent + (range.start - anchorMedia)
            if time < range.end { return max(0, contentAtStart) }
            anchorMedia = range.end
            anchorContent = contentAtStart
        }
        return max(0, anchorContent + (time - anchorMedia))
    }

    /// The earliest media time showing a content time; an ad at that point plays first.
    public func mediaTime(atContent time: Double) -> Double {
        let content = max(0, time)
        var anchorMedia = 0.0, anchorContent = 0.0
        for range in ranges {
            let contentAtStart = anchorContent + (range.start - anchorMedia)
            if content == contentAtStart { return range.start }
            if content < contentAtStart { break }
            anchorMedia = range.end
            anchorContent = contentAtStart
        }
        return anchorMedia + (content - anchorContent)
    }

    /// The content length of media lasting `mediaDuration`.
    public func contentDuration(mediaDuration: Double) -> Double {
        contentTime(atMedia: mediaDuration)
    }

    /// The next media time after `time` where an ad starts or ends.
    public func nextBoundary(afterMedia time: Double) -> Double? {
        ranges.flatMap { [$0.start, $0.end] }.filter { $0 > time }.min()
    }
}

extension AdTimeline: Codable {
    /// Reads the ranges and validates them as `init(ranges:)` does: another process's timeline
    /// is held to the same rules as a sidecar's.
    public init(from decoder: any Decoder) throws {
        let ranges = try decoder.singleValueContainer().decode([AdTimeRange].self)
        do {
            try self.init(ranges: ranges)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }

    /// Writes the ranges as a list.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(ranges)
    }
}
