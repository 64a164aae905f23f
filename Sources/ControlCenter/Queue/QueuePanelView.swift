import NowPlaying
import Settings

/// The queue panel: the whole screen or its pane, one row per visible item (the playing one
/// marked, the highlighted one in reverse), and a status row with the search or shuffle and
/// repeat. Unfocused (a queue pane following playback) nothing is highlighted and a click on a
/// row plays it.
struct QueuePanelView {
    let glyphs: Glyphs
    let palette: Palette

    /// How many list rows fit on a screen this tall: all but the frame and the status row.
    static func listRows(screenRows: Int) -> Int { max(1, screenRows - 3) }

    func draw(over screen: Rect, panel: QueuePanelSnapshot, info: NowPlayingInfo?, keys: KeyBindings,
              into grid: inout CellGrid) -> [HitRegion] {
        let frame = BoxView(glyphs: glyphs, palette: palette)
        // Drawn on cleared cells: the whole screen or pane is filled first, or the grid is fresh.
        frame.draw(screen, title: panel.title, titleStyle: palette.secondary.with(.bold), clearing: false, into: &grid)
        let counter = panel.query == nil ? "\(panel.selected + 1) of \(panel.total)"
            : "\(panel.shown) of \(panel.total) match"
        if panel.total > 0 {
            frame.label(counter, in: screen, top: true, alignment: .trailing, style: palette.secondary, into: &grid)
        }
        var hits = panel.isFocused ? [HitRegion(screen, .overlay)] : []
        guard screen.width >= 12, screen.height >= 4 else { return hits }
        let numberWidth = String(panel.total).count
        let x = screen.x + 2, width = screen.width - 4
        // The marker, a space, the number and two spaces come before the columns.
        let columns = QueueRowLayout(width: width - 1 - (numberWidth + 4), rows: panel.rows)
        for (offset, row) in panel.rows.enumerated() where offset < Self.listRows(screenRows: screen.height) {
            let y = screen.y + 1 + offset
            let isSelected = panel.isFocused && panel.top + offset == panel.selected
            let style = isSelected ? palette.selection : row.isCurrent ? palette.accent : palette.text
            let line = Rect(x: x, y: y, width: width, height: 1)
            if isSelected { grid.fill(line, style: style) }
            let number = String(row.index + 1)
            let marker = row.isCurrent ? glyphs.play : " "
            let prefix = marker + " " + String(repeating: " ", count: max(0, numberWidth - number.count)) + number + "  "
            let text = DisplayWidth.truncated(prefix + columns.text(row, ellipsis: glyphs.ellipsis), to: width - 1, ellipsis: glyphs.ellipsis)
            grid.put(text, x: x + 1, y: y, style: style)
            if !panel.isFocused { hits.append(HitRegion(line, .command(.playIndex(row.index + 1)))) }
        }
        if panel.rows.isEmpty {
            grid.put(panel.isFocused ? "No matches" : "The queue is empty", x: x + 1, y: screen.y + 1, style: palette.secondary)
        }
        let status = status(panel, info: info, keys: keys, room: width - 1)
        let typing = panel.query != nil || panel.saveName != nil
        grid.put(DisplayWidth.truncated(status, to: width - 1, ellipsis: glyphs.ellipsis),
                 x: x + 1, y: screen.maxY - 2, style: typing ? palette.text : palette.secondary)
        return hits
    }

    /// The search or the name being typed, or the modes and the panel's keys; the edit keys,
    /// the move keys (from the key map) and the picture in picture key only when they fit.
    private func status(_ panel: QueuePanelSnapshot, info: NowPlayingInfo?, keys: KeyBindings, room: Int) -> String {
        if let query = panel.query { return "/" + query + "_" }
        if let name = panel.saveName { return "Save the queue as: " + name + "_   Enter save  Esc cancel" }
        guard panel.isQueue else { return "Enter shows the player\(glyphs.separator)/ search" }
        let shuffle = info?.isShuffled == true ? "on" : "off"
        let separator = glyphs.separator
        // Stop-after shows only while on: most people never turn it on.
        let stopAfter = info.map { $0.stopAfter == .off ? "" : "\(separator)stop after \($0.stopAfter.rawValue)" } ?? ""
        let repeatMode = (info?.repeatMode.rawValue ?? "none") + stopAfter
        let unicode = glyphs == .unicode
        guard panel.isFocused else {
            let opener = keys.keys(for: .tile(.queue)).first.map { "\(separator)\(HelpView.keyLabel($0, unicode: unicode)) browses" }
            return "shuffle \(shuffle)\(separator)repeat \(repeatMode)" + (opener ?? "")
        }
        var status = "shuffle \(shuffle)\(separator)repeat \(repeatMode)\(separator)/ search\(separator)d remove"
        var extras: [String] = []
        if let up = keys.keys(for: .tile(.moveUp)).first, let down = keys.keys(for: .tile(.moveDown)).first {
            extras.append("\(HelpView.keyLabel(up, unicode: unicode))/\(HelpView.keyLabel(down, unicode: unicode)) move")
        }
        extras += ["u undo", "s save", "c clear", "C crop", "w PiP"]
        for extra in extras {
            let longer = status + separator + extra
            guard DisplayWidth.of(longer) <= room else { break }
            status = longer
        }
        return status
    }
}
