import NowPlaying

/// How the Library panel goes from one list to the next, the same way in the local library
/// (lists named by artist and album names) and on a Subsonic server (named by the server's ids).
extension LibraryListQuery {
    /// The top list of a source: the library's Artists (nil), or a server's.
    static func top(_ server: String?) -> LibraryListQuery {
        server.map { .server($0, .artists) } ?? .artists
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

    /// An artist's albums, from a list of artists.
    func albums(of artist: LibraryList.Artist) -> LibraryListQuery? {
        switch self {
        case .artists: .albums(artist: artist.name)
        case let .server(name, .artists): artist.id.map { .server(name, .albums(artistID: $0, artist: artist.name)) }
        default: nil
        }
    }

    /// Every track of an artist, from a list of artists.
    func tracks(of artist: LibraryList.Artist) -> LibraryListQuery? {
        switch self {
        case .artists: .artistTracks(artist: artist.name)
        case let .server(name, .artists): artist.id.map { .server(name, .artistTracks(artistID: $0, artist: artist.name)) }
        default: nil
        }
    }

    /// An album's tracks, from an artist's albums.
    func tracks(of album: LibraryList.Album) -> LibraryListQuery? {
        switch self {
        case let .albums(artist): .tracks(artist: artist, album: album.title)
        case let .server(name, .albums(_, artist)):
            album.id.map { .server(name, .tracks(albumID: $0, artist: artist, album: album.title ?? "")) }
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
        case let .server(server, .artists): server
        case let .server(server, .albums(_, artist)), let .server(server, .artistTracks(_, artist)): server + ": " + Self.name(artist)
        case let .server(server, .tracks(_, artist, album)): server + ": " + Self.name(artist) + " — " + album
        case let .server(server, .search): server + " search"
        }
    }

    static func name(_ artist: String) -> String { artist.isEmpty ? "Unknown Artist" : artist }
}
