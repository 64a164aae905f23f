import MediaFiles
import MusicLibrary

/// A library file as MPD's database shows it: libavformat's tag names read as MPD's decoders
/// name them (Vorbis comments, ID3 frames, MP4 atoms all reach us through libavformat), values
/// as MPD keeps them (`Track: 1` for "01/3"), in the order MPD's decoder for the file reports
/// them: a Vorbis comment's order (FLAC, Ogg), MPD's fixed order of ID3 frames (`Id3Scan.cxx`),
/// or, through MPD's FFmpeg plugin (MP4 and the rest), its tag types' order.
enum MPDTagNames {
    /// The song for an indexed file shown at `uri`.
    static func song(_ file: IndexedTrack, uri: String) -> MPDSong {
        var tags: [(MPDTag, String)] = []
        for (tag, raw) in ordered(file.track.tags, path: file.track.path) {
            let value = tag == .track || tag == .disc ? normalizedNumber(raw) : raw
            guard !value.isEmpty else { continue }
            tags.append((tag, value))
        }
        return MPDSong(uri: uri, lastModified: file.stamp.modified / 1_000_000_000,
                       format: file.track.audio.map(MPDAudioFormat.text), tags: tags,
                       duration: file.track.duration)
    }

    /// What `readcomments` shows of a file: a Vorbis comment's names as written (libavformat's
    /// renaming undone), nothing for an MP3 (MPD's MP3 decoder reports no raw pairs), and
    /// libavformat's own names for the rest (MPD's FFmpeg plugin passes them on).
    static func comments(_ entries: [TagEntry], path: String) -> [TagEntry] {
        switch suffix(path) {
        case "flac", "ogg", "oga", "opus", "spx":
            let written = ["album_artist": "ALBUMARTIST", "track": "TRACKNUMBER", "disc": "DISCNUMBER", "comment": "DESCRIPTION"]
            return entries.map { TagEntry(written[$0.name] ?? $0.name, $0.value) }
        case "mp3": return []
        default: return entries
        }
    }

