import NowPlaying

/// A song filter as MPD 0.23 reads it (`src/song/Filter.cxx`): an expression such as
/// `((artist == 'X') AND (!(album contains 'y')))`, or the old `TAG VALUE` pairs, all of which
/// must hold.
indirect enum MPDFilter {
    /// A tag's value (nil: any tag) against a string.
    case tag(MPDTag?, MPDStringFilter)
    /// The song's URI against a string.
    case uri(MPDStringFilter)
    /// Songs in this directory (a URI) or below it.
    case base(String)
    /// Songs whose file changed at this time (seconds since 1970) or later.
    case modifiedSince(Int64)
    /// Songs whose audio format matches (a field nil: any).
    case audioFormat(MPDAudioFormatMask)
    /// The opposite.
    case not(MPDFilter)
    /// All of them.
    case and([MPDFilter])

    /// Whether `song` passes.
    func matches(_ song: MPDSong) -> Bool {
        switch self {
        case let .tag(tag, filter): Self.matches(song, tag, filter)
        case let .uri(filter): filter.matches(song.uri)
        case let .base(base): base.isEmpty || song.uri == base || song.uri.hasPrefix(base + "/")
        case let .modifiedSince(time): (song.lastModified ?? Int64.min) >= time
        case let .audioFormat(mask): song.format.map(mask.matches) ?? false
        case let .not(inner): !inner.matches(song)
        case let .and(all): all.allSatisfy { $0.matches(song) }
        }
    }

    /// MPD's `TagSongFilter::Match`: a value of the tag (or of any tag) matching; else one of
    /// the tag's fallbacks (AlbumArtist → Artist…); else, for a tag the song lacks, a match
    /// when the value looked for is empty.
    private static func matches(_ song: MPDSong, _ tag: MPDTag?, _ filter: MPDStringFilter) -> Bool {
        for (type, value) in song.tags where (tag == nil || type == tag) && filter.matchesIgnoringNegation(value) {
            return !filter.negated
        }
        if let tag, !song.tags.contains(where: { $0.0 == tag }) {
            for fallback in MPDTagFallback.chain(tag) where song.tags.contains(where: { $0.0 == fallback }) {
                let found = song.tags.contains { $0.0 == fallback && filter.matchesIgnoringNegation($0.1) }
                return found != filter.negated
            }
            if filter.value.isEmpty { return !filter.negated }
        }
        return filter.negated
    }

    /// Texts every matching song holds somewhere in its tags, compared without case (the
    /// trigram index finds a superset of the songs from them); empty when the filter has none.
    var requiredTexts: [String] {
        switch self {
        case let .tag(_, filter) where !filter.negated && !filter.isRegex: [filter.value]
        case let .and(all): all.flatMap(\.requiredTexts)
        default: []
        }
    }
}

/// MPD's tag fallbacks (`tag/Fallback.hxx`): a tag a song lacks is read from another.
enum MPDTagFallback {
    /// The tags tried in turn for `tag`.
    static func chain(_ tag: MPDTag) -> [MPDTag] {
        switch tag {
        case .albumArtistSort: [.albumArtist, .artistSort, .artist]
        case .albumArtist, .artistSort: [.artist]
        case .albumSort: [.album]
        default: []
        }
    }

    /// The values of `tag` in `song`, else of its first fallback the song has.
    static func values(_ tag: MPDTag, in song: MPDSong) -> [String] {
        for type in [tag] + chain(tag) {
            let values = song.tags.filter { $0.0 == type }.map(\.1)
            if !values.isEmpty { return values }
        }
        return []
    }
}

/// One string comparison of a filter (`StringFilter.cxx`): equal, contained, or a regular
/// expression, with case folded for `search`, maybe negated.
struct MPDStringFilter {
    /// The value as the client sent it.
    let value: String
    /// Whether case is ignored (`search`, `searchadd`…).
    let foldCase: Bool
    /// Whether the value may be anywhere in the text (`contains`, and the old form of `search`).
    let substring: Bool
    /// Whether the comparison's answer is inverted (`!=`, `!contains`, `!~`).
    let negated: Bool
    /// The compiled regular expression of `=~` and `!~`.
    let regex: Regex<AnyRegexOutput>?
    private let folded: String

    init(value: String, foldCase: Bool, substring: Bool, negated: Bool, regex: Regex<AnyRegexOutput>? = nil) {
        self.value = value
        self.foldCase = foldCase
        self.substring = substring
        self.negated = negated
        self.regex = regex
        folded = foldCase ? value.lowercased() : value
    }

    var isRegex: Bool { regex != nil }

    func matches(_ text: String) -> Bool { matchesIgnoringNegation(text) != negated }

    func matchesIgnoringNegation(_ text: String) -> Bool {
        if let regex { return (try? regex.firstMatch(in: text)) != nil }
        if substring, let found = ASCIISearch.contains(text, folded, foldingCase: foldCase) { return found }
        let text = foldCase ? text.lowercased() : text
        return substring ? folded.isEmpty || text.contains(folded) : text == folded
    }
}

/// An audio format to match (`AudioFormat == '44100:16:2'`, or with `=~`, `*` for any field).
struct MPDAudioFormatMask: Equatable {
    var sampleRate: String?
    var sampleFormat: String?
    var channels: String?

    func matches(_ format: String) -> Bool {
        let parts = format.split(separator: ":").map(String.init)
        guard parts.count == 3 else { return false }
        return [sampleRate, sampleFormat, channels].enumerated().allSatisfy { $0.element == nil || $0.element == parts[$0.offset] }
    }
}
