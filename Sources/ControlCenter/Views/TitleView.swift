import NowPlaying

/// Title, then subtitle (or "artist — album"), then the chapter, and at the bottom the
/// details line; a star after the title of a song its server has starred (the title gives way
/// to it on a narrow tile), a chevron at the title's end when there is a description to open.
struct TitleView {
    let glyphs: Glyphs
    let palette: Palette

    /// Draws the block and returns the title's clickable rectangle (it opens the info panel).
    func draw(_ rect: Rect, state: TileState, into grid: inout CellGrid) -> Rect? {
        guard !rect.isEmpty else { return nil }
        guard let info = state.info, state.hasItem else {
            put(state.info?.error.map { "Stopped: \($0)" } ?? "Nothing playing", row: 0, rect, palette.secondary, &grid)
            // Not while the library is open beside it (in a pane): the hint would point at itself.
            if rect.height > 1, state.overlay != .library, let key = state.keys.keys(for: .tile(.library)).first {
                put("Press \(key) for the library", row: 1, rect, palette.text, &grid)
            }
            return nil
        }
        let metadata = info.metadata
        let hasDescription = metadata.description?.isEmpty == false
        let chevronRoom = hasDescription ? 2 : 0
        let title = metadata.title ?? info.path ?? "Untitled"
        let titleRect = Rect(x: rect.x, y: rect.y, width: rect.width, height: 1)
        // Room for the star first: a title cut short keeps it in view.
        let star = info.isStarred == true && rect.width - chevronRoom >= 4 ? glyphs.star : nil
        let starRoom = star.map { DisplayWidth.of($0) + 1 } ?? 0
        let shown = DisplayWidth.truncated(title, to: rect.width - chevronRoom - starRoom, ellipsis: glyphs.ellipsis)
        grid.put(shown, x: rect.x, y: rect.y, style: palette.title, maxWidth: rect.width - chevronRoom - starRoom)
        if let star { grid.put(star, x: rect.x + DisplayWidth.of(shown) + 1, y: rect.y, style: palette.accent) }
        if hasDescription, rect.width > 2 {
            grid.put(glyphs.chevron, x: rect.maxX - 1, y: rect.y, style: palette.accent)
        }
        var lines: [(String, CellStyle)] = []
        if let second = secondLine(metadata) { lines.append((second, palette.text)) }
        if let chapter = chapterLine(info) { lines.append((chapter, palette.secondary)) }
        for (offset, line) in lines.enumerated() where offset + 1 < rect.height {
            put(line.0, row: offset + 1, rect, line.1, &grid)
        }
        let details = detailsLine(info)
        if let details, rect.height >= lines.count + 3 {
            put(details, row: rect.height - 1, rect, info.error == nil ? palette.secondary : palette.adMark, &grid)
        }
        // A glimpse of the description where there is room; the chevron opens the rest.
        let top = lines.count + 2, bottom = rect.height - (details == nil ? 0 : 2)
        if let description = metadata.description, bottom - top >= 2 {
            var preview = DisplayWidth.wrapped(description, to: rect.width)
            if preview.count > bottom - top {
                preview = Array(preview.prefix(bottom - top))
                preview[preview.count - 1] += " " + glyphs.ellipsis
            }
            for (offset, line) in preview.enumerated() { put(line, row: top + offset, rect, palette.secondary, &grid) }
        }
        return titleRect
    }

    private func put(_ text: String, row: Int, _ rect: Rect, _ style: CellStyle, _ grid: inout CellGrid) {
        let fitted = DisplayWidth.truncated(text, to: rect.width, ellipsis: glyphs.ellipsis)
        grid.put(fitted, x: rect.x, y: rect.y + row, style: style, maxWidth: rect.width)
    }

    /// The subtitle, or "artist — album", or whichever of them exists.
    func secondLine(_ metadata: ResolvedMetadata) -> String? {
        if let subtitle = metadata.subtitle, !subtitle.isEmpty { return subtitle }
        let parts = [metadata.artist, metadata.album].compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: glyphs.dash)
    }

    /// "Chapter 2 of 5 · The Middle".
    func chapterLine(_ info: NowPlayingInfo) -> String? {
        guard let index = info.chapterIndex, info.chapters.indices.contains(index) else { return nil }
        let number = "Chapter \(index + 1) of \(info.chapters.count)"
        guard let title = info.chapters[index].title, !title.isEmpty else { return number }
        return number + glyphs.separator + title
    }

    /// The error if the item failed; else genre · year · the track's number where its tags give
    /// one ("Track 3", what a bare "3 of 13" was read as), else the place in the queue, saying so.
    func detailsLine(_ info: NowPlayingInfo) -> String? {
        if let error = info.error { return "Cannot play: \(error)" }
        var parts = [info.metadata.genre, info.metadata.year].compactMap { $0 }.filter { !$0.isEmpty }
        if let track = info.metadata.trackNumber {
            parts.append("Track \(track)")
        } else if info.queueCount > 1, let index = info.queueIndex {
            parts.append("\(index + 1) of \(info.queueCount) in queue")
        }
        return parts.isEmpty ? nil : parts.joined(separator: glyphs.separator)
    }
}
