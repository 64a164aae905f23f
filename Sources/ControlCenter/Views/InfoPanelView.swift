import NowPlaying

/// The info panel, in tabs: Info (`InfoTabView`: the title block, the description, the file's
/// details and tags, and the info actions, "Play from Beginning", as buttons), Chapters, Lyrics and
/// Bookmarks (lists where a click or Enter seeks), and Room (`RoomView`). ← → switch tabs; Esc or a click outside a list closes it.
struct InfoPanelView {
    let glyphs: Glyphs
    let palette: Palette

    /// Draws the panel in place of the card (`box`): the card turns over to show the info.
    /// `highlighted` is the info action lit on Info, and the row chosen in a list (below 0:
    /// none, the list follows playback). Unfocused (an info pane) it only shows.
    func draw(in box: Rect, state: TileState, highlighted: Int, focused: Bool = true, into grid: inout CellGrid) -> [HitRegion] {
        guard let info = state.info, box.width >= 12, box.height >= 5 else { return [] }
        let frame = BoxView(glyphs: glyphs, palette: palette)
        frame.draw(box, title: nil, into: &grid)
        if focused {
            frame.label("esc closes", in: box, top: false, alignment: .trailing, style: palette.secondary, into: &grid)
        }
        var hits = (focused ? [HitRegion(box, .overlay)] : []) + drawTabs(box, selected: state.infoTab, into: &grid)
        let body = Rect(x: box.x + 3, y: box.y + 2, width: box.width - 6, height: box.height - 4)
        let chosen = highlighted >= 0 ? highlighted : nil
        switch state.infoTab {
        case .info:
            hits += InfoTabView(glyphs: glyphs, palette: palette)
                .draw(box, info: info, details: state.mediaDetails, scroll: state.infoScroll, highlighted: highlighted, into: &grid)
        case .chapters: hits += drawChapters(body, info: info, selected: chosen, into: &grid)
        case .lyrics:
            hits += LyricsView(glyphs: glyphs, palette: palette)
                .draw(body, lyrics: state.lyrics, info: info, selected: chosen, into: &grid)
        case .bookmarks:
            hits += BookmarksView(glyphs: glyphs, palette: palette)
                .draw(body, info: info, selected: chosen, renaming: state.bookmarkRename, into: &grid)
        case .room:
            let toggle = state.keys.keys(for: .player(.together(.toggle))).first.map { HelpView.keyLabel($0, unicode: glyphs == .unicode) }
            RoomView(glyphs: glyphs, palette: palette).draw(body, info: info, chat: state.roomChat, toggle: toggle, into: &grid)
        case .history: ListenHistoryView(glyphs: glyphs, palette: palette).draw(body, listens: state.listens, into: &grid)
        }
        return hits
    }

    /// The tabs' names in the top edge, the open one lit; each a click region.
    private func drawTabs(_ box: Rect, selected: InfoTab, into grid: inout CellGrid) -> [HitRegion] {
        var x = box.x + 2, hits: [HitRegion] = []
        for tab in InfoTab.allCases {
            let label = " \(tab.title) "
            let width = DisplayWidth.of(label)
            guard x + width < box.maxX - 2 else { break }
            let style = tab == selected ? palette.title.with(.bold).with(.reverse) : palette.secondary
            grid.put(label, x: x, y: box.y, style: style)
            hits.append(HitRegion(Rect(x: x, y: box.y, width: width, height: 1), .infoTab(tab)))
            x += width + 1
        }
        return hits
    }

    /// The chapters, the one playing lit, as many as fit around the one chosen or playing.
    private func drawChapters(_ rect: Rect, info: NowPlayingInfo, selected: Int?, into grid: inout CellGrid) -> [HitRegion] {
        guard !info.chapters.isEmpty else {
            grid.put("No chapters", x: rect.x, y: rect.y, style: palette.secondary)
            return []
        }
        let first = LyricsView.firstRow(count: info.chapters.count, rows: rect.height, focus: selected ?? info.chapterIndex,
                                        synced: true)
        var hits: [HitRegion] = []
        for row in 0..<rect.height {
            let index = first + row
            guard info.chapters.indices.contains(index) else { break }
            let chapter = info.chapters[index]
            let text = "\(TimeText.format(chapter.start))  \(chapter.title ?? "Chapter \(index + 1)")"
            var style = index == info.chapterIndex ? palette.title.with(.bold) : palette.text
            if index == selected { style = style.with(.reverse) }
            grid.put(DisplayWidth.truncated(text, to: rect.width, ellipsis: glyphs.ellipsis), x: rect.x, y: rect.y + row,
                     style: style, maxWidth: rect.width)
            hits.append(HitRegion(Rect(x: rect.x, y: rect.y + row, width: rect.width, height: 1),
                                  .command(.seek(to: chapter.start))))
        }
        return hits
    }
}
