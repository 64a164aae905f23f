import Glibc
import MusicLibrary
import NowPlaying

extension App {
    /// While the player runs, the library's folders are watched: what changes in them reaches
    /// the index on the watcher's worker, never on the loop. A player without a library opens
    /// nothing (one access check).
    func watchLibrary() {
        guard let path = LibraryLocation.database(environment: Environment.current), access(path, F_OK) == 0,
              let watcher = LibraryWatcher(databasePath: path) else { return }
        libraryWatcher = watcher
        loop.watch(watcher.descriptor) { watcher.readEvents() }
        loop.watchWakeup(watcher.appliedDescriptor) { [unowned self] in
            watcher.takeApplied().problems.forEach { notice(Sanitized.line($0)) }
        }
        watcher.start()
    }

    /// The most tracks one `library-add` queues: the query runs on the loop, and this bounds it
    /// to a few milliseconds (FTS5 stops at the limit) however broad it is.
    static let libraryAddLimit = 1000

    /// `library-add QUERY` (socket, MPRIS AddTrack with a `library:` URI): the library's tracks
    /// matching the query, in album order, at the end of the queue.
    func addFromLibrary(_ query: String) -> RemoteCommandStatus {
        let adding = session.remoteCommandCenter.command(.addItem)
        guard adding.isEnabled else { return .disabled(adding.disabledReason ?? "Adding to the queue is not possible now") }
        guard let path = LibraryLocation.database(environment: Environment.current), access(path, F_OK) == 0 else {
            return .commandFailed("the library is empty: 'playdeck library add DIR' indexes a folder")
        }
        do {
            let tracks = try LibraryReader(path: path).search(LibraryQuery(query), limit: Self.libraryAddLimit)
            guard !tracks.isEmpty else { return .commandFailed("nothing in the library matches '\(Sanitized.line(query))'") }
            session.append(tracks.map { MediaItem(url: $0.path) })
            return .success
        } catch {
            return .commandFailed("the library: \(error.message)")
        }
    }
}
