import NowPlaying
import Testing

/// Content time ↔ media time, checked as properties over many random ad layouts.
@Suite struct AdTimelineTests {
    /// A random valid layout inside `mediaDuration`: ads may touch each other, start at 0 or end at the end.
    static func randomLayout(_ generator: inout SeededGenerator) -> (ranges: [AdTimeRange], mediaDuration: Double) {
        var ranges: [AdTimeRange] = []
        var cursor = Bool.random(using: &generator) ? 0 : Double.random(in: 0...30, using: &generator)
        for _ in 0..<Int.random(in: 0...6, using: &generator) {
            let duration = Double.random(in: 0.01...40, using: &generator)
            ranges.append(AdTimeRange(start: cursor, duration: duration))
            // A third of the ads start exactly where the previous one ends.
            cursor += duration + (Int.random(in: 0..<3, using: &generator) == 0 ? 0 : Double.random(in: 0.001...60, using: &generator))
        }
        let end = ranges.last?.end ?? cursor
        let mediaDuration = Bool.random(using: &generator) ? end : end + Double.random(in: 0.5...100, using: &generator)
        return (ranges.shuffled(using: &generator), mediaDuration)
    }

    static func layouts(count: Int = 500, seed: UInt64 = 0x5EED) throws -> [(AdTimeline, Double)] {
        var generator = SeededGenerator(seed: seed)
        return try (0..<count).map { _ in
            let layout = randomLayout(&generator)
            return (try AdTimeline(ranges: layout.ranges), layout.mediaDuration)
        }
    }

    @Test func theIssuesExampleHasDuration15AndElapsed3AtMediaTime8() throws {
        let timeline = try AdTimeline(ranges: [AdTimeRange(start: 0, duration: 5)])
        #expect(timeline.contentDuration(mediaDuration: 20) == 15)
        #expect(timeline.contentTime(atMedia: 8) == 3)
        #expect(timeline.mediaTime(atContent: 3) == 8)
    }