    private static func suffix(_ path: String) -> String {
        let name = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path.utf8[path.utf8.index(after: $0)...] } ?? path.utf8[...]
        guard let dot = name.lastIndex(of: UInt8(ascii: ".")) else { return String(Substring(name)).lowercased() }
        return String(Substring(name[name.index(after: dot)...])).lowercased()
    }

    /// The file's tags as MPD's decoder plugin for its suffix reports them.
    private static func ordered(_ entries: [TagEntry], path: String) -> [(MPDTag, String)] {
        switch suffix(path) {
        case "flac", "ogg", "oga", "opus", "spx":
            return entries.compactMap { entry in tag(named: entry.name).map { ($0, entry.value) } }
        case "mp3":
            return inOrder(entries, id3Places)
        default:
            return inOrder(entries, ffmpegPlaces)
        }
    }

    /// MPD's FFmpeg plugin: its tag names in its order, then libavformat's own names.
    private static let ffmpegOrder: [(String, MPDTag)] = MPDTag.allCases.filter { $0 != .comment }.map { ($0.rawValue.lowercased(), $0) }
        + [("album_artist", .albumArtist), ("album-sort", .albumSort), ("artist-sort", .artistSort),
           ("sort_album_artist", .albumArtistSort), ("sort_album", .albumSort), ("sort_artist", .artistSort)] + musicBrainzNames

    /// The entries named in `order` (`places`: where each lowercased libavformat name stands
    /// in it, and as which tag), in that order; entries of one name in the order the file gives
    /// them. Every song of a `find` or `listallinfo` is made here: a song's few entries are
    /// placed and sorted, rather than the order's forty names each looked up.
    private static func inOrder(_ entries: [TagEntry], _ places: [String: [(rank: Int, tag: MPDTag)]]) -> [(MPDTag, String)] {
        var placed: [(rank: Int, tag: MPDTag, value: String)] = []
        placed.reserveCapacity(entries.count)
        for entry in entries {
            for place in places[MPDTag.lowercased(entry.name)] ?? [] { placed.append((place.rank, place.tag, entry.value)) }
        }
        // By place in the order, then by place in the file.
        let sorted = placed.indices.sorted { (placed[$0].rank, $0) < (placed[$1].rank, $1) }
        return sorted.map { (placed[$0].tag, placed[$0].value) }
    }

    /// Each name's places in `order`, and the tag at each.
    private static func places(_ order: [(String, MPDTag)]) -> [String: [(rank: Int, tag: MPDTag)]] {
        var places: [String: [(rank: Int, tag: MPDTag)]] = [:]
        for (rank, (name, tag)) in order.enumerated() { places[name, default: []].append((rank, tag)) }
        return places
    }

    private static let ffmpegPlaces = places(ffmpegOrder)
    private static let id3Places = places(id3Order + musicBrainzNames)

    /// MPD's ID3 frames in its order, by libavformat's names for them (TPE3, which
    /// libavformat calls "performer", is MPD's Conductor; TPE4 keeps its frame name).
    private static let id3Order: [(String, MPDTag)] = [
        ("artist", .artist), ("album_artist", .albumArtist), ("artist-sort", .artistSort), ("album-sort", .albumSort),
        ("tso2", .albumArtistSort), ("title", .title), ("album", .album), ("track", .track), ("date", .date),
        ("tdor", .originalDate), ("genre", .genre), ("composer", .composer), ("performer", .conductor), ("tpe4", .performer),
        ("grouping", .grouping), ("disc", .disc), ("publisher", .label),
    ]

    /// MPD's names of MusicBrainz's TXXX frames and freeform atoms.
    private static let musicBrainzNames: [(String, MPDTag)] = [
        ("musicbrainz artist id", .musicBrainzArtistID), ("musicbrainz album id", .musicBrainzAlbumID),
        ("musicbrainz album artist id", .musicBrainzAlbumArtistID), ("musicbrainz release track id", .musicBrainzReleaseTrackID),
        ("musicbrainz work id", .musicBrainzWorkID),
    ]

    /// The MPD tag a libavformat name stands for; nil for a tag MPD does not show. Comment is
    /// left out as MPD leaves it out by default (`metadata_to_use` lacks it).
    static func tag(named name: String) -> MPDTag? {
        let lowered = MPDTag.lowercased(name)
        if let aliased = aliases[lowered] { return aliased }
        guard let tag = MPDTag(name: lowered), tag != .comment else { return nil }
        return tag
    }

    /// libavformat's own names (its metadata conversion tables) and the other spellings MPD
    /// reads (`tag/Id3MusicBrainz.cxx`, `lib/xiph/XiphTags.cxx`).
    private static let aliases: [String: MPDTag] = [
        "album_artist": .albumArtist, "album artist": .albumArtist, "tracknumber": .track, "discnumber": .disc,
        "artist-sort": .artistSort, "album-sort": .albumSort, "album_artist-sort": .albumArtistSort,
        "composer-sort": .composerSort, "publisher": .label, "organization": .label,
        "musicbrainz artist id": .musicBrainzArtistID, "musicbrainz album id": .musicBrainzAlbumID,
        "musicbrainz album artist id": .musicBrainzAlbumArtistID, "musicbrainz release track id": .musicBrainzReleaseTrackID,
        "musicbrainz work id": .musicBrainzWorkID, "musicbrainz track id": .musicBrainzTrackID,
    ]

    /// MPD's reading of a track or disc number: leading zeroes and whatever follows the digits
    /// ("/3") dropped ("01/3" → "1"; "0" → "").
    static func normalizedNumber(_ text: String) -> String {
        let digits = text.utf8.drop { $0 == UInt8(ascii: "0") }.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        return String(decoding: digits, as: UTF8.self)
    }
}
