import NowPlaying

/// The transport row: volume at the left; skip back, play/pause and skip forward in the
/// middle, labelled with the preferred intervals; the speed button at the right. A button
/// whose command is disabled now is drawn dim.
struct TransportView {
    let glyphs: Glyphs
    let palette: Palette

    struct Button {
        var label: String
        var target: TileTarget
        var enabled: Bool
        var prominent = false
        var width: Int { DisplayWidth.of(label) }
    }

    /// Draws the row; returns the buttons' regions (the speed button's is `.speedButton`).
    func draw(_ rect: Rect, state: TileState, into grid: inout CellGrid) -> [HitRegion] {
        guard !rect.isEmpty else { return [] }
        let (volume, center, speed) = buttons(state)
        let gap = rect.width >= 60 ? 6 : 3
        let centerWidth = center.reduce(0) { $0 + $1.width } + gap * (center.count - 1)
        var centerX = rect.x + (rect.width - centerWidth) / 2
        let speedWidth = speed.map { $0.width + 2 } ?? 0
        var placed: [(Button, Int)] = []
        var right = rect.maxX
        if let speed, centerX + centerWidth + 2 <= rect.maxX - speedWidth {
            placed.append((speed, rect.maxX - speed.width))
            right = rect.maxX - speedWidth
        }
        centerX = min(centerX, right - centerWidth)
        if volume.width + 2 <= centerX - rect.x { placed.append((volume, rect.x)) }
        guard centerX >= rect.x else { return packed(center + [speed].compactMap { $0 }, rect, &grid) }
        var x = centerX
        for button in center {
            placed.append((button, x))
            x += button.width + gap
        }
        return placed.map { draw($0.0, x: $0.1, y: rect.y, &grid) }
    }

    /// When the row is too narrow for the spread layout: left to right, two spaces apart.
    private func packed(_ buttons: [Button], _ rect: Rect, _ grid: inout CellGrid) -> [HitRegion] {
        var x = rect.x
        var hits: [HitRegion] = []
        for button in buttons where x + button.width <= rect.maxX {
            hits.append(draw(button, x: x, y: rect.y, &grid))
            x += button.width + 2
        }
        return hits
    }

    private func draw(_ button: Button, x: Int, y: Int, _ grid: inout CellGrid) -> HitRegion {
        let style = !button.enabled ? palette.disabled : button.prominent ? palette.accent.with(.bold) : palette.button
        let width = grid.put(button.label, x: x, y: y, style: style)
        // The region is a column wider on each side: easier to hit.
        return HitRegion(Rect(x: x - 1, y: y, width: width + 2, height: 1), button.target)
    }

    private func buttons(_ state: TileState) -> (Button, [Button], Button?) {
        let info = state.info
        let playing = info?.state == .playing
        let back = Button(label: "\(glyphs.skipBack) \(TimeText.interval(state.intervals.backward))",
                          target: .command(.skipBackward(nil)), enabled: state.isEnabled(.skipBackward))
        let forward = Button(label: "\(TimeText.interval(state.intervals.forward)) \(glyphs.skipForward)",
                             target: .command(.skipForward(nil)), enabled: state.isEnabled(.skipForward))
        // Both faces of the toggle take the same width, so the buttons beside it never move.
        let faceWidth = max(DisplayWidth.of(glyphs.play), DisplayWidth.of(glyphs.pause))
        let face = playing ? glyphs.pause : glyphs.play
        let toggle = Button(label: face + String(repeating: " ", count: faceWidth - DisplayWidth.of(face)),
                            target: .command(.togglePause), enabled: state.isEnabled(.togglePlayPause), prominent: true)
        let percent = Int((info?.volume ?? 100).rounded())
        let volume = Button(label: info?.isMuted == true ? glyphs.muted : "\(glyphs.volume) \(percent)%",
                            target: .command(.toggleMute), enabled: state.isEnabled(.toggleMute))
        var speed: Button?
        if let speeds = info?.speeds, speeds.isMenuAvailable {
            speed = Button(label: speedLabel(speeds.selectedSpeed), target: .speedButton,
                           enabled: state.isEnabled(.changePlaybackRate))
        }
        return (volume, [back, toggle, forward], speed)
    }

    /// "1.25×", or "1.25x" in ASCII.
    func speedLabel(_ speed: PlaybackSpeed) -> String {
        SpeedText.label(speed.rate, glyphs: glyphs)
    }
}

/// Rates as labels: "1.25×".
enum SpeedText {
    static func label(_ rate: Double, glyphs: Glyphs) -> String {
        let name = PlaybackSpeed(rate: rate).localizedNumericName
        return name.hasSuffix("×") ? String(name.dropLast()) + glyphs.times : name
    }
}
