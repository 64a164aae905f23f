import Glibc
import MusicLibrary

/// PlayDeck's music library as MPD's database: songs named by their paths relative to the
/// music directory. The music directory is the one given, else the library's one folder, else
/// the deepest folder holding all of the library's folders (so that every file has a URI).
/// Read through a read-only connection of its own; a scan writing at the same time never
/// blocks it.
public final class MPDLibraryDatabase: MPDDatabase {
    private let databasePath: String
    private let configured: String?
    private var catalog: LibraryCatalog?
    private var folders: [String] = [] {
        didSet { ancestor = Self.commonAncestor(folders) }
    }
    /// The deepest folder holding `folders`: every song's URI is made from it.
    private var ancestor = "/"
    /// Every song, read once and again only after a scan wrote to the library: MPD keeps its
    /// database in memory too, and `list`, `count` and `stats` read all of it.
    private var everything: (version: Int64, songs: [MPDSong])? {
        didSet {
            positions = nil
            walkRanks = nil
        }
    }
    /// Where each song of `everything` is, by URI: made at the first song asked for by path (a
    /// queue's answer asks for each of its items) or the first search.
    private var positions: [String: Int]?
    /// Each song of `everything`'s place in a walk of the whole tree, made at the first search:
    /// a walk of the songs found visits them in this order (a directory's order and a song's
    /// place in its directory do not depend on what else the tree holds), so they are sorted
    /// by it, not arranged in a tree of their own.
    private var walkRanks: [Int]?

    /// Answers for the library at `databasePath`; `musicDirectory` nil: chosen from the
    /// library's folders (see the type's summary).
    public init(databasePath: String, musicDirectory: String? = nil) {
        self.databasePath = databasePath
        configured = musicDirectory.map(Self.trimmed)
    }

    /// The folder URIs are relative to (the library's folders are read first: a client's first
    /// command may name a URI).
    public var directory: String {
        if let configured { return configured }
        _ = try? open()
        return ancestor
    }

    /// The music directory, as `config` and `listmounts` show it; nil while the library has no
    /// folder (MPD without a music directory shows none).
    public var musicDirectory: String? {
        let directory = directory
        return configured == nil && folders.isEmpty ? nil : directory
    }

    /// The deepest folder holding every one of `folders` ("/" for none).
    public static func commonAncestor(_ folders: [String]) -> String {
        guard var common = folders.first?.split(separator: "/", omittingEmptySubsequences: true) else { return "/" }
        for folder in folders.dropFirst() {
            let parts = folder.split(separator: "/", omittingEmptySubsequences: true)
            common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
        }
        return "/" + common.joined(separator: "/")
    }

    /// The path relative to the music directory when inside it, else the path itself.
    public func uri(forPath path: String) -> String {
        Self.uri(forPath: path, under: uriPrefix)
    }

    /// What a path inside the music directory starts with: the directory and a slash.
    private var uriPrefix: String { directory == "/" ? "/" : directory + "/" }

    /// `path` relative to `prefix` (the music directory and a slash) when it starts with it.
    private static func uri(forPath path: String, under prefix: String) -> String {
        path.hasPrefix(prefix) ? String(path.utf8.dropFirst(prefix.utf8.count)) ?? path : path
    }

    /// The music directory joined with a relative URI, an absolute one as it is; nil for a URL.
    public func path(forURI uri: String) -> String? {
        guard !uri.isEmpty, !uri.contains("://") else { return nil }
        if uri.hasPrefix("/") { return uri }
        let base = directory
        return base == "/" ? "/" + uri : base + "/" + uri
    }

    /// The library's song at `path`, as `find` shows it; nil when the library lacks it.
    public func song(atPath path: String) -> MPDSong? {
        let uri = uri(forPath: path)
        if !uri.hasPrefix("/"), let songs = try? songs() {
            return indexed(songs)[uri].map { songs[$0] }
        }
        guard let catalog = try? open(), let file = try? catalog.file(at: path) else { return nil }
        return MPDTagNames.song(file, uri: uri)
    }

