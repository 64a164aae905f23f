import NowPlaying

/// The full-width timeline: elapsed, the bar, remaining; all in content time, ads excluded.
/// Chapter starts, ads and interstitials are marked; a scrub shows where it will land.
struct ScrubberView {
    let glyphs: Glyphs
    let palette: Palette

    /// Draws the row; returns the bar's clickable region when the item has a duration.
    func draw(_ rect: Rect, state: TileState, into grid: inout CellGrid) -> HitRegion? {
        guard !rect.isEmpty else { return nil }
        let info = state.info
        let elapsed = state.hasItem ? state.elapsed : nil
        let duration = state.hasItem ? info?.duration : nil
        let shown = state.landing ?? elapsed
        let left = shown.map(TimeText.format) ?? "--:--"
        let isLive = info?.isLive == true && state.hasItem
        let right: String = if isLive { "LIVE" } else if let duration, let shown {
            TimeText.remaining(duration: duration, elapsed: shown)
        } else { "--:--" }
        let leftStyle = state.landing != nil ? palette.accent.with(.bold) : palette.secondary
        grid.put(left, x: rect.x, y: rect.y, style: leftStyle)
        grid.put(right, endingAt: rect.maxX, y: rect.y, style: isLive ? palette.badge : palette.secondary)
        let barX = rect.x + DisplayWidth.of(left) + 1
        let bar = Rect(x: barX, y: rect.y, width: rect.maxX - DisplayWidth.of(right) - 1 - barX, height: 1)
        guard bar.width > 0 else { return nil }
        drawBar(bar, state: state, elapsed: elapsed, duration: isLive ? nil : duration, into: &grid)
        guard let duration, duration > 0, !isLive else { return nil }
        return HitRegion(bar, .scrubber(duration: duration))
    }

    private func drawBar(_ bar: Rect, state: TileState, elapsed: Double?, duration: Double?,
                         into grid: inout CellGrid) {
        guard let duration, duration > 0 else {
            for x in bar.x..<bar.maxX { grid.put(glyphs.unplayed, x: x, y: bar.y, style: palette.secondary) }
            return
        }
        let played = Self.column(for: elapsed ?? 0, duration: duration, width: bar.width, rounding: .down)
        for i in 0..<bar.width {
            let isPlayed = i < played
            grid.put(isPlayed ? glyphs.played : glyphs.unplayed, x: bar.x + i, y: bar.y,
                     style: isPlayed ? palette.accent : palette.secondary)
        }
        for chapter in state.info?.chapters ?? [] where chapter.start > 0 && chapter.start < duration {
            let i = Self.column(for: chapter.start, duration: duration, width: bar.width)
            grid.put(glyphs.chapterTick, x: bar.x + i, y: bar.y, style: i < played ? palette.accent : palette.secondary)
        }
        let timeline = state.info?.timeline ?? .empty
        for range in timeline.ranges {
            let i = Self.column(for: timeline.contentTime(atMedia: range.start), duration: duration, width: bar.width)
            grid.put(glyphs.adMark, x: bar.x + i, y: bar.y, style: palette.adMark)
        }
        for time in state.interstitialTimes {
            let i = Self.column(for: timeline.contentTime(atMedia: time), duration: duration, width: bar.width)
            grid.put(glyphs.interstitialMark, x: bar.x + i, y: bar.y, style: palette.adMark)
        }
        if let landing = state.landing {
            let i = Self.column(for: landing, duration: duration, width: bar.width)
            grid.put(glyphs.landing, x: bar.x + i, y: bar.y, style: palette.accent.with(.bold))
        }
    }

    /// The bar column a time falls in.
    static func column(for time: Double, duration: Double, width: Int,
                       rounding: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> Int {
        guard duration > 0, width > 0 else { return 0 }
        let exact = max(0, min(1, time / duration)) * Double(width - (rounding == .down ? 0 : 1))
        return min(width - (rounding == .down ? 0 : 1), Int(exact.rounded(rounding)))
    }

    /// The time a click at column `x` of the bar asks for.
    static func time(atColumn x: Int, of bar: Rect, duration: Double) -> Double {
        guard bar.width > 1 else { return 0 }
        return Double(min(max(0, x - bar.x), bar.width - 1)) / Double(bar.width - 1) * duration
    }
}
