import NowPlaying

/// The info panel's Room tab: the Syncplay server and room, each member with its readiness
/// and file (a different one marked), the last chat lines, and the keys to use it (or the
/// chat line being typed) on the last row. Every name and line was sanitised where it came in.
struct RoomView {
    let glyphs: Glyphs
    let palette: Palette

    /// Draws the room of `info` in `rect`; `chat` is the line being typed, if one is; `toggle`
    /// the key that joins and leaves, when one is bound.
    func draw(_ rect: Rect, info: NowPlayingInfo, chat: String?, toggle: String?, into grid: inout CellGrid) {
        guard !rect.isEmpty else { return }
        let bottom = rect.height > 1 ? rect.maxY - 1 : nil
        guard let room = info.together else {
            put("Not in a Syncplay room", x: rect.x, y: rect.y, width: rect.width, style: palette.secondary, into: &grid)
            if let bottom, let toggle { put("\(toggle) joins the configured room", x: rect.x, y: bottom, width: rect.width,
                                            style: palette.secondary, into: &grid) }
            return
        }
        let phase = room.phase == .joined ? (room.isReady ? "ready" : "not ready") : "joining\(glyphs.ellipsis)"
        let header = "\(room.room) on \(room.server) as \(room.name)\(glyphs.separator)\(phase)"
        put(header, x: rect.x, y: rect.y, width: rect.width, style: palette.title.with(.bold), into: &grid)
        var lines: [(String, CellStyle)] = room.members.isEmpty ? [("Nobody else is here", palette.secondary)]
            : room.members.map { member in (line(member), member.isSameFile ? palette.text : palette.accent) }
        if !room.chat.isEmpty { lines.append(("", palette.text)) }
        let rows = max(0, (bottom ?? rect.maxY) - rect.y - 1)
        // The members first; the chat's newest lines in what is left.
        let chatRows = max(0, rows - lines.count)
        lines += room.chat.suffix(chatRows).map { ("<\($0.name)> \($0.text)", palette.text) }
        for (offset, (text, style)) in lines.prefix(rows).enumerated() {
            put(text, x: rect.x, y: rect.y + 1 + offset, width: rect.width, style: style, into: &grid)
        }
        guard let bottom else { return }
        if let chat {
            drawInput(chat, row: Rect(x: rect.x, y: bottom, width: rect.width, height: 1), into: &grid)
        } else {
            let leave = toggle.map { " · \($0) leaves" } ?? ""
            let hint = room.phase == .joined ? "c chats · r \(room.isReady ? "not ready" : "ready")\(leave)" : "connecting\(glyphs.ellipsis)\(leave)"
            put(hint, x: rect.x, y: bottom, width: rect.width, style: palette.secondary, into: &grid)
        }
    }

    /// A member: readiness, name, and its file with its length, or "no file".
    private func line(_ member: TogetherInfo.Member) -> String {
        let ready = member.isReady == true ? "ready    " : "not ready"
        guard let file = member.file else { return "\(ready)  \(member.name)\(glyphs.separator)no file" }
        let length = member.duration.flatMap { $0 > 0 ? " (\(TimeText.format($0)))" : nil } ?? ""
        return "\(ready)  \(member.name)\(glyphs.separator)\(file)\(length)" + (member.isSameFile ? "" : "\(glyphs.separator)different file")
    }

    private func put(_ text: String, x: Int, y: Int, width: Int, style: CellStyle, into grid: inout CellGrid) {
        grid.put(DisplayWidth.truncated(text, to: width, ellipsis: glyphs.ellipsis), x: x, y: y, style: style, maxWidth: width)
    }

    /// "Say: " and the line being typed, its end kept in view, with a cursor after it.
    private func drawInput(_ text: String, row: Rect, into grid: inout CellGrid) {
        let x = row.x + grid.put("Say: ", x: row.x, y: row.y, style: palette.accent)
        let room = row.maxX - x - 1
        guard room > 0 else { return }
        var shown = Substring(text)
        while DisplayWidth.of(String(shown)) > room { shown = shown.dropFirst() }
        let written = grid.put(String(shown), x: x, y: row.y, style: palette.title.with(.underline), maxWidth: room)
        grid.put(" ", x: x + written, y: row.y, style: palette.title.with(.reverse))
    }
}
