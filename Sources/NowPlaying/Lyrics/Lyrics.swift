/// An item's lyrics as published: synced lines with their times (and, from enhanced LRC, their
/// words' times), or unsynced lines of plain text. Every line is one line of safe text.
public struct Lyrics: Sendable, Equatable, Codable {
    /// Which lyrics these are: the snapshot's `lyrics.id` names them.
    public let id: Int
    /// Whether the lines have times.
    public let isSynced: Bool
    /// The lines, in time order when synced.
    public let lines: [LyricsLine]
    /// Where they came from: "lrc" (a file beside the item) or "tag".
    public let origin: String

    /// Creates lyrics.
    public init(id: Int, isSynced: Bool, lines: [LyricsLine], origin: String) {
        self.id = id
        self.isSynced = isSynced
        self.lines = lines
        self.origin = origin
    }

    /// The line sung at media time `media`: the last whose time has come; nil before the first,
    /// and for unsynced lyrics.
    public func lineIndex(atMedia media: Double) -> Int? {
        guard isSynced else { return nil }
        // Binary search: a long file's lines are looked up at every boundary.
        var low = 0, high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if (lines[middle].time ?? 0) <= media { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : low - 1
    }

    /// What a snapshot at media time `media` tells of them.
    public func state(atMedia media: Double?) -> LyricsState {
        var state = LyricsState(id: id, isSynced: isSynced)
        if let media, let index = lineIndex(atMedia: media) {
            state.lineIndex = index
            state.line = lines[index].text
        }
        return state
    }

    /// The first line time after media time `media`, when the current line changes next.
    public func nextLineTime(after media: Double) -> Double? {
        guard isSynced else { return nil }
        let next = (lineIndex(atMedia: media) ?? -1) + 1
        return lines.indices.contains(next) ? lines[next].time : nil
    }
}

/// One line of lyrics.
public struct LyricsLine: Sendable, Equatable, Codable {
    /// When it is sung, in media seconds; nil in unsynced lyrics.
    public let time: Double?
    /// Its text, word stamps removed.
    public let text: String
    /// Its words and when each is sung, from enhanced LRC's `<mm:ss.xx>` stamps; empty without.
    public let words: [LyricsWord]

    /// Creates a line.
    public init(time: Double?, text: String, words: [LyricsWord] = []) {
        self.time = time
        self.text = text
        self.words = words
    }
}

/// A word of enhanced LRC and when it is sung.
public struct LyricsWord: Sendable, Equatable, Codable {
    /// When, in media seconds.
    public let time: Double
    /// The word (with the space after it, as written).
    public let text: String

    /// Creates a word.
    public init(time: Double, text: String) {
        self.time = time
        self.text = text
    }
}

/// Where an item's lyrics stand, as a snapshot tells it: a view that wants the lines asks for
/// the lyrics its `id` names (`NowPlayingIntent.lyrics`).
public struct LyricsState: Sendable, Equatable, Codable {
    /// The lyrics' id.
    public var id: Int
    /// Whether they are synced.
    public var isSynced: Bool
    /// The line sung now, an index into the lyrics' lines; nil before the first and unsynced.
    public var lineIndex: Int?
    /// That line's text, for status bars.
    public var line: String?

    /// Creates a state.
    public init(id: Int, isSynced: Bool, lineIndex: Int? = nil, line: String? = nil) {
        self.id = id
        self.isSynced = isSynced
        self.lineIndex = lineIndex
        self.line = line
    }
}
