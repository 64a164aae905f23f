import NowPlaying

/// A queue entry's song as MPD writes it: the database's song when the library holds the file,
/// else what the queue's row knows of it (a file outside the music directory shows its absolute
/// path, as MPD shows one), followed by `Pos:` and `Id:`.
enum MPDQueueSong {
    /// What the row knows of a file the database does not: its title (not the file name it
    /// falls back to), artist, album and length.
    static func fallback(_ row: QueueRow, database: MPDDatabase?) -> MPDSong {
        var tags: [(MPDTag, String)] = []
        let name = row.path.lastIndex(of: "/").map { String(row.path[row.path.index(after: $0)...]) } ?? row.path
        if row.title != name, !row.title.isEmpty { tags.append((.title, row.title)) }
        if let artist = row.artist { tags.append((.artist, artist)) }
        if let album = row.album { tags.append((.album, album)) }
        return MPDSong(uri: database?.uri(forPath: row.path) ?? row.path, tags: tags, duration: row.duration)
    }

    /// Writes the queue entry `song` at `position` with `id`: the song's lines (only the tags
    /// in `tags`), then `Pos:` and `Id:`.
    static func write(_ song: MPDSong, position: Int, id: Int, tags: Set<MPDTag>, into response: inout MPDResponse) {
        song.write(into: &response, tags: tags)
        response.add("Pos", position)
        response.add("Id", id)
    }
}

/// Numbers as MPD's answers write them.
enum MPDNumber {
    /// Three decimals (`{:1.3f}`): `elapsed: 12.345`, `duration: 23.000`.
    static func milliseconds(_ seconds: Double) -> String {
        let total = Int((max(0, seconds) * 1000).rounded())
        let fraction = total % 1000
        let digits = fraction < 10 ? "00\(fraction)" : fraction < 100 ? "0\(fraction)" : "\(fraction)"
        return "\(total / 1000).\(digits)"
    }
}
