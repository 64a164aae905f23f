/// `search3`'s answer: artists, albums and songs that match, each in the server's order.
public struct SubsonicSearchResult: Decodable, Sendable, Equatable {
    /// What matched.
    public let artists: [SubsonicArtist], albums: [SubsonicAlbum], songs: [SubsonicSong]

    private enum CodingKeys: String, CodingKey {
        case artist, album, song
    }

    /// Reads one from the server's JSON.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        artists = try values.decodeIfPresent([SubsonicArtist].self, forKey: .artist) ?? []
        albums = try values.decodeIfPresent([SubsonicAlbum].self, forKey: .album) ?? []
        songs = try values.decodeIfPresent([SubsonicSong].self, forKey: .song) ?? []
    }
}

/// A playlist (`getPlaylists`, `getPlaylist`); `songs` only from `getPlaylist`.
public struct SubsonicPlaylist: Decodable, Sendable, Equatable {
    /// The server's id.
    public let id: String
    /// The name, and who owns it.
    public let name: String, owner: String?
    /// How many songs and their length in seconds.
    public let songCount: Int?, duration: Int?
    /// Its songs in order (`getPlaylist` only).
    public let songs: [SubsonicSong]

    private enum CodingKeys: String, CodingKey {
        case id, name, owner, songCount, duration, entry
    }

    /// Reads one from the server's JSON.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        id = try values.subsonicID(.id)
        name = try values.decodeIfPresent(String.self, forKey: .name) ?? ""
        owner = try values.decodeIfPresent(String.self, forKey: .owner)
        songCount = try values.decodeIfPresent(Int.self, forKey: .songCount)
        duration = try values.decodeIfPresent(Int.self, forKey: .duration)
        songs = try values.decodeIfPresent([SubsonicSong].self, forKey: .entry) ?? []
    }
}

/// `getLyrics`' answer: the text the server found (nil when none).
public struct SubsonicLyrics: Decodable, Sendable, Equatable {
    /// The artist and title the server says they are for.
    public let artist: String?, title: String?
    /// The words, lines separated by newlines.
    public let text: String?

    private enum CodingKeys: String, CodingKey {
        case artist, title, value
    }

    /// Reads one from the server's JSON.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        artist = try values.decodeIfPresent(String.self, forKey: .artist)
        title = try values.decodeIfPresent(String.self, forKey: .title)
        let text = try values.decodeIfPresent(String.self, forKey: .value)
        self.text = text?.isEmpty == false ? text : nil
    }
}

/// One entry of `getNowPlaying`: a song and who plays it.
public struct SubsonicNowPlaying: Decodable, Sendable, Equatable {
    /// The song.
    public let song: SubsonicSong
    /// The user playing it, and the player's name when the server says.
    public let username: String?, playerName: String?

    private enum CodingKeys: String, CodingKey {
        case username, playerName
    }

    /// Reads one from the server's JSON (the song's fields sit beside the user's).
    public init(from decoder: any Decoder) throws {
        song = try SubsonicSong(from: decoder)
        let values = try decoder.container(keyedBy: CodingKeys.self)
        username = try values.decodeIfPresent(String.self, forKey: .username)
        playerName = try values.decodeIfPresent(String.self, forKey: .playerName)
    }
}

/// An OpenSubsonic extension the server offers (`getOpenSubsonicExtensions`).
public struct OpenSubsonicExtension: Codable, Sendable, Equatable {
    /// Its name ("formPost", "songLyrics", "transcodeOffset").
    public let name: String
    /// The versions of it the server implements.
    public let versions: [Int]
}

/// What every answer says of the server: its API version, and with OpenSubsonic its name and
/// version.
public struct SubsonicServerInfo: Codable, Sendable, Equatable {
    /// The API version it speaks ("1.10.2").
    public let apiVersion: String
    /// Whether it says it speaks OpenSubsonic.
    public let openSubsonic: Bool
    /// Its name and version, when it says (OpenSubsonic's `type`, `serverVersion`).
    public let type: String?, serverVersion: String?
}