    /// `positions`, made for `songs` (`everything`'s) when not made yet.
    private func indexed(_ songs: [MPDSong]) -> [String: Int] {
        if let positions { return positions }
        let made = Self.positions(of: songs)
        positions = made
        return made
    }

    /// Where each of `songs` is, by URI (the first of two with one URI).
    static func positions(of songs: [MPDSong]) -> [String: Int] {
        Dictionary(songs.enumerated().map { ($0.element.uri, $0.offset) }) { first, _ in first }
    }

    /// Each of `songs`' place in a walk of their whole tree; `positions` as `positions(of:)` makes it.
    static func walkRanks(of songs: [MPDSong], positions: [String: Int]) -> [Int] {
        var ranks = [Int](repeating: 0, count: songs.count)
        for (rank, song) in MPDDirectoryTree.inWalkOrder(songs).enumerated() {
            if let position = positions[song.uri] { ranks[position] = rank }
        }
        return ranks
    }

    /// Every song under the directory `uri` ("": all), in path order.
    func songs(under uri: String = "") throws(MPDError) -> [MPDSong] {
        guard let catalog = try open() else { return [] }
        if uri.isEmpty {
            let version = try Self.reading { () throws(LibraryError) in try catalog.version() }
            if let everything, everything.version == version { return everything.songs }
            // The library changed: a folder may have been added or removed, and with it the music directory.
            folders = try Self.reading { () throws(LibraryError) in try catalog.folders() }
            let songs = try Self.reading { () throws(LibraryError) in try catalog.files(under: directory == "/" ? nil : directory) }
                .map(songMaker)
            everything = (version, songs)
            return songs
        }
        let folder = uri.isEmpty ? (directory == "/" ? nil : directory) : path(forURI: uri)
        return try Self.reading { () throws(LibraryError) in try catalog.files(under: folder) }.map(songMaker)
    }

    /// The songs `filter` lets through, in path order. A filter whose every match holds some
    /// texts of three characters or more is served by the library's trigram index (a superset
    /// of paths, whose songs are those kept in memory, narrowed here); any other reads every song.
    func songs(matching filter: MPDFilter) throws(MPDError) -> [MPDSong] {
        let all = try songs()
        let texts = filter.requiredTexts.filter { $0.unicodeScalars.count >= 3 }
        guard !texts.isEmpty, let catalog = try open() else { return all.filter(filter.matches) }
        let paths = try Self.reading { () throws(LibraryError) in try catalog.paths(containing: texts) }
        let positions = indexed(all)
        let prefix = uriPrefix
        var found: [MPDSong] = []
        for path in paths {
            let uri = Self.uri(forPath: path, under: prefix)
            // A file outside the music directory (one given in the config) is no song of `all`.
            guard let song = positions[uri].map({ all[$0] }) ?? song(atPath: path), filter.matches(song) else { continue }
            found.append(song)
        }
        return found
    }

    /// `songs` in the order a recursive walk of their tree visits them, those outside the music
    /// directory (absolute URIs) after, as `MPDDirectoryTree.inWalkOrder` arranges them; sorted
    /// by their places in a walk of the whole library when they are its songs.
    func inWalkOrder(_ songs: [MPDSong]) -> [MPDSong] {
        guard let all = everything?.songs else { return MPDDirectoryTree.inWalkOrder(songs) }
        let positions = indexed(all)
        let ranks = walkRanks ?? {
            let ranks = Self.walkRanks(of: all, positions: positions)
            walkRanks = ranks
            return ranks
        }()
        var placed: [(rank: Int, index: Int)] = []
        placed.reserveCapacity(songs.count)
        for (index, song) in songs.enumerated() {
            // Outside the tree (absolute URIs) or not in the library: after, in the order given.
            let rank = song.uri.hasPrefix("/") ? nil : positions[song.uri].map { ranks[$0] }
            placed.append((rank ?? all.count + index, index))
        }
        placed.sort { $0.rank < $1.rank }
        return placed.map { songs[$0.index] }
    }

