/// The queue panel's own state in the controller: the highlighted row, the scroll, and the
/// search being typed. The matches of a search come from the source as a value; the panel
/// is told them with every call that needs them.
struct QueuePanel: Equatable {
    /// The highlighted position in the list (an index of the matches, or of the queue).
    var selected = 0
    /// The first visible position.
    var top = 0
    /// The search typed so far; nil when not searching.
    var query: String?
    /// The name the queue is being saved under, typed so far (`s`); nil when not saving.
    var saveName: String?
    /// Where the highlight was when the search began, for Esc.
    private var before = 0

    /// How many rows the list has: the matches while searching, else the whole queue.
    func count(total: Int, matches: [Int]?) -> Int {
        query == nil ? total : matches?.count ?? 0
    }

    /// The queue index at a list position.
    func index(at position: Int, matches: [Int]?) -> Int {
        guard query != nil else { return position }
        guard let matches, matches.indices.contains(position) else { return -1 }
        return matches[position]
    }

    /// Moves the highlight, clamped, and scrolls it into view.
    mutating func move(to position: Int, count: Int, listRows: Int) {
        selected = max(0, min(count - 1, position))
        scroll(count: count, listRows: listRows)
    }

    /// Keeps the highlight on screen and the list's end at the bottom.
    mutating func scroll(count: Int, listRows: Int) {
        let rows = max(1, listRows)
        if selected < top { top = selected }
        if selected >= top + rows { top = selected - rows + 1 }
        top = max(0, min(top, count - rows))
    }

    /// Starts a search over the whole queue.
    mutating func beginSearch() {
        before = selected
        query = ""
    }

    /// One more character typed, or one fewer (nil); returns the query to search for.
    mutating func edit(adding character: Character?) -> String? {
        guard let query else { return nil }
        if let character {
            self.query = query + String(character)
        } else {
            guard !query.isEmpty else { return nil }
            self.query = String(query.dropLast())
        }
        selected = 0
        top = 0
        return self.query
    }

    /// Ends the search: Enter keeps the highlighted match, highlighted in the whole queue;
    /// Esc goes back to where the highlight was.
    mutating func endSearch(keep: Bool, total: Int, matches: [Int]?, listRows: Int) {
        let target = keep && count(total: total, matches: matches) > 0 ? index(at: selected, matches: matches) : before
        query = nil
        move(to: target, count: total, listRows: listRows)
    }
}
