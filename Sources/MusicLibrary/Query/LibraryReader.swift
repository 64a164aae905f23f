/// The library read, never written: search, the Artists → Albums → Tracks lists and the tracks
/// a query plays. A read-only connection of its own, which a scan writing at the same time
/// (WAL) never blocks; the tile's panel and `library search` each hold one.
public final class LibraryReader {
    private let connection: SQLiteConnection

    /// Opens the database at `path` read-only; `.unreadable` when there is none yet.
    public init(path: String) throws(LibraryError) {
        connection = try SQLiteConnection(path: path, readOnly: true, busyMilliseconds: 500)
        // A file that is not a database says so at its first read, not later in the panel.
        _ = try connection.statement("SELECT COUNT(*) FROM folders").rows { $0.integer(0) }
    }

    /// Tracks matching `query`, in album order (shelf artist, year, album, disc, track), at most
    /// `limit` of them.
    public func search(_ query: LibraryQuery, limit: Int = 200) throws(LibraryError) -> [LibraryTrack] {
        guard !query.isEmpty else { return [] }
        var sets: [String] = [], values: [SQLiteValue] = []
        for term in query.terms {
            var parts = ["SELECT rowid FROM words WHERE words MATCH ?"]
            values.append(.text(LibraryQuery.wordsExpression(term)))
            if let grams = LibraryQuery.gramsExpression(term) {
                parts.append("SELECT rowid FROM grams WHERE grams MATCH ?")
                values.append(.text(grams))
            } else if LibraryQuery.needsSubstring(term) {
                let columns = term.field.map { [$0.rawValue] } ?? LibraryQuery.Field.allCases.map(\.rawValue)
                parts.append("SELECT id FROM tracks WHERE " + columns.map { "\($0) LIKE ? ESCAPE '\\'" }.joined(separator: " OR "))
                values += columns.map { _ in .text(LibraryQuery.likePattern(term.text)) }
            }
            sets.append(parts.joined(separator: " UNION "))
        }
        values.append(.integer(Int64(limit)))
        let sql = "SELECT \(LibrarySchema.trackColumns) FROM tracks WHERE id IN (\(sets.joined(separator: " INTERSECT "))) "
            + "ORDER BY \(Self.albumOrder) LIMIT ?"
        return try connection.statement(sql).bind(values).rows(LibraryTrack.init(row:))
    }

    /// Every track matching `query`, in album order: what `--library QUERY` plays.
    public func tracks(matching query: LibraryQuery) throws(LibraryError) -> [LibraryTrack] {
        try search(query, limit: Int(Int32.max))
    }

    /// The shelf artists (album artist, else artist), in name order, with their counts.
    public func artists() throws(LibraryError) -> [LibraryArtist] {
        try connection.statement("""
            SELECT shelf, COUNT(DISTINCT album COLLATE NOCASE), COUNT(*) FROM tracks
            GROUP BY shelf COLLATE NOCASE ORDER BY shelf COLLATE NOCASE
            """).rows { LibraryArtist(name: $0.text(0) ?? "", albums: Int($0.integer(1) ?? 0), tracks: Int($0.integer(2) ?? 0)) }
    }

    /// An artist's albums, oldest first, each with a file that holds a cover when one does.
    public func albums(of artist: String) throws(LibraryError) -> [LibraryAlbum] {
        try connection.statement("""
            SELECT album, MIN(year), COUNT(*), MAX(CASE WHEN cover = 1 THEN path END) FROM tracks
            WHERE shelf = ? COLLATE NOCASE GROUP BY album COLLATE NOCASE ORDER BY MIN(year), album COLLATE NOCASE
            """).bind(.text(artist)).rows {
            LibraryAlbum(title: $0.text(0), year: $0.integer(1).map(Int.init), tracks: Int($0.integer(2) ?? 0), coverPath: $0.text(3))
        }
    }

    /// An album's tracks (nil: the artist's tracks without an album), in disc and track order.
    public func tracks(of artist: String, album: String?) throws(LibraryError) -> [LibraryTrack] {
        try connection.statement("""
            SELECT \(LibrarySchema.trackColumns) FROM tracks
            WHERE shelf = ? COLLATE NOCASE AND (album = ? COLLATE NOCASE OR (album IS NULL AND ? IS NULL))
            ORDER BY \(Self.albumOrder)
            """).bind(.text(artist), .optional(album), .optional(album)).rows(LibraryTrack.init(row:))
    }

    private static let albumOrder = "shelf COLLATE NOCASE, year, album COLLATE NOCASE, disc, track, path"
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
