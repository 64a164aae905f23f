/// Composes the views into one frame: state in, cells and click regions out. Pure: the same
/// state, size and artwork always give the same frame.
public enum TileRenderer {
    /// Renders the tile (or the idle view, or "terminal too small") at a size; `views` draws
    /// multiview's views (0-based view, columns, rows) when the snapshot has some; `corner` draws
    /// picture in picture's picture.
    public static func render(_ state: TileState, appearance: TileAppearance, columns: Int, rows: Int,
                              views: ((Int, Int, Int) -> ArtworkCells?)? = nil, corner: ArtworkSource? = nil,
                              artwork: ArtworkSource) -> TileFrame {
        let palette = appearance.palette, glyphs = appearance.glyphs
        var frame = TileFrame(grid: CellGrid(columns: columns, rows: rows, style: palette.background,
                                             asciiOnly: appearance.asciiOnly))
        let screen = frame.grid.bounds
        let layout = TileLayout.make(columns: columns, rows: rows, compactBelowColumns: appearance.compactBelowColumns,
                                     settings: appearance.layout, video: state.info?.mediaType == .video)
        if layout.mode == .tooSmall {
            let middle = Rect(x: 0, y: max(0, rows / 2 - 1), width: columns, height: 2)
            frame.grid.putCentered("terminal too small", in: middle, style: palette.text, ellipsis: glyphs.ellipsis)
            frame.grid.putCentered("\(columns)×\(rows) < 20×6".replacingTimes(glyphs), in: middle, row: 1,
                                   style: palette.secondary, ellipsis: glyphs.ellipsis)
            return frame
        }
        if state.isIdleFullscreen {
            frame.hits = IdleView(glyphs: glyphs, palette: palette).draw(screen, state: state, artwork: artwork, views: views,
                                                                         into: &frame.grid, pixels: &frame.pixels)
            return frame
        }
        if state.isFullscreen, state.overlay == .none {
            FullscreenView(glyphs: glyphs, palette: palette).draw(screen, state: state, artwork: artwork, into: &frame)
            return frame
        }
        drawChrome(layout, state: state, appearance: appearance, into: &frame.grid)
        let showsViews = state.info?.multiview != nil && views != nil && layout.artwork != nil
        if showsViews, let multiview = state.info?.multiview, let views, let art = layout.artwork {
            // The views take the picture and the text areas; the title goes into the top edge.
            let area = Rect(x: art.x, y: art.y, width: layout.text.maxX - art.x, height: art.height)
            frame.hits += MultiviewGridView(glyphs: glyphs, palette: palette)
                .draw(area, views: multiview, picture: views, into: &frame.grid)
            if let box = layout.box, let title = state.info?.metadata.title {
                BoxView(glyphs: glyphs, palette: palette).label(title, in: box, top: true, alignment: .trailing,
                                                                style: palette.title, into: &frame.grid)
            }
        } else if let art = layout.artwork {
            frame.pixels = ArtworkView(glyphs: glyphs, palette: palette)
                .draw(art, info: state.info, source: artwork, into: &frame.grid)
            if let text = state.liveText, state.info?.mediaType == .video {
                LiveTextView(glyphs: glyphs, palette: palette)
                    .draw(art, result: text, selection: state.liveTextSelection, fit: state.videoFit, into: &frame.grid)
            }
            frame.hits.append(HitRegion(art, .artwork))
        }
        var text = layout.text
        if let info = state.info, let pip = info.pictureInPicture {
            let view = PictureInPictureView(glyphs: glyphs, palette: palette)
            if let box = PictureInPictureView.corner(of: text) {
                text = box.text
                view.draw(box.box, pip: pip, now: state.now, uptime: info.uptime, picture: corner, into: &frame.grid)
                frame.hits.append(HitRegion(box.box, .command(.pipSwap)))
            } else if let box = layout.box, info.isLive == false,
                      let edge = BoxView(glyphs: glyphs, palette: palette).label(view.line(pip, now: state.now, uptime: info.uptime),
                                                                                 in: box, top: true, alignment: .trailing,
                                                                                 style: palette.secondary, into: &frame.grid) {
                frame.hits.append(HitRegion(edge, .command(.pipSwap)))
            }
        }
        // A wide card has room for the lyrics beside the title: the lines scroll there as they are sung.
        if layout.mode == .regular, text.width >= lyricsBesideFrom, let lyrics = state.lyrics, lyrics.isSynced {
            let titleWidth = (text.width - 3) / 2
            let beside = Rect(x: text.x + titleWidth + 3, y: text.y, width: text.width - titleWidth - 3,
                              height: max(0, text.height - 1))
            frame.hits += LyricsView(glyphs: glyphs, palette: palette)
                .draw(beside, lyrics: lyrics, info: state.info, selected: nil, into: &frame.grid)
            text.width = titleWidth
        }
        if !showsViews, let title = TitleView(glyphs: glyphs, palette: palette).draw(text, state: state, into: &frame.grid) {
            frame.hits.append(HitRegion(title, .title))
        }
        if let bar = ScrubberView(glyphs: glyphs, palette: palette).draw(layout.scrubber, state: state, into: &frame.grid) {
            frame.hits.append(bar)
        }
        frame.hits += TransportView(glyphs: glyphs, palette: palette).draw(layout.transport, state: state, into: &frame.grid)
        frame.hits += ActionRowView(glyphs: glyphs, palette: palette).draw(layout.actions, state: state, into: &frame.grid)
        if drawToast(layout, state: state, appearance: appearance, into: &frame.grid) { frame.pixels = nil }
        frame.hits += PanesView(glyphs: glyphs, palette: palette).draw(layout, state: state, into: &frame.grid)
        let pane = PanesView.panelPane(state.overlay, layout: layout)
        drawOverlay(state, layout: layout, appearance: appearance, screen: pane?.rect ?? screen, into: &frame)
        if pane == nil { drawPanelToast(state, appearance: appearance, screen: screen, into: &frame.grid) }
        // A picture beside the grid would cover an overlay drawn in it: while one is open the
        // reserved cells stay blank (kitty's placeholders are cells, and show around it as usual).
        // A panel in a pane beside the artwork leaves it be, and the go-to prompt keeps to the text area.
        if state.overlay != .none, state.overlay != .goTo, pane == nil { frame.pixels = nil }
        return frame
    }

