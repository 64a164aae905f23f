import NowPlaying

/// The info panel, in tabs: Info (title, subtitle, the description wrapped, genre · rating ·
/// year, and the info actions, "Play from Beginning", as buttons), Chapters, Lyrics and
/// Bookmarks (lists where a click or Enter seeks). ← → switch tabs; Esc or a click outside a list closes it.
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
        case .info: hits += drawInfo(box, info: info, highlighted: highlighted, into: &grid)
        case .chapters: hits += drawChapters(body, info: info, selected: chosen, into: &grid)
        case .lyrics:
            hits += LyricsView(glyphs: glyphs, palette: palette)
                .draw(body, lyrics: state.lyrics, info: info, selected: chosen, into: &grid)
        case .bookmarks:
            hits += BookmarksView(glyphs: glyphs, palette: palette)
                .draw(body, info: info, selected: chosen, renaming: state.bookmarkRename, into: &grid)
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

    private func drawInfo(_ box: Rect, info: NowPlayingInfo, highlighted: Int, into grid: inout CellGrid) -> [HitRegion] {
        let metadata = info.metadata
        let inner = box.width - 6
        let title = TitleView(glyphs: glyphs, palette: palette)
        var lines: [(String, CellStyle)] = [(metadata.title ?? "Untitled", palette.title)]
        if let second = title.secondLine(metadata) { lines.append((second, palette.text)) }
        let details = [metadata.genre, metadata.contentRating, metadata.year].compactMap { $0 }.filter { !$0.isEmpty }
        if !details.isEmpty { lines.append((details.joined(separator: glyphs.separator), palette.secondary)) }
        // Rows for text: all but the borders, a blank row under the top and one over the
        // bottom (or over the actions' row).
        let textRows = box.height - 4 - (info.infoActions.isEmpty ? 0 : 1)
        let room = textRows - lines.count - 1
        var description = DisplayWidth.wrapped(metadata.description ?? "", to: inner)
        if room >= 1, description.count > room {
            description = Array(description.prefix(room))
            description[room - 1] += " " + glyphs.ellipsis
        }
        if room >= 1, !description.isEmpty { lines += [("", palette.text)] + description.map { ($0, palette.text) } }
        var hits: [HitRegion] = []
        for (row, line) in lines.enumerated() where row < textRows {
            let fitted = DisplayWidth.truncated(line.0, to: inner, ellipsis: glyphs.ellipsis)
            grid.put(fitted, x: box.x + 3, y: box.y + 2 + row, style: line.1)
        }
        var x = box.x + 3
        for (index, action) in info.infoActions.enumerated() {
            let label = " " + action + " "
            let style = index == highlighted ? palette.pill : palette.button.with(.reverse)
            let written = grid.put(label, x: x, y: box.maxY - 2, style: style, maxWidth: box.maxX - 3 - x)
            hits.append(HitRegion(Rect(x: x, y: box.maxY - 2, width: written, height: 1), .infoAction(index)))
            x += written + 2
        }
        return hits
    }
}
