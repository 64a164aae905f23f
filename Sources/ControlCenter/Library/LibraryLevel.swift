import NowPlaying

/// How the Library panel goes from one list to the next, the same way in the local library
/// (lists named by artist and album names) and on a Subsonic server (named by the server's ids).
extension LibraryListQuery {
    /// The top list of a source: the library's Artists (nil), or a server's.
    static func top(_ server: String?) -> LibraryListQuery {
        server.map { .server($0, .top) } ?? .artists
    }

    /// The server this list is of; nil for the local library.
    var server: String? {
        if case let .server(name, _) = self { name } else { nil }
    }

    /// The text searched for, when this is a search.
    var searchText: String? {
        switch self {
        case let .search(text), let .server(_, .search(text)): text
        default: nil
        }
    }

    /// A search of this list's source.
    func search(_ text: String) -> LibraryListQuery {
        server.map { .server($0, .search(text)) } ?? .search(text)
    }

    /// Whether `other` is the same list, or a search of the same source (whose answer stays up
    /// while the next search is typed).
    func shows(_ other: LibraryListQuery) -> Bool {
        self == other || (searchText != nil && other.searchText != nil && server == other.server)
    }

    /// An artist's albums, from the library's artists (a server's are shelves).
    func albums(of artist: LibraryList.Artist) -> LibraryListQuery? {
        if case .artists = self { .albums(artist: artist.name) } else { nil }
    }

    /// Every track of an artist, from the library's artists.
    func tracks(of artist: LibraryList.Artist) -> LibraryListQuery? {
        if case .artists = self { .artistTracks(artist: artist.name) } else { nil }
    }

    /// An album's tracks, from an artist's albums or a server's list of albums.
    func tracks(of album: LibraryList.Album) -> LibraryListQuery? {
        switch self {
        case let .albums(artist): .tracks(artist: artist, album: album.title)
        case let .server(name, .albums(_, artist)):
            album.id.map { .server(name, .tracks(albumID: $0, artist: artist, album: album.title ?? "")) }
        case let .server(name, .albumList):
            album.id.map { .server(name, .tracks(albumID: $0, artist: album.artist ?? "", album: album.title ?? "")) }
        default: nil
        }
    }

    /// "Library", the artist, "Artist — Album", "Library search"; a server's lists begin with
    /// its name ("home", "home: Artist").
    var title: String {
        switch self {
        case .artists: "Library"
        case let .albums(artist), let .artistTracks(artist): Self.name(artist)
        case let .tracks(artist, album): Self.name(artist) + " — " + (album ?? "No Album")
        case .search: "Library search"
        case let .server(server, .top): server
        case let .server(server, .albumList(_, title)), let .server(server, .playlist(_, title)): server + ": " + title
        case let .server(server, .playlists): server + ": Playlists"
        case let .server(server, .albums(_, artist)), let .server(server, .artistTracks(_, artist)): server + ": " + Self.name(artist)
        case let .server(server, .tracks(_, artist, album)): server + ": " + Self.name(artist) + " — " + album
        case let .server(server, .search): server + " search"
        }
    }

    static func name(_ artist: String) -> String { artist.isEmpty ? "Unknown Artist" : artist }
}
