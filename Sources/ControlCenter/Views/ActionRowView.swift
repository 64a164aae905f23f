/// The row under the transport: during an ad its badge, time left and the Skip Ad button
/// (counting down until it may be pressed); otherwise "buffering 40%" while playback waits for
/// the network, and the contextual action ("Skip Intro") while it is visible.
struct ActionRowView {
    let glyphs: Glyphs
    let palette: Palette

    func draw(_ rect: Rect, state: TileState, into grid: inout CellGrid) -> [HitRegion] {
        guard !rect.isEmpty, let info = state.info, state.hasItem else { return [] }
        if info.ad != nil || info.interstitial != nil {
            grid.fill(rect, style: palette.background)
            var x = rect.x + grid.put(" AD ", x: rect.x, y: rect.y, style: palette.adMark.with(.reverse))
            if let remaining = state.adRemaining {
                x += grid.put(" " + TimeText.format(remaining.rounded(.up)) + " left", x: x, y: rect.y,
                              style: palette.secondary)
            }
            let countdown = state.skipAdCountdown ?? 0
            if countdown > 0 && !state.isEnabled(.skipInterstitial) {
                grid.put("Skip Ad in \(countdown)", endingAt: rect.maxX, y: rect.y, style: palette.disabled)
                return []
            }
            return [pill("Skip Ad", rect, .command(.skipAd), &grid)]
        }
        if let buffering = info.buffering {
            let text = DisplayWidth.truncated("buffering \(buffering)%", to: rect.width, ellipsis: glyphs.ellipsis)
            grid.put(text, x: rect.x, y: rect.y, style: palette.accent)
        }
        guard let action = info.actions.first else { return [] }
        return [pill(action, rect, .command(.pressAction), &grid)]
    }

    /// A reverse-video button set at the row's right end.
    private func pill(_ title: String, _ rect: Rect, _ target: TileTarget, _ grid: inout CellGrid) -> HitRegion {
        let label = " " + DisplayWidth.truncated(title, to: max(1, rect.width - 2), ellipsis: glyphs.ellipsis) + " "
        let width = DisplayWidth.of(label)
        grid.put(label, x: rect.maxX - width, y: rect.y, style: palette.pill)
        return HitRegion(Rect(x: rect.maxX - width, y: rect.y, width: width, height: 1), target)
    }
}
