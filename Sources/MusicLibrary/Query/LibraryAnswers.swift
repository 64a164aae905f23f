import NowPlaying

/// Answers the Library panel's lists from the library at `path`, on the player's side of a
/// source (so a tile over the socket browses the player's library, not its own machine's).
/// Each list is one indexed query (the Artists list reads the `albums` table, a search stops at
/// `LibraryList.searchLimit`), fast enough to run on the loop.
public final class LibraryAnswers {
    private let path: String
    private let environment: [String: String]
    /// A read-only connection, opened at the first list and again after a failed one.
    private var reader: LibraryReader?

    /// Answers from the database at `path` (there need not be one yet); an empty library offers
    /// the music folder of `environment` (HOME, and the XDG user folders glib reads).
    public init(path: String, environment: [String: String] = [:]) {
        self.path = path
        self.environment = environment
    }

    /// The list `query` asks for, or why it cannot be read.
    public func answer(_ query: LibraryListQuery) -> LibraryList {
        do throws(LibraryError) {
            let rows = try rows(query, reader: try openReader())
            // No artists: nothing has been added yet (or every folder added is empty).
            if case let .artists(artists) = rows, artists.isEmpty { return LibraryList(query: query, rows: rows, problem: empty) }
            return LibraryList(query: query, rows: rows)
        } catch {
            reader = nil
            // The database cannot be opened before the first `library add` makes it.
            return LibraryList(query: query, rows: .tracks([]), problem: error.kind == .unreadable ? empty : .unreadable(error.message))
        }
    }

    private var empty: LibraryList.Problem {
        .empty(offer: MusicFolder.offer(environment: environment).map { MusicFolder.shown($0, environment: environment) })
    }

    private func openReader() throws(LibraryError) -> LibraryReader {
        if let reader { return reader }
        let opened = try LibraryReader(path: path)
        reader = opened
        return opened
    }

    private func rows(_ query: LibraryListQuery, reader: LibraryReader) throws(LibraryError) -> LibraryList.Rows {
        switch query {
        case .artists:
            return .artists(try reader.artists().map { LibraryList.Artist(name: $0.name, albums: $0.albums) })
        case let .albums(artist):
            return .albums(try reader.albums(of: artist).map { LibraryList.Album(title: $0.title, year: $0.year, tracks: $0.tracks) })
        case let .tracks(artist, album):
            return .tracks(try reader.tracks(of: artist, album: album).map(Self.row))
        case let .artistTracks(artist):
            var tracks: [LibraryList.Track] = []
            for album in try reader.albums(of: artist) { tracks += try reader.tracks(of: artist, album: album.title).map(Self.row) }
            return .tracks(tracks)
        case let .search(text):
            return .tracks(try reader.search(LibraryQuery(text), limit: LibraryList.searchLimit).map(Self.row))
        case .server:
            // A server's lists are its answerer's (`SessionSource.serverLibrary`), never this library's.
            return .tracks([])
        }
    }

    private static func row(_ track: LibraryTrack) -> LibraryList.Track {
        LibraryList.Track(path: track.path, title: track.title, artist: track.shelf, album: track.album, disc: track.disc,
                          number: track.track, duration: track.duration)
    }
}
