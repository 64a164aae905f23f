import JSONCoding

/// One call of the Subsonic API as a value: its method, its parameters and how its answer's
/// payload becomes `Value`. A panel keeps them as cache keys (`key`) and hands them to
/// `SubsonicConnection.perform` on a worker.
public struct SubsonicRequest<Value: Sendable>: Sendable {
    /// The API method ("search3").
    public let method: String
    /// Its parameters, in order (no credential: the connection adds those).
    public let parameters: [(String, String)]
    let read: @Sendable (_ status: Int, _ body: [UInt8]) -> Result<Value, SubsonicFailure>

    /// The method and its parameters as one text: equal requests have equal keys.
    public var key: String { ([method] + parameters.map { $0.0 + "=" + $0.1 }).joined(separator: "\u{1F}") }

    init<Payload: Decodable & Sendable>(_ method: String, _ parameters: [(String, String)], payload: Payload.Type,
                             value: @escaping @Sendable (Payload) -> Value) {
        self.method = method
        self.parameters = parameters
        read = { status, body in SubsonicAnswer.read(Payload.self, status: status, body: body).map { value($0.0) } }
    }
}

/// What `getAlbumList2` lists.
public enum SubsonicAlbumListType: String, Sendable, CaseIterable {
    /// Recently added, recently played, most played, at random, starred, by name.
    case newest, recent, frequent, random, starred, alphabeticalByName
}

/// What `star` and `unstar` mark.
public enum SubsonicStarTarget: Sendable, Equatable {
    /// A song (`id`), an album (`albumId`), an artist (`artistId`).
    case song(String), album(String), artist(String)

    var parameter: (String, String) {
        switch self {
        case let .song(id): ("id", id)
        case let .album(id): ("albumId", id)
        case let .artist(id): ("artistId", id)
        }
    }
}

extension SubsonicRequest {
    /// `ping`: the server answers.
    public static func ping() -> SubsonicRequest<Void> {
        .init("ping", [], payload: SubsonicAnswer.Nothing.self) { _ in () }
    }

    /// `search3`: artists, albums and songs matching `query`.
    public static func search3(_ query: String, artists: Int = 20, albums: Int = 20, songs: Int = 50, songOffset: Int = 0)
        -> SubsonicRequest<SubsonicSearchResult> {
        .init("search3", [("query", query), ("artistCount", String(artists)), ("albumCount", String(albums)),
                          ("songCount", String(songs)), ("songOffset", String(songOffset))],
              payload: SearchAnswer.self) { $0.searchResult3 }
    }

    /// `getArtists`: the artist index, letter by letter.
    public static func artists() -> SubsonicRequest<[SubsonicArtistIndex]> {
        .init("getArtists", [], payload: ArtistsAnswer.self) { $0.artists.index }
    }

    /// `getArtist`: an artist and its albums.
    public static func artist(_ id: String) -> SubsonicRequest<SubsonicArtist> {
        .init("getArtist", [("id", id)], payload: ArtistAnswer.self) { $0.artist }
    }

    /// `getAlbum`: an album and its songs.
    public static func album(_ id: String) -> SubsonicRequest<SubsonicAlbum> {
        .init("getAlbum", [("id", id)], payload: AlbumAnswer.self) { $0.album }
    }

    /// `getSong`: one song, by its id.
    public static func song(_ id: String) -> SubsonicRequest<SubsonicSong> {
        .init("getSong", [("id", id)], payload: SongAnswer.self) { $0.song }
    }

    /// `getAlbumList2`: a page of albums of one kind.
    public static func albumList(_ type: SubsonicAlbumListType, size: Int = 50, offset: Int = 0) -> SubsonicRequest<[SubsonicAlbum]> {
        .init("getAlbumList2", [("type", type.rawValue), ("size", String(size)), ("offset", String(offset))],
              payload: AlbumListAnswer.self) { $0.albumList2.album ?? [] }
    }

    /// `getPlaylists`: the user's playlists, without their songs.
    public static func playlists() -> SubsonicRequest<[SubsonicPlaylist]> {
        .init("getPlaylists", [], payload: PlaylistsAnswer.self) { $0.playlists.playlist ?? [] }
    }

