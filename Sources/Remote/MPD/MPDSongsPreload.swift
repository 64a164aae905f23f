import MusicLibrary
import NowPlaying

/// Every song of the library read on a worker, with what a search needs of them (where each
/// is by URI, its place in a walk of the tree), ahead of the first command that asks: at
/// 100,000 songs that is a second the loop spent inside a client's first `search` or `list`,
/// and again after every scan. MPD too reads its database anew on its update thread.
final class MPDSongsPreload {
    /// What the worker read, and the loop's own version of the library when it was asked for:
    /// a library changed since (another `data_version`) makes it stale.
    struct Loaded: Sendable {
        var askedAt: Int64
        var folders: [String]
        var songs: [MPDSong]
        var positions: [String: Int]
        var walkRanks: [Int]
    }

    private let worker = NewestJobWorker<Loaded?>()

    /// Readable when a reading is done; the loop then calls `take()`.
    var descriptor: Int32 { worker.descriptor }

    /// Reads the library at `databasePath` on the worker (its own read-only connection), URIs
    /// relative to `configured` or else to the deepest folder holding the library's folders.
    /// `version` is the loop's `data_version` now. A reading under way is dropped.
    func start(databasePath: String, configured: String?, version: Int64) {
        worker.submit(supersedingResults: true) {
            Self.read(databasePath: databasePath, configured: configured, version: version)
        }
    }

    /// The reading done, if one is.
    func take() -> Loaded? { worker.take() ?? nil }

    private static func read(databasePath: String, configured: String?, version: Int64) -> Loaded? {
        do throws(LibraryError) {
            let catalog = try LibraryCatalog(path: databasePath)
            let folders = try catalog.folders()
            let directory = configured ?? MPDLibraryDatabase.commonAncestor(folders)
            let songs = try catalog.files(under: directory == "/" ? nil : directory)
                .map(MPDLibraryDatabase.songMaker(under: directory))
            let positions = MPDLibraryDatabase.positions(of: songs)
            return Loaded(askedAt: version, folders: folders, songs: songs, positions: positions,
                          walkRanks: MPDLibraryDatabase.walkRanks(of: songs, positions: positions))
        } catch {
            // The loop reads the library itself when a command asks, and says what failed then.
            return nil
        }
    }
}