    /// The narrowest text area that shows the lyrics beside the title.
    static let lyricsBesideFrom = 60

    /// The frame with its labels: LIVE at the top right, the help hint below.
    private static func drawChrome(_ layout: TileLayout, state: TileState, appearance: TileAppearance,
                                   into grid: inout CellGrid) {
        let palette = appearance.palette, glyphs = appearance.glyphs
        guard let box = layout.box else {
            return
        }
        let frame = BoxView(glyphs: glyphs, palette: palette)
        frame.draw(box, title: "Now Playing", titleStyle: palette.secondary.with(.bold), clearing: false, into: &grid)
        let live = state.info?.isLive == true && state.hasItem ? "\(glyphs.bullet) LIVE" : nil
        let sleep = SleepMenu.badge(state.info, now: state.now, unicode: !appearance.asciiOnly)
        if live != nil || sleep != nil {
            let badge = [live, sleep].compactMap { $0 }.joined(separator: glyphs.separator)
            frame.label(badge, in: box, top: true, alignment: .trailing, style: palette.badge, into: &grid)
        }
        let hint = state.keys.keys(for: .tile(.help)).first.map { "\(HelpView.keyLabel($0, unicode: !appearance.asciiOnly)) keys" }
        if let hint, box.width >= 40 {
            frame.label(hint, in: box, top: false, alignment: .trailing, style: palette.secondary, into: &grid)
        }
    }

    /// The toast, over what it covers: drawn after the card's content. True when it covers the
    /// artwork (a picture beside the grid would hide it).
    private static func drawToast(_ layout: TileLayout, state: TileState, appearance: TileAppearance,
                                  into grid: inout CellGrid) -> Bool {
        guard let shown = state.toast else { return false }
        let palette = appearance.palette, glyphs = appearance.glyphs
        let toast = appearance.asciiOnly ? NoticeView.ascii(shown) : shown
        let view = NoticeView(glyphs: glyphs, palette: palette)
        // Skip Intro or an ad's countdown keeps the text area's last row.
        let busy = state.info?.actions.isEmpty == false || state.info?.ad != nil
        var area = layout.text
        if busy, area.height > 1, area.maxY == layout.actions.maxY { area.height -= 1 }
        let left = layout.artwork.map { min($0.x, area.x) } ?? area.x
        let wider = Rect(x: left, y: area.y, width: area.maxX - left, height: area.height)
        guard let box = layout.box else {
            let room = busy ? 0 : layout.actions.width
            return view.draw(toast, line: room, area: area, wider: wider, into: &grid) { grid in
                grid.put(toast, x: layout.actions.x, y: layout.actions.y, style: palette.accent, maxWidth: room)
            }
        }
        // The edge's label takes 8 columns of padding, and the help hint 20 more.
        let edge = Rect(x: box.x, y: box.y, width: box.width - (state.keys.keys(for: .tile(.help)).isEmpty ? 0 : 20),
                        height: box.height)
        return view.draw(toast, line: edge.width - 8, area: area, wider: wider, into: &grid) { grid in
            BoxView(glyphs: glyphs, palette: palette).label(toast, in: edge, top: false, alignment: .leading,
                                                           style: palette.accent, into: &grid)
        }
    }

