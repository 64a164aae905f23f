import CLinux
import Glibc
import EventLoop

/// The library's database opened for writing: one writer (each batch is one BEGIN IMMEDIATE
/// transaction; another PlayDeck's batch is waited for briefly, then reported busy), in WAL mode
/// so that readers (the tile's panel, `library search`) never wait for it.
public final class LibraryIndex {
    /// The database file.
    public let path: String
    /// Said once when the database was found corrupt and set aside (where it went).
    public let notice: String?
    /// Whether it was written by another version of PlayDeck and so emptied of its tracks (its
    /// folders kept), and they have not been read again since (`noteReadAgain`): kept in the
    /// database, so that a player killed while reading them reads them at its next start.
    public let wasEmptied: Bool
    let connection: SQLiteConnection

    /// Opens (or creates) the database at `path`. A corrupt one is renamed to
    /// `library.db.corrupt-DATE` and a new one made, said in `notice`.
    public init(path: String, busyMilliseconds: Int32 = 2000) throws(LibraryError) {
        self.path = path
        guard LibraryLocation.makeFolders(above: path) else {
            throw LibraryError(.unreadable, "cannot make the folder for \(path): \(String(cString: strerror(errno)))")
        }
        do {
            (connection, wasEmptied) = try Self.open(path, busyMilliseconds: busyMilliseconds, check: true)
            notice = nil
        } catch where error.kind == .corrupt {
            let aside = try Self.setAside(path)
            (connection, wasEmptied) = try Self.open(path, busyMilliseconds: busyMilliseconds, check: false)
            notice = "the library at \(path) was corrupt (\(error.message)): set aside as \(aside), and rebuilt empty; "
                + "'playdeck library add' its folders again"
        }
    }

    private static func open(_ path: String, busyMilliseconds: Int32, check: Bool) throws(LibraryError)
        -> (SQLiteConnection, emptied: Bool) {
        let connection = try SQLiteConnection(path: path, readOnly: false, busyMilliseconds: busyMilliseconds)
        // A page that does not add up is found here rather than halfway through a scan.
        if check {
            let verdict = try connection.statement("PRAGMA quick_check(1)")
            if try verdict.step(), let text = verdict.text(0), text != "ok" { throw LibraryError(.corrupt, text) }
            verdict.reset()
        }
        let mode = try connection.statement("PRAGMA journal_mode=WAL")
        _ = try mode.step()
        mode.reset()
        try connection.execute("PRAGMA synchronous=NORMAL")
        let version = try connection.statement("PRAGMA user_version")
        let found = try version.step() ? version.integer(0) ?? 0 : 0
        version.reset()
        if found != Int64(LibrarySchema.version) {
            try connection.transaction { () throws(LibraryError) in
                if found != 0 { try connection.execute("DROP TABLE IF EXISTS words; DROP TABLE IF EXISTS grams; DROP TABLE IF EXISTS albums; "
                    + "DROP TABLE IF EXISTS tracks") }
                try connection.execute(LibrarySchema.tables)
                try connection.execute(LibrarySchema.readAgain)
                if found != 0 { try connection.execute("INSERT INTO read_again VALUES (1)") }
                try connection.execute("PRAGMA user_version=\(LibrarySchema.version)")
            }
        } else {
            // A database of this version made before the mark was kept.
            try connection.execute(LibrarySchema.readAgain)
        }
        let pending = try connection.statement("SELECT EXISTS (SELECT 1 FROM read_again)")
        let emptied = try pending.step() && pending.integer(0) == 1
        pending.reset()
        return (connection, emptied)
    }

    /// The folders of an emptied database have been read again: the next start leaves them.
    public func noteReadAgain() throws(LibraryError) {
        try connection.execute("DELETE FROM read_again")
    }

