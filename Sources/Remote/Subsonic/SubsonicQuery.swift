import MusicLibrary

/// The tracks of a server that match a library query ('artist:X album:Y', words for any field),
/// in album order. search3 finds the candidates: the albums named by `album:` (then getAlbum),
/// else the artists named by `artist:` (then getArtist and their albums), else the songs whose
/// words match; every term must then match the track (servers search differently: supysonic
/// 0.7.2 matches a substring of the title alone).
public struct SubsonicQuery: Sendable {
    /// The query's terms.
    public let terms: [LibraryQuery.Term]

    /// The query `text`.
    public init(_ text: String) {
        terms = LibraryQuery(text).terms
    }

    /// Whether every term matches `song`, ignoring case.
    public func matches(_ song: SubsonicSong) -> Bool {
        terms.allSatisfy { term in
            let wanted = term.text.lowercased()
            let fields: [String?] = switch term.field {
            case .title: [song.title]
            case .artist: [song.artist]
            case .album: [song.album]
            case nil: [song.title, song.artist, song.album]
            }
            return fields.contains { $0?.lowercased().contains(wanted) == true }
        }
    }

    /// The matching tracks, or why the server gave none.
    public func songs(on connection: SubsonicConnection, cancellation: SubsonicCancellation? = nil) -> Result<[SubsonicSong], SubsonicFailure> {
        let named = { (field: LibraryQuery.Field) in
            terms.filter { $0.field == field }.map(\.text).max { $0.count < $1.count }
        }
        let candidates: Result<[SubsonicSong], SubsonicFailure>
        if let album = named(.album) {
            candidates = connection.perform(.search3(album, artists: 0, albums: 100, songs: 0), cancellation: cancellation)
                .flatMap { found in Self.tracks(of: found.albums.filter { $0.name.lowercased().contains(album.lowercased()) },
                                                on: connection, cancellation: cancellation) }
        } else if let artist = named(.artist) {
            candidates = connection.perform(.search3(artist, artists: 20, albums: 0, songs: 0), cancellation: cancellation)
                .flatMap { found in
                    var albums: [SubsonicAlbum] = []
                    for match in found.artists where match.name.lowercased().contains(artist.lowercased()) {
                        switch connection.perform(.artist(match.id), cancellation: cancellation) {
                        case let .success(full): albums += full.albums
                        case let .failure(failure): return .failure(failure)
                        }
                    }
                    return Self.tracks(of: albums, on: connection, cancellation: cancellation)
                }
        } else if let words = terms.map(\.text).max(by: { $0.count < $1.count }) {
            candidates = connection.perform(.search3(words, artists: 0, albums: 0, songs: 500), cancellation: cancellation).map(\.songs)
        } else {
            candidates = .success([])
        }
        return candidates.map { songs in
            var seen = Set<String>()
            return songs.filter { matches($0) && seen.insert($0.id).inserted }
        }
    }

    /// The songs of `albums`, album after album, each in its order.
    private static func tracks(of albums: [SubsonicAlbum], on connection: SubsonicConnection,
                               cancellation: SubsonicCancellation?) -> Result<[SubsonicSong], SubsonicFailure> {
        var songs: [SubsonicSong] = []
        for album in albums {
            switch connection.perform(.album(album.id), cancellation: cancellation) {
            case let .success(full): songs += full.songs
            case let .failure(failure): return .failure(failure)
            }
        }
        return .success(songs)
    }
}
