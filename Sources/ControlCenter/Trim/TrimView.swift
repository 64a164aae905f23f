import NowPlaying

/// Trim mode over the tile: the selection and its two handles on the scrubber's bar, and in the
/// row below either what the selection is and the keys that change it, or the progress of the
/// trim being written.
struct TrimView {
    let glyphs: Glyphs
    let palette: Palette

    func draw(_ selection: TrimSelection, bar: Rect?, row: Rect, info: NowPlayingInfo?, into grid: inout CellGrid) {
        if let bar, bar.width > 1 {
            let first = ScrubberView.column(for: selection.start, duration: selection.duration, width: bar.width)
            let last = ScrubberView.column(for: selection.end, duration: selection.duration, width: bar.width)
            for i in first...max(first, last) { grid.put(glyphs.played, x: bar.x + i, y: bar.y, style: palette.selection) }
            grid.put("[", x: bar.x + first, y: bar.y, style: handleStyle(selection.focus == .start))
            grid.put("]", x: bar.x + max(first, last), y: bar.y, style: handleStyle(selection.focus == .end))
        }
        guard !row.isEmpty else { return }
        grid.fill(row, style: palette.background)
        if let trim = info?.trim {
            drawProgress(trim, row: row, into: &grid)
            return
        }
        let length = TimeText.format(selection.end - selection.start)
        let range = "Trim \(TimeText.format(selection.start))\(glyphs.dash)\(TimeText.format(selection.end))"
        // The handle keys where the row has room for them, else saving and leaving, else the range.
        let choices = [
            [range + " (\(length))", "Tab handle", "arrows , . move", "Enter save", "Esc leave"],
            [range, "Enter save", "Esc leave"],
        ].map { $0.joined(separator: glyphs.separator) }
        let text = choices.first { DisplayWidth.of($0) <= row.width } ?? range
        grid.put(DisplayWidth.truncated(text, to: row.width, ellipsis: glyphs.ellipsis), x: row.x, y: row.y,
                 style: palette.accent)
    }

    private func handleStyle(_ focused: Bool) -> CellStyle {
        focused ? palette.accent.with(.bold).with(.reverse) : palette.accent.with(.bold)
    }

    /// "Saving NAME ━━━━━──── 45%".
    private func drawProgress(_ trim: TrimProgress, row: Rect, into grid: inout CellGrid) {
        let percent = " \(Int((trim.fraction * 100).rounded(.down)))%"
        let barWidth = min(20, max(0, row.width / 3))
        let room = max(1, row.width - barWidth - DisplayWidth.of(percent) - 1)
        let label = DisplayWidth.truncated("Saving \(trim.name)", to: room, ellipsis: glyphs.ellipsis) + " "
        var x = row.x + grid.put(label, x: row.x, y: row.y, style: palette.accent)
        let filled = Int((trim.fraction * Double(barWidth)).rounded(.down))
        for i in 0..<barWidth {
            x += grid.put(i < filled ? glyphs.played : glyphs.unplayed, x: x, y: row.y,
                          style: i < filled ? palette.accent : palette.secondary)
        }
        grid.put(percent, x: x, y: row.y, style: palette.secondary)
    }
}