    /// Renames the database (and its WAL and shared-memory files) to `PATH.corrupt-DATE`, or
    /// `PATH.corrupt-DATE-2`, `-3`… when that is taken: a backup is never replaced, even by
    /// two corruptions within a second.
    static func setAside(_ path: String, at now: time_t = time(nil)) throws(LibraryError) -> String {
        var now = now, local = tm()
        localtime_r(&now, &local)
        var buffer = [CChar](repeating: 0, count: 32)
        let count = strftime(&buffer, buffer.count, "%Y%m%d-%H%M%S", &local)
        let stamp = path + ".corrupt-" + String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        for attempt in 1...1000 {
            let aside = attempt == 1 ? stamp : "\(stamp)-\(attempt)"
            var info = stat()
            // A name whose WAL or shared-memory file is there already is taken too.
            if ["-wal", "-shm"].contains(where: { lstat(aside + $0, &info) == 0 }) { continue }
            if pd_rename_noreplace(path, aside) != 0 {
                let failure = SystemError("rename \(path)")
                if failure.code == EEXIST { continue }
                throw LibraryError(.corrupt, "the library at \(path) is corrupt and cannot be set aside: \(failure.message)")
            }
            for suffix in ["-wal", "-shm"] { _ = pd_rename_noreplace(path + suffix, aside + suffix) }
            return aside
        }
        throw LibraryError(.corrupt, "the library at \(path) is corrupt and cannot be set aside: 1000 backups of it are kept already")
    }

    /// The folders added, in the order of their paths.
    public func folders() throws(LibraryError) -> [String] {
        try connection.statement("SELECT path FROM folders ORDER BY path").rows { $0.text(0) ?? "" }
    }

    /// Records a folder as part of the library.
    public func addFolder(_ folder: String) throws(LibraryError) {
        try connection.transaction { () throws(LibraryError) in
            try connection.statement("INSERT OR IGNORE INTO folders(path) VALUES (?)").bind(.text(folder)).run()
        }
    }

    /// Forgets a folder and its tracks (those another added folder also holds stay); how many
    /// tracks went.
    public func removeFolder(_ folder: String) throws(LibraryError) -> Int {
        try connection.transaction { () throws(LibraryError) in
            try connection.statement("DELETE FROM folders WHERE path = ?").bind(.text(folder)).run()
            let others = try connection.statement("SELECT path FROM folders").rows { $0.text(0) ?? "" }
            if others.contains(where: { Self.contains($0, folder) }) { return 0 }
            let (low, high) = Self.range(under: folder)
            try connection.statement("DELETE FROM tracks WHERE path >= ? AND path < ?").bind(.text(low), .text(high)).run()
            return connection.changes
        }
    }

    /// The size and time of every indexed file under `folder`, by path.
    public func stamps(under folder: String) throws(LibraryError) -> [String: FileStamp] {
        let (low, high) = Self.range(under: folder)
        let rows = try connection.statement("SELECT path, size, mtime FROM tracks WHERE path >= ? AND path < ?")
            .bind(.text(low), .text(high))
        var stamps: [String: FileStamp] = [:]
        while try rows.step() {
            stamps[rows.text(0) ?? ""] = FileStamp(size: rows.integer(1) ?? -1, modified: rows.integer(2) ?? -1)
        }
        return stamps
    }

