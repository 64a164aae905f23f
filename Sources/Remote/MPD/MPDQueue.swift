import NowPlaying

/// PlayDeck's queue as MPD's commands see it: its rows at the revision the source answers with
/// (read once per revision, whatever the number of clients and commands), each item's position
/// by its id, the version each item last changed at (`plchanges`), and the songs of its rows.
/// `Id` is the queue item's id, which stays with it through edits (as MPRIS track ids do);
/// `Pos` is its index.
public final class MPDQueue {
    private let source: SessionSource
    private let database: MPDDatabase?
    private var revisionRead: Int?
    /// The revision of the items alone these rows are of: titles learnt (which reading the rows
    /// sets off) change the revision but not it, nor the songs the database gave.
    private var itemsRevisionRead: Int?
    /// Positions whose song was made from the row, not the database: titles learnt change them.
    private var fallbacks = Set<Int>()
    private var cachedRows: [QueueRow] = []
    private var positions: [Int: Int] = [:]
    private var songs: [Int: MPDSong] = [:]
    /// The whole queue's entries with every tag, as `playlistinfo` writes them: clients list the
    /// whole queue again and again (after each `changed: playlist`), and a queue may hold 100,000.
    private var wholeAnswer: MPDResponse?
    private var versions = MPDQueueVersions()

    /// The queue of `source`, its files described by `database` when there is one.
    init(source: SessionSource, database: MPDDatabase?) {
        self.source = source
        self.database = database
    }

    /// The queue's revision and length now (cheap: no row is read).
    private func probe() -> (revision: Int, total: Int)? {
        guard case let .value(.queueRows(answer)) = source.answer(.queueRows([])) else { return nil }
        return (answer.revision, answer.total)
    }

    /// The rows now, read again only when the queue changed since they were read.
    public var rows: [QueueRow] {
        refresh()
        return cachedRows
    }

    /// MPD's `playlist:` version: changes with every edit of the queue (and what it shows).
    public var version: Int {
        refresh()
        return versions.current
    }

    /// How many items the queue holds.
    public var count: Int { rows.count }

    /// The source's revision of the queue these rows are of: a snapshot of another revision
    /// was taken before an edit (or after one not yet read), and its positions are not these.
    public var revision: Int? {
        refresh()
        return revisionRead
    }

    /// The position of the item with `id`, if the queue holds it.
    public func position(ofID id: Int) -> Int? {
        refresh()
        return positions[id]
    }

    /// Whether the item at `position` changed after `version` (MPD's `IsNewerAtPosition`: a
    /// version the queue never had is older than everything).
    public func changed(at position: Int, since version: Int) -> Bool {
        refresh()
        return versions.changed(id: cachedRows[position].id, since: version)
    }

    /// The songs of the rows at `positions` (each position must exist), looked up together.
    public func songs(at positions: [Int]) -> [MPDSong] {
        refresh()
        let missing = positions.filter { songs[$0] == nil }
        if !missing.isEmpty {
            let known = database?.songs(atPaths: missing.map { cachedRows[$0].path }) ?? missing.map { _ in nil }
            var unknown: [Int] = []
            for (position, song) in zip(missing, known) {
                if let song {
                    songs[position] = song
                } else {
                    songs[position] = Self.fallback(cachedRows[position], database: database)
                    fallbacks.insert(position)
                    unknown.append(position)
                }
            }
            // Their titles, once read, are a new revision of the rows, and these songs are made again.
            if !unknown.isEmpty { _ = source.answer(.queueRows(unknown)) }
        }
        return positions.compactMap { songs[$0] }
    }

    /// The entries at `positions` (each must exist), each as a song with its place and id, with
    /// only the tags in `tags`.
    public func entries(at positions: [Int], tags: Set<MPDTag>) -> MPDResponse {
        refresh()
        // Positions come in order, each once: as many as the queue holds from 0 on are all of it.
        let whole = tags.count == MPDTag.allCases.count && positions.count == cachedRows.count && positions.first == 0
            && positions.last == cachedRows.count - 1
        if whole, let wholeAnswer { return wholeAnswer }
        var response = MPDResponse()
        for (position, song) in zip(positions, songs(at: positions)) {
            // MPD's queue entry: the song's lines, then its place and id.
            song.write(into: &response, tags: tags)
            response.add("Pos", position)
            response.add("Id", cachedRows[position].id)
            if cachedRows[position].priority != 0 { response.add("Prio", cachedRows[position].priority) }
        }
        if whole { wholeAnswer = response }
        return response
    }

    /// A file the database does not hold, as the row knows it: its title (not the file name it
    /// falls back to), artist, album and length; a file outside the music directory shows its
    /// absolute path, as MPD shows one.
    private static func fallback(_ row: QueueRow, database: MPDDatabase?) -> MPDSong {
        var tags: [(MPDTag, String)] = []
        let name = row.path.lastIndex(of: "/").map { String(row.path[row.path.index(after: $0)...]) } ?? row.path
        if row.title != name, !row.title.isEmpty { tags.append((.title, row.title)) }
        if let artist = row.artist { tags.append((.artist, artist)) }
        if let album = row.album { tags.append((.album, album)) }
        return MPDSong(uri: database?.uri(forPath: row.path) ?? row.path, tags: tags, duration: row.duration)
    }

    private func refresh() {
        let now = probe()
        guard now?.revision != revisionRead || now?.total != cachedRows.count else { return }
        revisionRead = now?.revision
        let total = now?.total ?? 0
        let itemsBefore = (itemsRevisionRead, cachedRows.count)
        let prioritiesBefore = cachedRows.map(\.priority)
        itemsRevisionRead = nil
        // The database has the tags of its files: only the files it lacks have theirs read (below).
        if total > 0, case let .value(.queueRows(answer)) = source.answer(.queueRows(Array(0..<total)), readingTags: false) {
            cachedRows = answer.rows
            revisionRead = answer.revision
            itemsRevisionRead = answer.itemsRevision
        } else {
            cachedRows = []
        }
        positions = Dictionary(cachedRows.map { ($0.id, $0.index) }, uniquingKeysWith: { first, _ in first })
        if itemsRevisionRead != nil, itemsBefore == (itemsRevisionRead, cachedRows.count) {
            // Titles learnt, as a client's reading of a long queue sets off in batches: the songs
            // of the database stay (100,000 of them were read again after every batch).
            if !fallbacks.isEmpty {
                for position in fallbacks { songs[position] = nil }
                fallbacks = []
                wholeAnswer = nil
            }
            // A priority set is a revision of what the rows show too, and the answer shows it.
            if cachedRows.map(\.priority) != prioritiesBefore { wholeAnswer = nil }
        } else {
            songs = [:]
            fallbacks = []
            wholeAnswer = nil
        }
        versions.follow(ids: cachedRows.map(\.id), priorities: cachedRows.map(\.priority),
                        current: source.infoCenter.nowPlayingInfo?.queueItemID)
    }
}
