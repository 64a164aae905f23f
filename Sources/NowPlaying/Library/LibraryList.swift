/// One list of the music library a view asks a source for (`NowPlayingIntent.library`).
public enum LibraryListQuery: Sendable, Equatable, Hashable, Codable {
    /// The shelf artists (album artist, else artist), in name order.
    case artists
    /// An artist's albums, oldest first.
    case albums(artist: String)
    /// An album's tracks in disc and track order (nil: the artist's tracks without an album).
    case tracks(artist: String, album: String?)
    /// Every track of an artist, album after album: what appending the artist queues.
    case artistTracks(artist: String)
    /// The tracks a search finds, in album order, at most `LibraryList.searchLimit`.
    case search(String)
    /// A list of the Subsonic server called so (`playdeck server add`), asked of it over the
    /// network: the answer comes later.
    case server(String, ServerLibraryQuery)
}

/// One list of a Subsonic server's library: the server's ids find it, the names title it.
public enum ServerLibraryQuery: Sendable, Equatable, Hashable, Codable {
    /// The server's top list: its album lists and playlists, then its artists (`getArtists`, in
    /// the server's order), each a shelf that opens a list.
    case top
    /// A list of albums of many artists (`getAlbumList2` of `type`: "newest", "recent",
    /// "random", "starred"), titled `title`.
    case albumList(type: String, title: String)
    /// The user's playlists (`getPlaylists`), each a shelf.
    case playlists
    /// A playlist's tracks (`getPlaylist`).
    case playlist(id: String, name: String)
    /// An artist's albums (`getArtist`).
    case albums(artistID: String, artist: String)
    /// An album's tracks (`getAlbum`).
    case tracks(albumID: String, artist: String, album: String)
    /// Every track of an artist, album after album: what appending the artist queues.
    case artistTracks(artistID: String, artist: String)
    /// The songs `search3` finds, at most `LibraryList.searchLimit`.
    case search(String)
}

/// A source's answer to a `LibraryListQuery` (`NowPlayingValue.library`): the rows, or why
/// there are none. It names the query it answers, so an answer to one since left is dropped.
public struct LibraryList: Sendable, Equatable, Codable {
    /// The most tracks a search answers with.
    public static let searchLimit = 100

    /// The query this answers.
    public var query: LibraryListQuery
    /// The rows, of the kind the query asks for.
    public var rows: Rows
    /// Why there are no rows; nil when the list was read.
    public var problem: Problem?
    /// The Subsonic servers the player also browses, by name; nil from one that has none.
    public var servers: [String]?

    /// An answer with rows, or with a problem and none.
    public init(query: LibraryListQuery, rows: Rows, problem: Problem? = nil, servers: [String]? = nil) {
        self.query = query
        self.rows = rows
        self.problem = problem
        self.servers = servers
    }

    /// The answer of a source without a library (a tile on another desktop player).
    public static func unavailable(_ query: LibraryListQuery) -> LibraryList {
        LibraryList(query: query, rows: .tracks([]), problem: .unavailable)
    }

    /// The rows of one list.
    public enum Rows: Sendable, Equatable, Codable {
        case artists([Artist])
        case albums([Album])
        case tracks([Track])
        /// Entries that each open a list (a server's album lists, playlists and artists).
        case shelves([Shelf])
    }

    /// An entry that opens a list: what Enter shows, and what `a` and `A` queue.
    public struct Shelf: Sendable, Equatable, Codable {
        /// The name shown ("Recently added", an artist, a playlist).
        public var title: String
        /// The right-aligned detail ("2 albums"), when there is one.
        public var detail: String?
        /// The list Enter opens.
        public var opens: LibraryListQuery
        /// The tracks `a` and `A` queue; nil when there are none to queue (an album list).
        public var queues: LibraryListQuery?
        /// Whether the server has it starred (a server's artist); nil for what cannot be starred.
        public var starred: Bool?

        /// A shelf opening `opens`.
        public init(title: String, detail: String? = nil, opens: LibraryListQuery, queues: LibraryListQuery? = nil, starred: Bool? = nil) {
            self.title = title
            self.detail = detail
            self.opens = opens
            self.queues = queues
            self.starred = starred
        }
    }

    /// Why a list has no rows.
    public enum Problem: Sendable, Equatable, Codable {
        /// This source has no library.
        case unavailable
        /// No library has been made yet, or it holds no tracks (`playdeck library add DIR`
        /// makes one); `offer`: a music folder of the player's to add (`library-scan`), as a
        /// person writes it ("~/Music"), when there is one.
        case empty(offer: String?)
        /// The library could not be read: why, in one line.
        case unreadable(String)
    }

    /// An artist in the Artists list.
    public struct Artist: Sendable, Equatable, Codable {
        /// The name as the files have it ("" for tracks without one).
        public var name: String
        /// How many albums.
        public var albums: Int
        /// The server's id of the artist; nil in the local library, where the name is the key.
        public var id: String?

        /// An artist with its album count.
        public init(name: String, albums: Int, id: String? = nil) {
            self.name = name
            self.albums = albums
            self.id = id
        }
    }

    /// An album in an artist's Albums list.
    public struct Album: Sendable, Equatable, Codable {
        /// The title, nil for the tracks without an album.
        public var title: String?
        /// The earliest year its tracks give.
        public var year: Int?
        /// How many tracks.
        public var tracks: Int
        /// The server's id of the album; nil in the local library.
        public var id: String?
        /// Its artist, in a list of albums of many (a server's Recently added); nil in an artist's.
        public var artist: String?
        /// Whether the server has it starred; nil in the local library.
        public var starred: Bool?

        /// An album with its year and track count.
        public init(title: String?, year: Int?, tracks: Int, id: String? = nil, artist: String? = nil, starred: Bool? = nil) {
            self.title = title
            self.year = year
            self.tracks = tracks
            self.id = id
            self.artist = artist
            self.starred = starred
        }
    }

    /// A track in an album's list or a search's.
    public struct Track: Sendable, Equatable, Codable {
        /// The file, as the player opens it (a server's track: `subsonic://NAME/ID`).
        public var path: String
        /// The title (the file's name when it has none).
        public var title: String
        /// The shelf artist (album artist, else artist; "" when none).
        public var artist: String
        /// The album.
        public var album: String?
        /// The disc number.
        public var disc: Int?
        /// The track number.
        public var number: Int?
        /// Seconds, when known.
        public var duration: Double?
        /// Whether the server has it starred; nil in the local library.
        public var starred: Bool?

        /// A track with these values.
        public init(path: String, title: String, artist: String, album: String? = nil, disc: Int? = nil, number: Int? = nil,
                    duration: Double? = nil, starred: Bool? = nil) {
            self.path = path
            self.title = title
            self.artist = artist
            self.album = album
            self.disc = disc
            self.number = number
            self.duration = duration
            self.starred = starred
        }
    }
}