    /// Writes one batch in one transaction: tracks added or updated, paths removed. A batch
    /// that fails leaves every earlier batch in place.
    public func write(_ tracks: [(LibraryTrack, FileStamp)], removing removed: [String] = []) throws(LibraryError) {
        try connection.transaction { () throws(LibraryError) in
            let upsert = try connection.statement("""
                INSERT INTO tracks(path, size, mtime, title, artist, album, album_artist, shelf, year, disc, track, duration, genre, cover,
                                   tags, sample_rate, sample_bits, channels, codec)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT(path) DO UPDATE SET size = excluded.size, mtime = excluded.mtime, title = excluded.title,
                    artist = excluded.artist, album = excluded.album, album_artist = excluded.album_artist,
                    shelf = excluded.shelf, year = excluded.year, disc = excluded.disc, track = excluded.track,
                    duration = excluded.duration, genre = excluded.genre, cover = excluded.cover,
                    tags = excluded.tags, sample_rate = excluded.sample_rate, sample_bits = excluded.sample_bits,
                    channels = excluded.channels, codec = excluded.codec
                """)
            for (track, stamp) in tracks {
                try upsert.bind(.text(track.path), .integer(stamp.size), .integer(stamp.modified), .text(track.title),
                                .optional(track.artist), .optional(track.album), .optional(track.albumArtist), .text(track.shelf),
                                .optional(track.year), .optional(track.disc), .optional(track.track), .optional(track.duration),
                                .optional(track.genre), .integer(track.hasCover ? 1 : 0),
                                .text(LibraryTags.encode(track.tags)), .optional(track.audio?.sampleRate),
                                .optional(track.audio?.sampleBits), .optional(track.audio?.channels), .optional(track.audio?.codec)).run()
            }
            let delete = try connection.statement("DELETE FROM tracks WHERE path = ?")
            for path in removed { try delete.bind(.text(path)).run() }
        }
    }

    /// Removes the tracks at these paths and every track under them (a folder that went).
    public func remove(under paths: [String]) throws(LibraryError) {
        try connection.transaction { () throws(LibraryError) in
            let one = try connection.statement("DELETE FROM tracks WHERE path = ?")
            let under = try connection.statement("DELETE FROM tracks WHERE path >= ? AND path < ?")
            for path in paths {
                try one.bind(.text(path)).run()
                let (low, high) = Self.range(under: path)
                try under.bind(.text(low), .text(high)).run()
            }
        }
    }

    /// The counts `library stats` prints.
    public func statistics() throws(LibraryError) -> LibraryStatistics {
        let totals = try connection.statement("""
            SELECT COUNT(*), COUNT(DISTINCT shelf COLLATE NOCASE), COALESCE(SUM(duration), 0), COALESCE(SUM(size), 0),
                   (SELECT COUNT(*) FROM (SELECT 1 FROM tracks GROUP BY shelf COLLATE NOCASE, album COLLATE NOCASE)),
                   (SELECT COUNT(*) FROM folders)
            FROM tracks
            """)
        guard try totals.step() else { return LibraryStatistics() }
        defer { totals.reset() }
        return LibraryStatistics(tracks: Int(totals.integer(0) ?? 0), artists: Int(totals.integer(1) ?? 0),
                                 albums: Int(totals.integer(4) ?? 0), folders: Int(totals.integer(5) ?? 0),
                                 seconds: totals.real(2) ?? 0, bytes: totals.integer(3) ?? 0)
    }

    /// Caps the database at `pages` pages: SQLite then fails writes beyond it exactly as on a
    /// full disk (SQLITE_FULL), which the tests use to fill the disk without filling a disk.
    func limitPages(_ pages: Int) throws(LibraryError) {
        try connection.execute("PRAGMA max_page_count=\(pages)")
    }

    /// The database's size in pages.
    func pageCount() throws(LibraryError) -> Int {
        let count = try connection.statement("PRAGMA page_count")
        defer { count.reset() }
        return try count.step() ? Int(count.integer(0) ?? 0) : 0
    }

    /// Whether `folder` is `other` or holds it.
    public static func contains(_ folder: String, _ other: String) -> Bool {
        other == folder || other.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// The paths strictly under `folder` sort between "FOLDER/" and "FOLDER0" ('0' follows '/').
    static func range(under folder: String) -> (String, String) {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        return (base + "/", base + "0")
    }
}

/// What the library holds, in numbers.
public struct LibraryStatistics: Sendable, Equatable {
    /// Tracks indexed.
    public var tracks = 0
    /// Distinct shelf artists.
    public var artists = 0
    /// Distinct albums (per shelf artist).
    public var albums = 0
    /// Folders added.
    public var folders = 0
    /// Total playing time.
    public var seconds = 0.0
    /// Total size of the files.
    public var bytes: Int64 = 0
}
