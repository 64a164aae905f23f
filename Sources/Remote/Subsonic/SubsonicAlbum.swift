/// An album (ID3 view: `getAlbum`, `getAlbumList2`, `search3`); `songs` only from `getAlbum`.
public struct SubsonicAlbum: Decodable, Sendable, Equatable {
    /// The server's id.
    public let id: String
    /// The name.
    public let name: String
    /// The album artist and its id.
    public let artist: String?, artistID: String?
    /// How many songs, their length in seconds, the year.
    public let songCount: Int?, duration: Int?, year: Int?
    /// The id of its cover.
    public let coverArt: String?
    /// When the user starred it, nil when not starred.
    public let starred: String?
    /// Its tracks, in the server's order (`getAlbum` only; empty elsewhere).
    public let songs: [SubsonicSong]

    private enum CodingKeys: String, CodingKey {
        case id, name, artist, artistId, songCount, duration, year, coverArt, starred, song
    }

    /// Reads one from the server's JSON.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        id = try values.subsonicID(.id)
        name = try values.decodeIfPresent(String.self, forKey: .name) ?? ""
        artist = try values.decodeIfPresent(String.self, forKey: .artist)
        artistID = try values.optionalSubsonicID(.artistId)
        songCount = try values.decodeIfPresent(Int.self, forKey: .songCount)
        duration = try values.decodeIfPresent(Int.self, forKey: .duration)
        year = try values.decodeIfPresent(Int.self, forKey: .year)
        coverArt = try values.optionalSubsonicID(.coverArt)
        starred = try values.decodeIfPresent(String.self, forKey: .starred)
        songs = try values.decodeIfPresent([SubsonicSong].self, forKey: .song) ?? []
    }
}

/// An artist (`getArtists`, `getArtist`, `search3`); `albums` only from `getArtist`.
public struct SubsonicArtist: Decodable, Sendable, Equatable {
    /// The server's id.
    public let id: String
    /// The name.
    public let name: String
    /// How many albums.
    public let albumCount: Int?
    /// The id of its picture.
    public let coverArt: String?
    /// When the user starred it, nil when not starred.
    public let starred: String?
    /// Its albums (`getArtist` only; empty elsewhere).
    public let albums: [SubsonicAlbum]

    private enum CodingKeys: String, CodingKey {
        case id, name, albumCount, coverArt, starred, album
    }

    /// Reads one from the server's JSON.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        id = try values.subsonicID(.id)
        name = try values.decodeIfPresent(String.self, forKey: .name) ?? ""
        albumCount = try values.decodeIfPresent(Int.self, forKey: .albumCount)
        coverArt = try values.optionalSubsonicID(.coverArt)
        starred = try values.decodeIfPresent(String.self, forKey: .starred)
        albums = try values.decodeIfPresent([SubsonicAlbum].self, forKey: .album) ?? []
    }
}

/// One letter of `getArtists`' index ("A": the artists filed under it).
public struct SubsonicArtistIndex: Decodable, Sendable, Equatable {
    /// The letter or heading.
    public let name: String
    /// Its artists, in the server's order.
    public let artists: [SubsonicArtist]

    private enum CodingKeys: String, CodingKey {
        case name, artist
    }

    /// Reads one from the server's JSON.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        name = try values.decodeIfPresent(String.self, forKey: .name) ?? ""
        artists = try values.decodeIfPresent([SubsonicArtist].self, forKey: .artist) ?? []
    }
}
