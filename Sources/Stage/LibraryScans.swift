import EventLoop
import MusicLibrary
import NowPlaying

/// `library-scan DIR` on this player: one folder at a time is added to the library and scanned
/// on a worker (`FolderAdding`), never on the loop; what it says becomes notices, and its end
/// tells everyone who shows the library that it changed.
final class LibraryScans {
    private static let progressKey = "library-scan-progress"
    private let loop: EventLoop
    private let environment: [String: String]
    /// The folder being added, as shown, and its worker.
    private var running: (shown: String, adding: FolderAdding)?
    /// A line for the person.
    var onNotice: (String) -> Void = { _ in }
    /// The scan ended (done or failed): the library may hold more than before.
    var onEnded: () -> Void = {}

    init(loop: EventLoop, environment: [String: String]) {
        self.loop = loop
        self.environment = environment
    }

    /// Starts adding `folder` (`~` is HOME, as a shell would have it) to the library at
    /// `databasePath`; refused while another folder is being added.
    func scan(_ folder: String, into databasePath: String?) -> RemoteCommandStatus {
        if let running { return .disabled("Already adding \(running.shown) to the library") }
        guard let databasePath else { return .commandFailed("no XDG_DATA_HOME or HOME to keep the library in") }
        let path = expanded(folder)
        if let refusal = FolderAdding.refusal(path) { return .commandFailed(refusal) }
        let shown = Sanitized.line(MusicFolder.shown(path, environment: environment))
        guard let adding = FolderAdding(path, shown: shown, databasePath: databasePath) else {
            return .commandFailed("cannot start a worker to add \(shown)")
        }
        running = (shown, adding)
        loop.watchWakeup(adding.descriptor) { [unowned self] in take() }
        return .success
    }

    private func take() {
        guard let running else { return }
        for report in running.adding.take() {
            switch report {
            case let .reading(count):
                // Notices are shown one after another: a progress line only for a scan that
                // lasts, or it would hold the result back.
                loop.schedule(Self.progressKey, after: 1) { [unowned self] in
                    onNotice("Adding \(running.shown): \(FolderAdding.grouped(count)) files to read…")
                }
            case let .ended(line):
                loop.cancel(Self.progressKey)
                loop.unwatch(running.adding.descriptor)
                self.running = nil
                onNotice(line)
                onEnded()
            }
        }
    }

    private func expanded(_ folder: String) -> String {
        guard folder == "~" || folder.hasPrefix("~/"), let home = environment["HOME"] else { return folder }
        return home + folder.dropFirst()
    }
}