    @Test func contentTimeOfMediaTimeGivesBackTheContentTime() throws {
        var generator = SeededGenerator(seed: 1)
        for (timeline, mediaDuration) in try Self.layouts() {
            let contentDuration = timeline.contentDuration(mediaDuration: mediaDuration)
            for _ in 0..<20 {
                let content = Double.random(in: 0...contentDuration, using: &generator)
                let media = timeline.mediaTime(atContent: content)
                #expect(abs(timeline.contentTime(atMedia: media) - content) < 1e-9, "\(timeline.ranges) at \(content)")
                // The landing is never inside an ad, except at its very start (the ad plays first).
                if let ad = timeline.ad(atMedia: media) { #expect(ad.start == media) }
            }
        }
    }

    @Test func contentTimeNeverGoesBackAsMediaTimeGoesOn() throws {
        var generator = SeededGenerator(seed: 2)
        for (timeline, mediaDuration) in try Self.layouts() {
            let times = (0..<40).map { _ in Double.random(in: 0...mediaDuration, using: &generator) }.sorted()
            let contents = times.map(timeline.contentTime(atMedia:))
            #expect(zip(contents, contents.dropFirst()).allSatisfy { $0 <= $1 }, "\(timeline.ranges)")
            let back = contents.map(timeline.mediaTime(atContent:))
            #expect(zip(back, back.dropFirst()).allSatisfy { $0 <= $1 }, "\(timeline.ranges)")
        }
    }

    @Test func contentMovesOneForOneOutsideAdsAndStandsStillInside() throws {
        var generator = SeededGenerator(seed: 3)
        for (timeline, mediaDuration) in try Self.layouts() {
            for _ in 0..<20 {
                let media = Double.random(in: 0...mediaDuration, using: &generator)
                let step = 0.001
                let next = timeline.nextBoundary(afterMedia: media) ?? .infinity
                guard media + step < next else { continue }
                let moved = timeline.contentTime(atMedia: media + step) - timeline.contentTime(atMedia: media)
                if timeline.ad(atMedia: media) != nil {
                    #expect(moved == 0, "content moved inside an ad")
                } else {
                    #expect(abs(moved - step) < 1e-9)
                }
            }
        }
    }

    @Test func contentDurationIsMediaDurationLessTheAds() throws {
        for (timeline, mediaDuration) in try Self.layouts() {
            let ads = timeline.ranges.reduce(0) { $0 + $1.duration }
            #expect(abs(timeline.contentDuration(mediaDuration: mediaDuration) - (mediaDuration - ads)) < 1e-9)
        }
    }

    @Test func rangesComeOutSortedWhateverOrderTheyCameIn() throws {
        for (timeline, _) in try Self.layouts() {
            #expect(zip(timeline.ranges, timeline.ranges.dropFirst()).allSatisfy { $0.end <= $1.start })
        }
    }

    @Test func adjacentAdsCountAsOneStretch() throws {
        let timeline = try AdTimeline(ranges: [AdTimeRange(start: 15, duration: 5), AdTimeRange(start: 10, duration: 5)])
        #expect(timeline.contentTime(atMedia: 10) == 10)
        #expect(timeline.contentTime(atMedia: 17) == 10)
        #expect(timeline.contentTime(atMedia: 20) == 10)
        #expect(timeline.contentTime(atMedia: 21) == 11)
        #expect(timeline.mediaTime(atContent: 10.5) == 20.5)
        #expect(timeline.ad(atMedia: 15) == AdTimeRange(start: 15, duration: 5))
    }

    @Test func anAdAtTheStartHoldsContentAtZero() throws {
        let timeline = try AdTimeline(ranges: [AdTimeRange(start: 0, duration: 30)])
        #expect(timeline.contentTime(atMedia: 0) == 0)
        #expect(timeline.contentTime(atMedia: 29.9) == 0)
        #expect(timeline.mediaTime(atContent: 0) == 0)
        #expect(timeline.mediaTime(atContent: 0.5) == 30.5)
    }

    @Test func anAdAtTheEndIsLeftOutOfTheDuration() throws {
        let timeline = try AdTimeline(ranges: [AdTimeRange(start: 50, duration: 10)])
        #expect(timeline.contentDuration(mediaDuration: 60) == 50)
        #expect(timeline.contentTime(atMedia: 55) == 50)
        #expect(timeline.contentTime(atMedia: 60) == 50)
    }

    @Test func overlappingAdsAreRejectedNamingBoth() throws {
        var generator = SeededGenerator(seed: 4)
        for (timeline, _) in try Self.layouts(count: 200) where !timeline.ranges.isEmpty {
            let victim = timeline.ranges[Int.random(in: 0..<timeline.ranges.count, using: &generator)]
            let start = Double.random(in: victim.start..<victim.end, using: &generator)
            let intruder = AdTimeRange(start: start, duration: Double.random(in: 0.01...5, using: &generator))
            #expect(throws: AdTimelineError.self) { try AdTimeline(ranges: timeline.ranges + [intruder]) }
        }
        let a = AdTimeRange(start: 0, duration: 10), b = AdTimeRange(start: 9, duration: 2)
        #expect(throws: AdTimelineError.overlapping(a, b)) { try AdTimeline(ranges: [b, a]) }
        #expect(AdTimelineError.overlapping(a, b).description == "ad at 9.0 s overlaps the ad at 0.0 s")
    }

    @Test(arguments: [
        AdTimeRange(start: -1, duration: 5), AdTimeRange(start: 0, duration: 0), AdTimeRange(start: 3, duration: -2),
        AdTimeRange(start: .nan, duration: 1), AdTimeRange(start: 0, duration: .nan),
        AdTimeRange(start: 0, duration: .infinity), AdTimeRange(start: .infinity, duration: 1),
    ])
    func invalidRangesAreRejected(range: AdTimeRange) {
        #expect(throws: AdTimelineError.self) { try AdTimeline(ranges: [AdTimeRange(start: 100, duration: 1), range]) }
    }

    @Test func theNextBoundaryIsTheNearestAdStartOrEnd() throws {
        let timeline = try AdTimeline(ranges: [AdTimeRange(start: 10, duration: 5), AdTimeRange(start: 30, duration: 5)])
        #expect(timeline.nextBoundary(afterMedia: 0) == 10)
        #expect(timeline.nextBoundary(afterMedia: 10) == 15)
        #expect(timeline.nextBoundary(afterMedia: 20) == 30)
        #expect(timeline.nextBoundary(afterMedia: 35) == nil)
    }

    @Test func withoutAdsContentTimeIsMediaTime() {
        #expect(AdTimeline.empty.contentTime(atMedia: 12.5) == 12.5)
        #expect(AdTimeline.empty.mediaTime(atContent: 12.5) == 12.5)
        #expect(AdTimeline.empty.contentDuration(mediaDuration: 20) == 20)
    }
}
