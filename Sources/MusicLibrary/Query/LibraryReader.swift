/// The library read, never written: search, the Artists → Albums → Tracks lists and the tracks
/// a query plays. A read-only connection of its own, which a scan writing at the same time
/// (WAL) never blocks; the tile's panel and `library search` each hold one.
public final class LibraryReader {
    private let connection: SQLiteConnection

    /// Opens the database at `path` read-only; `.unreadable` when there is none yet.
    public init(path: String) throws(LibraryError) {
        connection = try SQLiteConnection(path: path, readOnly: true, busyMilliseconds: 500)
        // A file that is not a database says so at its first read, not later in the panel.
        let version = try connection.statement("PRAGMA user_version").rows { $0.integer(0) ?? 0 }.first ?? 0
        guard version == Int64(LibrarySchema.version) else {
            throw LibraryError(.other, "the library was written by another version of PlayDeck: 'playdeck library rescan' rebuilds it")
        }
    }

    /// Tracks matching `query`, at most `limit` of them, in album order (shelf artist, year,
    /// album, disc, track). FTS5 drives the search and stops at the limit, so a first letter
    /// matching half the library costs what a word does; beyond the limit the tracks are the
    /// first in the index's order (the scan's path order), which typing more narrows.
    public func search(_ query: LibraryQuery, limit: Int = 200) throws(LibraryError) -> [LibraryTrack] {
        guard !query.isEmpty else { return [] }
        let words = query.terms.filter { !LibraryQuery.needsGrams($0) }.map(LibraryQuery.wordsExpression)
        let grams = query.terms.filter(LibraryQuery.needsGrams).map(LibraryQuery.gramsExpression)
        var values: [SQLiteValue] = []
        var sql = "SELECT \(LibrarySchema.trackColumns) FROM "
        if !words.isEmpty {
            sql += "words JOIN tracks ON tracks.id = words.rowid WHERE words MATCH ?"
            values.append(.text(words.joined(separator: " AND ")))
            if !grams.isEmpty {
                sql += " AND tracks.id IN (SELECT rowid FROM grams WHERE grams MATCH ?)"
                values.append(.text(grams.joined(separator: " AND ")))
            }
        } else {
            sql += "grams JOIN tracks ON tracks.id = grams.rowid WHERE grams MATCH ?"
            values.append(.text(grams.joined(separator: " AND ")))
        }
        values.append(.integer(Int64(limit)))
        let found = try connection.statement(sql + " LIMIT ?").bind(values).rows(LibraryTrack.init(row:))
        return LibraryTrack.inAlbumOrder(found)
    }

    /// Every track matching `query`, in album order: what `--library QUERY` plays.
    public func tracks(matching query: LibraryQuery) throws(LibraryError) -> [LibraryTrack] {
        try search(query, limit: Int(Int32.max))
    }

    /// The shelf artists (album artist, else artist), in name order, with their counts.
    public func artists() throws(LibraryError) -> [LibraryArtist] {
        try connection.statement("SELECT shelf, COUNT(*), SUM(tracks) FROM albums GROUP BY shelf ORDER BY shelf")
            .rows { LibraryArtist(name: $0.text(0) ?? "", albums: Int($0.integer(1) ?? 0), tracks: Int($0.integer(2) ?? 0)) }
    }

    /// An artist's albums, oldest first, each with a file that holds a cover when one does.
    public func albums(of artist: String) throws(LibraryError) -> [LibraryAlbum] {
        try connection.statement("SELECT title, year, tracks, cover FROM albums WHERE shelf = ? ORDER BY year, album")
            .bind(.text(artist)).rows {
                LibraryAlbum(title: $0.text(0), year: $0.integer(1).map(Int.init), tracks: Int($0.integer(2) ?? 0), coverPath: $0.text(3))
            }
    }

    /// An album's tracks (nil: the artist's tracks without an album), in disc and track order.
    public func tracks(of artist: String, album: String?) throws(LibraryError) -> [LibraryTrack] {
        try connection.statement("""
            SELECT \(LibrarySchema.trackColumns) FROM tracks
            WHERE shelf = ? COLLATE NOCASE AND (album = ? COLLATE NOCASE OR (album IS NULL AND ? IS NULL))
            ORDER BY disc, track, path
            """).bind(.text(artist), .optional(album), .optional(album)).rows(LibraryTrack.init(row:))
    }
}

/// An artist in the Artists list.
public struct LibraryArtist: Sendable, Equatable {
    /// The name as the files have it ("" for tracks without one).
    public var name: String
    /// How many albums.
    public var albums: Int
    /// How many tracks.
    public var tracks: Int
}

/// An album in an artist's Albums list.
public struct LibraryAlbum: Sendable, Equatable {
    /// The title, nil for the tracks without an album.
    public var title: String?
    /// The earliest year its tracks give.
    public var year: Int?
    /// How many tracks.
    public var tracks: Int
    /// A file of the album that holds a cover picture, when one does.
    public var coverPath: String?
}