    /// `getPlaylist`: a playlist and its songs.
    public static func playlist(_ id: String) -> SubsonicRequest<SubsonicPlaylist> {
        .init("getPlaylist", [("id", id)], payload: PlaylistAnswer.self) { $0.playlist }
    }

    /// `star` or `unstar`.
    public static func star(_ target: SubsonicStarTarget, _ starred: Bool) -> SubsonicRequest<Void> {
        .init(starred ? "star" : "unstar", [target.parameter], payload: SubsonicAnswer.Nothing.self) { _ in () }
    }

    /// `scrobble`: "playing now" (`submission` false) or a play (true), at `time` (seconds since 1970).
    public static func scrobble(_ id: String, time: Int, submission: Bool) -> SubsonicRequest<Void> {
        .init("scrobble", [("id", id), ("time", String(time) + "000"), ("submission", submission ? "true" : "false")],
              payload: SubsonicAnswer.Nothing.self) { _ in () }
    }

    /// `scrobble submission=false` without a time: `id` plays now (the server's Now Playing).
    public static func nowPlaying(_ id: String) -> SubsonicRequest<Void> {
        .init("scrobble", [("id", id), ("submission", "false")], payload: SubsonicAnswer.Nothing.self) { _ in () }
    }

    /// `getNowPlaying`: what every user plays now.
    public static func nowPlaying() -> SubsonicRequest<[SubsonicNowPlaying]> {
        .init("getNowPlaying", [], payload: NowPlayingAnswer.self) { $0.nowPlaying.entry ?? [] }
    }

    /// `getLyricsBySongId` (OpenSubsonic `songLyrics`): every set of lyrics the server has for song `id`.
    public static func lyrics(songID id: String) -> SubsonicRequest<[SubsonicStructuredLyrics]> {
        .init("getLyricsBySongId", [("id", id)], payload: LyricsListAnswer.self) { $0.lyricsList.structuredLyrics ?? [] }
    }

    /// `getLyrics`: the words of `title` by `artist`, nil when the server has none.
    public static func lyrics(artist: String, title: String) -> SubsonicRequest<SubsonicLyrics?> {
        .init("getLyrics", [("artist", artist), ("title", title)], payload: LyricsAnswer.self) { $0.lyrics?.text == nil ? nil : $0.lyrics }
    }
}

private struct SearchAnswer: Decodable, Sendable {
    let searchResult3: SubsonicSearchResult
}

private struct ArtistsAnswer: Decodable, Sendable {
    struct Index: Decodable, Sendable {
        let index: [SubsonicArtistIndex]

        init(from decoder: any Decoder) throws {
            index = try decoder.container(keyedBy: JSONKey.self).decodeIfPresent([SubsonicArtistIndex].self, forKey: JSONKey(stringValue: "index")) ?? []
        }
    }

    let artists: Index
}

private struct ArtistAnswer: Decodable, Sendable {
    let artist: SubsonicArtist
}

private struct AlbumAnswer: Decodable, Sendable {
    let album: SubsonicAlbum
}

private struct SongAnswer: Decodable, Sendable {
    let song: SubsonicSong
}

private struct AlbumListAnswer: Decodable, Sendable {
    struct List: Decodable, Sendable {
        let album: [SubsonicAlbum]?
    }

    let albumList2: List
}

private struct PlaylistsAnswer: Decodable, Sendable {
    struct List: Decodable, Sendable {
        let playlist: [SubsonicPlaylist]?
    }

    let playlists: List
}

private struct PlaylistAnswer: Decodable, Sendable {
    let playlist: SubsonicPlaylist
}

private struct NowPlayingAnswer: Decodable, Sendable {
    struct List: Decodable, Sendable {
        let entry: [SubsonicNowPlaying]?
    }

    let nowPlaying: List
}

private struct LyricsAnswer: Decodable, Sendable {
    let lyrics: SubsonicLyrics?
}

private struct LyricsListAnswer: Decodable, Sendable {
    struct List: Decodable, Sendable {
        let structuredLyrics: [SubsonicStructuredLyrics]?
    }

    let lyricsList: List
}
