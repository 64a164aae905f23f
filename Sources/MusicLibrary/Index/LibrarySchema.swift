import MediaFiles

/// The index's tables. `tracks` holds one row per file; two FTS5 tables index its title,
/// artist and album (external content: the text is kept once, in `tracks`):
/// - `words` with unicode61 and remove_diacritics 2, so "beyonce" finds "Beyoncé", with
///   prefix indexes for the first letters typed;
/// - `grams` with the trigram tokenizer, so text written without spaces (Japanese, and Korean
///   inside a word) is found by any three characters of it.
/// `grams` also indexes `tags` (every tag of the file, in its order: what MPD's `search any`
/// looks through). `albums` is kept by triggers (one row per shelf artist and album, with its track count), so
/// that the Artists list reads ten thousand rows, not every track.
enum LibrarySchema {
    /// Bumped when the tables change: an index of another version is rebuilt from the files.
    static let version = 3

    /// A row while the tracks dropped by an upgrade are still to be read again.
    static let readAgain = "CREATE TABLE IF NOT EXISTS read_again(pending INTEGER NOT NULL)"

    static let tables = """
        CREATE TABLE IF NOT EXISTS folders(path TEXT PRIMARY KEY) WITHOUT ROWID;
        CREATE TABLE IF NOT EXISTS tracks(
            id INTEGER PRIMARY KEY,
            path TEXT NOT NULL UNIQUE,
            size INTEGER NOT NULL,
            mtime INTEGER NOT NULL,
            title TEXT NOT NULL,
            artist TEXT,
            album TEXT,
            album_artist TEXT,
            shelf TEXT NOT NULL,
            year INTEGER,
            disc INTEGER,
            track INTEGER,
            duration REAL,
            genre TEXT,
            cover INTEGER NOT NULL DEFAULT 0,
            tags TEXT NOT NULL DEFAULT '',
            sample_rate INTEGER,
            sample_bits INTEGER,
            channels INTEGER,
            codec TEXT);
        CREATE INDEX IF NOT EXISTS tracks_browse ON tracks(shelf COLLATE NOCASE, album COLLATE NOCASE, year, disc, track);
        CREATE TABLE IF NOT EXISTS albums(
            shelf TEXT NOT NULL COLLATE NOCASE,
            album TEXT NOT NULL COLLATE NOCASE,
            title TEXT,
            year INTEGER,
            tracks INTEGER NOT NULL,
            cover TEXT,
            PRIMARY KEY(shelf, album)) WITHOUT ROWID;
        CREATE VIRTUAL TABLE IF NOT EXISTS words USING fts5(title, artist, album, content='tracks', content_rowid='id',
            tokenize='unicode61 remove_diacritics 2', prefix='1 2 3');
        CREATE VIRTUAL TABLE IF NOT EXISTS grams USING fts5(title, artist, album, tags, content='tracks', content_rowid='id',
            tokenize='trigram');
        CREATE TRIGGER IF NOT EXISTS tracks_added AFTER INSERT ON tracks BEGIN
            INSERT INTO words(rowid, title, artist, album) VALUES (new.id, new.title, new.artist, new.album);
            INSERT INTO grams(rowid, title, artist, album, tags) VALUES (new.id, new.title, new.artist, new.album, new.tags);
            INSERT INTO albums(shelf, album, title, year, tracks, cover)
            VALUES (new.shelf, COALESCE(new.album, ''), new.album, new.year, 1, CASE WHEN new.cover = 1 THEN new.path END)
            ON CONFLICT(shelf, album) DO UPDATE SET tracks = tracks + 1,
                year = MIN(COALESCE(year, excluded.year), COALESCE(excluded.year, year)), cover = COALESCE(cover, excluded.cover);
        END;
        CREATE TRIGGER IF NOT EXISTS tracks_removed AFTER DELETE ON tracks BEGIN
            INSERT INTO words(words, rowid, title, artist, album) VALUES ('delete', old.id, old.title, old.artist, old.album);
            INSERT INTO grams(grams, rowid, title, artist, album, tags) VALUES ('delete', old.id, old.title, old.artist, old.album, old.tags);
            UPDATE albums SET tracks = tracks - 1, cover = CASE WHEN cover = old.path THEN NULL ELSE cover END
            WHERE shelf = old.shelf AND album = COALESCE(old.album, '');
            DELETE FROM albums WHERE shelf = old.shelf AND album = COALESCE(old.album, '') AND tracks <= 0;
        END;
        CREATE TRIGGER IF NOT EXISTS tracks_shelved AFTER UPDATE OF shelf, album, year, cover ON tracks BEGIN
            UPDATE albums SET tracks = tracks - 1, cover = CASE WHEN cover = old.path THEN NULL ELSE cover END
            WHERE shelf = old.shelf AND album = COALESCE(old.album, '');
            DELETE FROM albums WHERE shelf = old.shelf AND album = COALESCE(old.album, '') AND tracks <= 0;
            INSERT INTO albums(shelf, album, title, year, tracks, cover)
            VALUES (new.shelf, COALESCE(new.album, ''), new.album, new.year, 1, CASE WHEN new.cover = 1 THEN new.path END)
            ON CONFLICT(shelf, album) DO UPDATE SET tracks = tracks + 1,
                year = MIN(COALESCE(year, excluded.year), COALESCE(excluded.year, year)), cover = COALESCE(cover, excluded.cover);
        END;
        CREATE TRIGGER IF NOT EXISTS tracks_retagged AFTER UPDATE OF title, artist, album, tags ON tracks BEGIN
            INSERT INTO words(words, rowid, title, artist, album) VALUES ('delete', old.id, old.title, old.artist, old.album);
            INSERT INTO grams(grams, rowid, title, artist, album, tags) VALUES ('delete', old.id, old.title, old.artist, old.album, old.tags);
            INSERT INTO words(rowid, title, artist, album) VALUES (new.id, new.title, new.artist, new.album);
            INSERT INTO grams(rowid, title, artist, album, tags) VALUES (new.id, new.title, new.artist, new.album, new.tags);
        END;
        """

    /// The columns a `LibraryTrack` is read from, in `LibraryTrack(row:)`'s order.
    private static let trackColumnNames = ["path", "title", "artist", "album", "album_artist", "year", "disc", "track", "duration",
                                           "genre", "cover", "tags", "sample_rate", "sample_bits", "channels", "codec"]
    static let trackColumns = trackColumnNames.map { "tracks." + $0 }.joined(separator: ", ")
    /// How many they are: a query selecting more after them reads those from this index on.
    static let trackColumnCount = Int32(trackColumnNames.count)
}

extension LibraryTrack {
    /// The track a row of `LibrarySchema.trackColumns` holds.
    init(row: SQLiteStatement) {
        self.init(path: row.text(0) ?? "", title: row.text(1) ?? "", artist: row.text(2), album: row.text(3),
                  albumArtist: row.text(4), year: row.integer(5).map(Int.init), disc: row.integer(6).map(Int.init),
                  track: row.integer(7).map(Int.init), duration: row.real(8), genre: row.text(9),
                  hasCover: row.integer(10) == 1, tags: LibraryTags.decode(row.text(11) ?? ""), audio: Self.audio(row))
    }

    /// The audio stream's layout, when the file had one (a rate and channels).
    private static func audio(_ row: SQLiteStatement) -> AudioLayout? {
        guard let rate = row.integer(12), let channels = row.integer(14) else { return nil }
        return AudioLayout(sampleRate: Int(rate), sampleBits: row.integer(13).map(Int.init), channels: Int(channels), codec: row.text(15))
    }
}
