import Settings

/// The panes beside the Now Playing column, each following playback: the queue with the item
/// playing lit, the lyrics with the line sung lit, the info panel. The pane an open panel took
/// (the queue or Library panel, the info panel) is left to the panel.
struct PanesView {
    let glyphs: Glyphs
    let palette: Palette

    /// Draws every pane of `layout` but the one an open panel takes; returns their click regions.
    func draw(_ layout: TileLayout, state: TileState, into grid: inout CellGrid) -> [HitRegion] {
        let taken = Self.panelPane(state.overlay, layout: layout)
        var hits: [HitRegion] = []
        for slot in layout.panes where slot != taken {
            switch slot.kind {
            case .queue:
                guard let panel = state.queuePanel, !panel.isFocused else {
                    BoxView(glyphs: glyphs, palette: palette).draw(slot.rect, title: "Queue", titleStyle: title, into: &grid)
                    continue
                }
                hits += QueuePanelView(glyphs: glyphs, palette: palette)
                    .draw(over: slot.rect, panel: panel, info: state.info, keys: state.keys, into: &grid)
            case .lyrics:
                BoxView(glyphs: glyphs, palette: palette)
                    .draw(slot.rect, title: "Lyrics", titleStyle: title, clearing: false, into: &grid)
                let body = slot.rect.insetBy(dx: 3, dy: 2)
                guard !body.isEmpty, body.width > 0, body.height > 0 else { continue }
                hits += LyricsView(glyphs: glyphs, palette: palette)
                    .draw(body, lyrics: state.lyrics, info: state.info, selected: nil, into: &grid)
            case .info:
                hits += InfoPanelView(glyphs: glyphs, palette: palette)
                    .draw(in: slot.rect, state: state, highlighted: -1, focused: false, into: &grid)
            }
        }
        return hits
    }

    private var title: CellStyle { palette.secondary.with(.bold) }

    /// The pane an open panel is drawn in, if it opens in one: the queue and Library panels in
    /// the queue's pane (else the first), the info panel in the info pane.
    static func panelPane(_ overlay: Overlay, layout: TileLayout) -> PaneSlot? {
        switch overlay {
        case .queue, .library: layout.pane(for: .queue)
        case .infoPanel: layout.pane(for: .info)
        default: nil
        }
    }
}
