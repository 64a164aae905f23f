/// A track as the server lists it (a "child" of the API): what the queue, the tile and a
/// scrobble need. Ids are text; a server that sends numbers has them read as text.
public struct SubsonicSong: Decodable, Sendable, Equatable {
    /// The server's id (for `stream`, `scrobble`, `star`).
    public let id: String
    /// The title.
    public let title: String
    /// The artist, the album and their ids, when the server knows them.
    public let artist: String?, album: String?, albumID: String?, artistID: String?
    /// The track and disc numbers, the year.
    public let track: Int?, discNumber: Int?, year: Int?
    /// The length in seconds.
    public let duration: Int?
    /// The id of its cover (for `getCoverArt`).
    public let coverArt: String?
    /// The file's ending and MIME type ("mp3", "audio/mpeg").
    public let suffix: String?, contentType: String?
    /// When the user starred it (ISO 8601), nil when not starred.
    public let starred: String?
    /// The genre.
    public let genre: String?

    private enum CodingKeys: String, CodingKey {
        case id, title, artist, album, albumId, artistId, track, discNumber, year, duration, coverArt, suffix, contentType, starred, genre
    }

    /// Reads one from the server's JSON.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        id = try values.subsonicID(.id)
        title = try values.decodeIfPresent(String.self, forKey: .title) ?? ""
        artist = try values.decodeIfPresent(String.self, forKey: .artist)
        album = try values.decodeIfPresent(String.self, forKey: .album)
        albumID = try values.optionalSubsonicID(.albumId)
        artistID = try values.optionalSubsonicID(.artistId)
        track = try values.decodeIfPresent(Int.self, forKey: .track)
        discNumber = try values.decodeIfPresent(Int.self, forKey: .discNumber)
        year = try values.decodeIfPresent(Int.self, forKey: .year)
        duration = try values.decodeIfPresent(Int.self, forKey: .duration)
        coverArt = try values.optionalSubsonicID(.coverArt)
        suffix = try values.decodeIfPresent(String.self, forKey: .suffix)
        contentType = try values.decodeIfPresent(String.self, forKey: .contentType)
        starred = try values.decodeIfPresent(String.self, forKey: .starred)
        genre = try values.decodeIfPresent(String.self, forKey: .genre)
    }
}

extension KeyedDecodingContainer {
    /// An id the server sends as text or as a number (older servers), as text.
    func subsonicID(_ key: Key) throws -> String {
        if let number = try? decode(Int.self, forKey: key) { return String(number) }
        return try decode(String.self, forKey: key)
    }

    /// An id that may be missing.
    func optionalSubsonicID(_ key: Key) throws -> String? {
        contains(key) ? try subsonicID(key) : nil
    }
}
