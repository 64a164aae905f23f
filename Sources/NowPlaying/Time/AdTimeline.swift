/// Why a set of ad ranges was refused.
public enum AdTimelineError: Error, Equatable, Sendable, CustomStringConvertible {
    case invalid(AdTimeRange)
    case overlapping(AdTimeRange, AdTimeRange)

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
    public func contentTime(atMedia time: Double) -> Double {
        var content = time
        for range in ranges where range.start < time {
            content -= min(time, range.end) - range.start
        }
        return max(0, content)
    }

    /// The earliest media time showing a content time; an ad at that point plays first.
    public func mediaTime(atContent time: Double) -> Double {
        var media = max(0, time)
        for range in ranges {
            guard range.start < media else { break }
            media += range.duration
        }
        return media
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
