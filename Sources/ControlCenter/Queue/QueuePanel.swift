/// The queue panel's own state in the controller: the highlighted row, the scroll, and an
/// incremental search. A search keeps the matches of each prefix typed, so typing narrows the
/// last list and Backspace goes back to the previous one without searching again.
struct QueuePanel: Equatable {
    /// The highlighted position in the list (an index of `matches`, or of the queue).
    var selected = 0
    /// The first visible position.
    var top = 0
    /// The search typed so far; nil when not searching.
    var query: String?
    /// The matches of every prefix of `query`, the whole query's last.
    private(set) var levels: [[Int]] = []
    /// Where the highlight was when the search began, for Esc.
    private var before = 0

    /// The queue indices the list shows while searching; nil when it shows the whole queue.
    var matches: [Int]? { query == nil ? nil : levels.last }

    /// How many rows the list has.
    func count(total: Int) -> Int { matches?.count ?? total }

    /// The queue index at a list position.
    func index(at position: Int) -> Int { matches.map { $0[position] } ?? position }

    /// Moves the highlight, clamped, and scrolls it into view.
    mutating func move(to position: Int, total: Int, listRows: Int) {
        selected = max(0, min(count(total: total) - 1, position))
        scroll(total: total, listRows: listRows)
    }

    /// Keeps the highlight on screen and the list's end at the bottom.
    mutating func scroll(total: Int, listRows: Int) {
        let rows = max(1, listRows)
        if selected < top { top = selected }
        if selected >= top + rows { top = selected - rows + 1 }
        top = max(0, min(top, count(total: total) - rows))
    }

    /// Starts a search over the whole queue.
    mutating func beginSearch() {
        before = selected
        query = ""
        levels = []
    }

    /// One more character: the matches of the longer query are among the last ones.
    mutating func type(_ character: Character, listing: QueueListing, listRows: Int) {
        guard let query else { return }
        let longer = query + String(character)
        levels.append(listing.indices(matching: longer, among: levels.last))
        self.query = longer
        move(to: 0, total: listing.queueItemCount, listRows: listRows)
    }

    /// One character fewer: the previous prefix's matches come back.
    mutating func deleteBackward(total: Int, listRows: Int) {
        guard let query, !query.isEmpty else { return }
        self.query = String(query.dropLast())
        levels.removeLast()
        move(to: 0, total: total, listRows: listRows)
    }

    /// Ends the search: Enter keeps the highlighted match, highlighted in the whole queue;
    /// Esc goes back to where the highlight was.
    mutating func endSearch(keep: Bool, total: Int, listRows: Int) {
        let target = keep && count(total: total) > 0 ? index(at: selected) : before
        query = nil
        levels = []
        move(to: target, total: total, listRows: listRows)
    }

    /// The queue lost the item at `index`: matches after it move down by one.
    mutating func removed(_ index: Int, total: Int, listRows: Int) {
        levels = levels.map { level in level.compactMap { $0 == index ? nil : $0 > index ? $0 - 1 : $0 } }
        move(to: selected, total: total, listRows: listRows)
    }
}

/// Case-insensitive substring search (ASCII letters folded) over C strings with plain
/// pointer loops: fast enough to run over 100,000 titles on a key press.
public enum QueueSearch {
    /// Whether `text` holds `needle`, ignoring ASCII case.
    public static func contains(_ text: String, _ needle: String) -> Bool {
        guard !needle.isEmpty else { return true }
        return text.withCString { haystack in needle.withCString { find($0, in: haystack) } }
    }

    /// Whether the last path component of `path` holds `needle`, ignoring ASCII case.
    public static func containsInFileName(_ path: String, _ needle: String) -> Bool {
        guard !needle.isEmpty else { return true }
        return path.withCString { whole in needle.withCString { fileName(whole, contains: $0) } }
    }

    /// Whether the last path component of the C string `path` holds the C string `needle`.
    public static func fileName(_ path: UnsafePointer<CChar>, contains needle: UnsafePointer<CChar>) -> Bool {
        var name = path, cursor = path
        while cursor.pointee != 0 {
            if cursor.pointee == 0x2F, cursor[1] != 0 { name = cursor + 1 }
            cursor += 1
        }
        return find(needle, in: name)
    }

    private static func find(_ needle: UnsafePointer<CChar>, in haystack: UnsafePointer<CChar>) -> Bool {
        var start = haystack
        while start.pointee != 0 {
            var offset = 0
            while needle[offset] != 0, start[offset] != 0, fold(start[offset]) == fold(needle[offset]) { offset += 1 }
            if needle[offset] == 0 { return true }
            if start[offset] == 0 { return false }
            start += 1
        }
        return false
    }

    private static func fold(_ byte: CChar) -> CChar {
        byte >= 65 && byte <= 90 ? byte | 0x20 : byte
    }
}
