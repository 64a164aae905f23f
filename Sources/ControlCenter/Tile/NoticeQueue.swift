import NowPlaying

/// Notices from the program waiting their turn in the tile's one-line toast: each shows for
/// its few seconds and none covers another ("Now playing" waits too). Past a few, the rest
/// are only counted: every one is written to standard error when the tile closes.
struct NoticeQueue {
    static let limit = 3
    /// When the notice on screen ends.
    private(set) var showingUntil = -Double.infinity
    private var waiting: [String] = []
    private var dropped = 0

    /// Whether a notice is on screen at `now`.
    func isShowing(at now: Double) -> Bool {
        now < showingUntil
    }

    /// When the next waiting notice is due; nil when none waits.
    var deadline: Double? {
        waiting.isEmpty ? nil : showingUntil
    }

    /// Adds a notice; returns it when it may show now, for `seconds`.
    mutating func add(_ text: String, now: Double, seconds: Double) -> String? {
        if !isShowing(at: now), waiting.isEmpty {
            showingUntil = now + seconds
            return text
        }
        if waiting.count < Self.limit { waiting.append(text) } else { dropped += 1 }
        return nil
    }

    /// The next waiting notice once the one on screen has ended, for `seconds`.
    mutating func next(now: Double, seconds: Double) -> String? {
        guard !isShowing(at: now), !waiting.isEmpty else { return nil }
        var text = waiting.removeFirst()
        if waiting.isEmpty, dropped > 0 {
            text += " (and \(dropped) more, listed when PlayDeck ends)"
            dropped = 0
        }
        showingUntil = now + seconds
        return text
    }

    /// A line for the tile's one-line notice: without "playdeck: ", and a file's path before the
    /// first ": " (and wherever the reason repeats it) cut to the file's name. The whole line
    /// is written to standard error when the tile closes.
    static func shortened(_ line: String) -> String {
        var text = Sanitized.line(line)
        if text.hasPrefix("playdeck: ") { text.removeFirst(10) }
        guard let colon = text.firstRange(of: ": "), text[..<colon.lowerBound].hasPrefix("/") else { return text }
        let path = String(text[..<colon.lowerBound])
        guard let slash = path.lastIndex(of: "/"), path.index(after: slash) < path.endIndex else { return text }
        return text.replacing(path, with: path[path.index(after: slash)...])
    }
}
