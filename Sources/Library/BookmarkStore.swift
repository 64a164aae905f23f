import FileIO
import Glibc

/// Named positions inside items, one small file per item in `$XDG_STATE_HOME/playdeck/bookmarks`
/// beside the resume positions, named like them and written atomically like them: a kill at
/// any moment leaves the old list or the new one, never half of either.
public struct BookmarkStore: Sendable {
    /// One named position.
    public struct Entry: Equatable, Sendable {
        /// What the person called it: one line.
        public var name: String
        /// Where it is, in media seconds.
        public var position: Double

        /// A bookmark; tabs and line breaks in its name become spaces.
        public init(name: String, position: Double) {
            self.name = String(name.map { $0 == "\t" || $0.isNewline ? " " : $0 })
            self.position = position
        }
    }

    /// The folder holding the lists.
    public let directory: String

    /// A store in `directory`, created (0700) when first written.
    public init(directory: String) {
        self.directory = directory
    }

    /// The store at `$XDG_STATE_HOME/playdeck/bookmarks`, else `~/.local/state/playdeck/bookmarks`.
    /// Opening it removes the temporary files of writes killed halfway.
    public static func standard(environment: [String: String]) -> BookmarkStore? {
        ResumeStore.stateFolder(environment: environment).map { folder in
            let store = BookmarkStore(directory: folder + "/bookmarks")
            AtomicFile.removeStaleTemporaries(in: store.directory)
            return store
        }
    }

    /// The largest list the store reads back, and so writes.
    public static let sizeLimit = 1 << 20

    /// An item's bookmarks in the order saved; lines that do not parse are skipped.
    public func bookmarks(for location: String) -> [Entry] {
        (try? saved(for: location).get()) ?? []
    }

    /// The saved list, or why the item's file cannot be read (no file: an empty list).
    private func saved(for location: String) -> Result<[Entry], FileError> {
        let text: String
        switch FileText.read(path(for: location), limit: Self.sizeLimit) {
        case let .success(read): text = read
        case let .failure(.system(error)) where error.code == ENOENT: return .success([])
        case let .failure(error): return .failure(error)
        }
        var saved: String?, entries: [Entry] = []
        for line in text.split(separator: "\n") {
            if let named = StoredLocation.location(in: line) { saved = named }
            guard line.hasPrefix("bookmark="), let tab = line.firstIndex(of: "\t") else { continue }
            guard let position = Double(line[line.index(line.startIndex, offsetBy: 9)..<tab]), position.isFinite, position >= 0
            else { continue }
            entries.append(Entry(name: String(line[line.index(after: tab)...]), position: position))
        }
        // The file name is a hash: only trust a file that names this very item.
        return .success(saved == location ? entries : [])
    }

    /// Saves an item's whole list (an empty one removes its file); atomic. A list too long to
    /// read back is refused, and so is replacing a file that cannot be read: the list in it
    /// was never seen, and would be lost.
    public func save(_ entries: [Entry], for location: String) throws(FileError) {
        if case let .failure(error) = saved(for: location) { throw .keptUnreadable(error) }
        guard !entries.isEmpty else {
            unlink(path(for: location))
            return
        }
        let lines = entries.map { "bookmark=\($0.position)\t\($0.name)\n" }.joined()
        try AtomicFile.write(StoredLocation.line(location) + lines, to: path(for: location), creatingDirectory: directory,
                             limit: Self.sizeLimit)
    }

    func path(for location: String) -> String {
        directory + "/" + ResumeStore.key(location)
    }
}
