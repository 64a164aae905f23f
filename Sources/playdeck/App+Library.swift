import EventLoop
import Glibc
import MusicLibrary
import NowPlaying

extension App {
    /// While the player runs, the library's folders are watched: what changes in them reaches
    /// the index on the watcher's worker, never on the loop. A player without a library opens
    /// nothing (one access check).
    func watchLibrary() {
        guard let path = LibraryLocation.database(environment: ProcessEnvironment.current), access(path, F_OK) == 0,
              let watcher = LibraryWatcher(databasePath: path) else { return }
        libraryWatcher = watcher
        watcher.start(on: loop) { [unowned self] changes, problems in
            problems.forEach { notice(Sanitized.line($0)) }
            // A Library panel open anywhere shows what arrived.
            if changes > 0 { infoCenter.postLibraryChange() }
        }
    }

}
