/// The whole library read file by file, in path order, for a server that answers for it as a
/// database of files (MPD's `lsinfo`, `find`, `search`): a read-only connection of its own,
/// which a scan writing at the same time (WAL) never blocks.
public final class LibraryCatalog {
    private let connection: SQLiteConnection
    private static let columns = LibrarySchema.trackColumns + ", tracks.size, tracks.mtime"

    /// Opens the database at `path` read-only; `.unreadable` when there is none yet.
    public init(path: String) throws(LibraryError) {
        connection = try SQLiteConnection(path: path, readOnly: true, busyMilliseconds: 500)
        let version = try connection.statement("PRAGMA user_version").rows { $0.integer(0) ?? 0 }.first ?? 0
        guard version == Int64(LibrarySchema.version) else {
            throw LibraryError(.other, "the library was written by another version of PlayDeck: 'playdeck library rescan' rebuilds it")
        }
    }

    /// The folders added, in path order.
    public func folders() throws(LibraryError) -> [String] {
        try connection.statement("SELECT path FROM folders ORDER BY path").rows { $0.text(0) ?? "" }
    }

    /// Every file under `folder` (every file: nil), in path order.
    public func files(under folder: String?) throws(LibraryError) -> [IndexedTrack] {
        guard let folder else {
            return try connection.statement("SELECT \(Self.columns) FROM tracks ORDER BY path").rows(IndexedTrack.init(row:))
        }
        let (low, high) = LibraryIndex.range(under: folder)
        return try connection.statement("SELECT \(Self.columns) FROM tracks WHERE path >= ? AND path < ? ORDER BY path")
            .bind(.text(low), .text(high)).rows(IndexedTrack.init(row:))
    }

    /// The file at `path`, when it is indexed.
    public func file(at path: String) throws(LibraryError) -> IndexedTrack? {
        try connection.statement("SELECT \(Self.columns) FROM tracks WHERE path = ?").bind(.text(path))
            .rows(IndexedTrack.init(row:)).first
    }

    /// The files whose title, artist, album or any tag holds each of `texts` (three characters
    /// or more each, compared without case by the trigram index), in path order: a superset of
    /// a substring search, which the caller narrows.
    public func files(containing texts: [String]) throws(LibraryError) -> [IndexedTrack] {
        try connection.statement("""
            SELECT \(Self.columns) FROM grams JOIN tracks ON tracks.id = grams.rowid WHERE grams MATCH ? ORDER BY tracks.path
            """).bind(.text(Self.trigramExpression(texts))).rows(IndexedTrack.init(row:))
    }

    /// The paths of `files(containing:)`, in path order, without their rows: for a reader that
    /// has the files already (MPD's database keeps every song in memory).
    public func paths(containing texts: [String]) throws(LibraryError) -> [String] {
        try connection.statement("""
            SELECT tracks.path FROM grams JOIN tracks ON tracks.id = grams.rowid WHERE grams MATCH ? ORDER BY tracks.path
            """).bind(.text(Self.trigramExpression(texts))).rows { $0.text(0) ?? "" }
    }

    /// Every one of `texts` as an FTS5 phrase (quotes doubled).
    private static func trigramExpression(_ texts: [String]) -> String {
        texts.map { "\"" + $0.replacingAll("\"", with: "\"\"") + "\"" }.joined(separator: " AND ")
    }

    /// A number that changes whenever another connection (a scan) has written to the library
    /// since the last call (SQLite's `data_version`): what a cache of it checks.
    public func version() throws(LibraryError) -> Int64 {
        try connection.statement("PRAGMA data_version").rows { $0.integer(0) ?? 0 }.first ?? 0
    }
}

/// A file of the library with the stamp it had when it was read.
public struct IndexedTrack: Sendable, Equatable {
    /// What its tags said.
    public var track: LibraryTrack
    /// Its size and time then.
    public var stamp: FileStamp

    /// A file with this track and stamp.
    public init(track: LibraryTrack, stamp: FileStamp) {
        self.track = track
        self.stamp = stamp
    }

    init(row: SQLiteStatement) {
        self.init(track: LibraryTrack(row: row), stamp: FileStamp(size: row.integer(LibrarySchema.trackColumnCount) ?? 0,
                                                                  modified: row.integer(LibrarySchema.trackColumnCount + 1) ?? 0))
    }
}

private extension String {
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self { if character == target { result += replacement } else { result.append(character) } }
        return result
    }
}