    /// The song at `uri`, when the library holds it.
    func song(atURI uri: String) -> MPDSong? {
        path(forURI: uri).flatMap(song(atPath:))
    }

    /// MPD's update jobs over the library's scans.
    let updates = MPDUpdateQueue()

    /// The job `update` is running, or the next, as `status` shows it (`updating_db`).
    public var updatingJob: Int? { updates.current }

    /// The folders `update URI` scans again: every library folder for ""; the folder a URI
    /// names inside the library's folders (a file's own folder); the library's folders inside
    /// the one it names (the music directory may hold several); none for a URI that names
    /// nothing there (MPD's job then finds nothing). A folder outside the library is not added.
    func folders(toUpdate uri: String) -> [String] {
        _ = try? open()
        guard !uri.isEmpty else { return folders }
        guard let path = path(forURI: uri) else { return [] }
        var info = stat()
        guard stat(path, &info) == 0 else { return [] }
        let folder = info.st_mode & S_IFMT == S_IFDIR
            ? path : path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        if folders.contains(where: { LibraryIndex.contains($0, folder) }) { return [folder] }
        return folders.filter { LibraryIndex.contains(folder, $0) }
    }

    /// Forgets the connection, so that the next command sees the library as it is now (after
    /// a rescan, or a library made since).
    func reopen() {
        catalog = nil
        everything = nil
    }

    /// When the library last changed (its database file's time), seconds since 1970.
    var lastUpdate: Int64? {
        var info = stat()
        var latest: Int64?
        for path in [databasePath, databasePath + "-wal"] where stat(path, &info) == 0 {
            latest = max(latest ?? 0, Int64(info.st_mtim.tv_sec))
        }
        return latest
    }

    /// Makes songs of the library's files, the music directory read once for them all.
    private var songMaker: (IndexedTrack) -> MPDSong { Self.songMaker(under: directory) }

    /// Makes songs of the library's files, URIs relative to the music directory `directory`.
    static func songMaker(under directory: String) -> @Sendable (IndexedTrack) -> MPDSong {
        let prefix = directory == "/" ? "/" : directory + "/"
        return { file in MPDTagNames.song(file, uri: Self.uri(forPath: file.track.path, under: prefix)) }
    }

    /// Reads every song on a worker now (see `MPDSongsPreload`): at the start and after a scan.
    public func preload() {
        guard let catalog = try? open(), let version = try? catalog.version() else { return }
        preloading.start(databasePath: databasePath, configured: configured, version: version)
    }

    /// Readable when the worker has read the library; the loop then calls `preloadDidFinish()`.
    public var preloadDescriptor: Int32 { preloading.descriptor }

    /// Keeps what the worker read, unless the library changed since it was asked for or the
    /// loop read it meanwhile.
    public func preloadDidFinish() {
        guard let loaded = preloading.take(), let catalog, let version = try? catalog.version(),
              version == loaded.askedAt else { return }
        if let everything, everything.version == version, positions != nil, walkRanks != nil { return }
        folders = loaded.folders
        everything = (version, loaded.songs)
        positions = loaded.positions
        walkRanks = loaded.walkRanks
        preloadsKept += 1
    }

    /// How many of the worker's readings were kept.
    private(set) var preloadsKept = 0

    private let preloading = MPDSongsPreload()

    /// The catalog; nil while there is no library yet (every list is then empty).
    private func open() throws(MPDError) -> LibraryCatalog? {
        if let catalog { return catalog }
        var info = stat()
        guard stat(databasePath, &info) == 0 else { return nil }
        let opened = try Self.reading { () throws(LibraryError) in try LibraryCatalog(path: databasePath) }
        folders = try Self.reading { () throws(LibraryError) in try opened.folders() }
        catalog = opened
        return opened
    }

    private static func reading<Value>(_ body: () throws(LibraryError) -> Value) throws(MPDError) -> Value {
        do { return try body() } catch { throw MPDError(.system, "Database error: \(error.message)") }
    }

    private static func trimmed(_ path: String) -> String {
        var path = path
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path
    }
}