    /// A panel over the whole card hides the card's edge, where the toast sits ("Removed 'Song'",
    /// "Saved 'mix' (13 items)" after a key in that panel): the panel's own bottom edge takes it.
    private static func drawPanelToast(_ state: TileState, appearance: TileAppearance, screen: Rect,
                                       into grid: inout CellGrid) {
        switch state.overlay {
        case .queue, .library, .infoPanel: break
        default: return
        }
        guard let shown = state.toast else { return }
        let toast = appearance.asciiOnly ? NoticeView.ascii(shown) : shown
        BoxView(glyphs: appearance.glyphs, palette: appearance.palette)
            .label(toast, in: screen, top: false, alignment: .leading, style: appearance.palette.accent, into: &grid)
    }

    /// Draws the open menu or panel; `screen` is where a panel goes: the whole screen, or its pane.
    private static func drawOverlay(_ state: TileState, layout: TileLayout, appearance: TileAppearance,
                                    screen: Rect, into frame: inout TileFrame) {
        let palette = appearance.palette, glyphs = appearance.glyphs
        switch state.overlay {
        case .none:
            return
        case let .speedMenu(highlighted):
            guard let speeds = state.info?.speeds else { return }
            let anchor = frame.hits.first { $0.target == .speedButton }?.rect ?? layout.transport
            let within = layout.box?.insetBy(dx: 1, dy: 1) ?? screen
            frame.hits += SpeedMenuView(glyphs: glyphs, palette: palette)
                .draw(anchor: anchor, highlighted: highlighted, speeds: speeds, within: within, into: &frame.grid)
        case let .infoPanel(highlighted):
            let box = layout.pane(for: .info)?.rect ?? layout.box ?? screen
            frame.hits += InfoPanelView(glyphs: glyphs, palette: palette)
                .draw(in: box, state: state, highlighted: highlighted, into: &frame.grid)
        case .queue:
            guard let panel = state.queuePanel, panel.isFocused else { return }
            frame.grid.fill(screen, style: palette.background)
            // Over the whole screen the panel takes every click; in its pane only its own.
            let hits = QueuePanelView(glyphs: glyphs, palette: palette)
                .draw(over: screen, panel: panel, info: state.info, keys: state.keys, into: &frame.grid)
            frame.hits = screen == frame.grid.bounds ? hits : frame.hits + hits
        case .library:
            guard let panel = state.libraryPanel else { return }
            frame.grid.fill(screen, style: palette.background)
            let hits = LibraryPanelView(glyphs: glyphs, palette: palette).draw(over: screen, panel: panel, toast: state.toast, into: &frame.grid)
            frame.hits = screen == frame.grid.bounds ? hits : frame.hits + hits
        case let .trackMenu(kind, highlighted):
            guard let info = state.info else { return }
            frame.hits += TrackMenuView(glyphs: glyphs, palette: palette)
                .draw(kind, in: layout.box?.insetBy(dx: 1, dy: 1) ?? screen, info: info, highlighted: highlighted,
                      into: &frame.grid)
        case let .outputMenu(highlighted):
            guard let info = state.info else { return }
            frame.hits += TrackMenuView(glyphs: glyphs, palette: palette)
                .draw(title: OutputMenu.title, entries: OutputMenu.entries(info),
                      in: layout.box?.insetBy(dx: 1, dy: 1) ?? screen, highlighted: highlighted, into: &frame.grid)
        case let .sleepMenu(highlighted):
            frame.hits += TrackMenuView(glyphs: glyphs, palette: palette)
                .draw(title: SleepMenu.title, entries: SleepMenu.entries(state.info),
                      in: layout.box?.insetBy(dx: 1, dy: 1) ?? screen, highlighted: highlighted, into: &frame.grid)
        case let .trim(selection):
            let bar = frame.hits.first { if case .scrubber = $0.target { true } else { false } }?.rect
            TrimView(glyphs: glyphs, palette: palette)
                .draw(selection, bar: bar, row: layout.actions, info: state.info, into: &frame.grid)
        case .liveText:
            let selected = state.liveText.flatMap { result in state.liveTextSelection?.text(in: result) }
            LiveTextView(glyphs: glyphs, palette: palette).drawHint(in: layout.box ?? screen, selected: selected,
                                                                     into: &frame.grid)
        case .goTo:
            guard let prompt = state.goTo else { return }
            GoToView(glyphs: glyphs, palette: palette).draw(prompt, row: layout.actions, area: layout.text, into: &frame.grid)
        case .help:
            // The key list is long: it gets the screen to itself.
            frame.grid.fill(screen, style: palette.background)
            frame.hits = HelpView(glyphs: glyphs, palette: palette).draw(over: screen, state: state, into: &frame.grid)
        }
    }
}

private extension String {
    func replacingTimes(_ glyphs: Glyphs) -> String {
        glyphs.times == "×" ? self : split(separator: "×", omittingEmptySubsequences: false).joined(separator: glyphs.times)
    }
}
